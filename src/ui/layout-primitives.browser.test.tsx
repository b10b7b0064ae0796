import { describe, expect, it } from 'vitest'
import { page } from 'vitest/browser'
import { expectNoSeriousA11yViolations } from '../../tests/support/axe'
import { renderWithColorScheme } from '../../tests/support/render'
import { Box } from './box'
import { Button } from './button'
import { DescriptionList } from './description-list'
import { Grid } from './grid'
import { List } from './list'
import { Quote } from './quote'
import { SectionHeader } from './section-header'

const styleOf = (element: Element) => getComputedStyle(element)

describe('Box', () => {
  it('turns token props into styles and passes the rest to the element', async () => {
    await renderWithColorScheme(
      <Box as="section" aria-label="Activity" id="activity" padding="lg" borderTop="subtle">
        Nothing yet
      </Box>,
    )
    const region = page.getByRole('region', { name: 'Activity' }).element()
    expect(region.id).toBe('activity')
    // Sprinkles are classes, never attributes the browser would ignore.
    expect(region.hasAttribute('padding')).toBe(false)
    expect(styleOf(region).paddingLeft).toBe('16px')
    expect(styleOf(region).borderTopWidth).toBe('1px')
  })

  it('keeps print-only content off the screen: display by medium', async () => {
    await renderWithColorScheme(
      <Box display={{ mobile: 'none', print: 'block' }} data-testid="paper">
        Report title
      </Box>,
    )
    expect(styleOf(page.getByTestId('paper').element()).display).toBe('none')
  })
})

describe('DescriptionList', () => {
  it('pairs each term with its definition in a real dl', async () => {
    await renderWithColorScheme(
      <DescriptionList
        items={[
          { term: 'Company', definition: 'Acme' },
          { term: 'Status', definition: 'Active' },
        ]}
      />,
    )
    const terms = page.getByRole('term').elements()
    const definitions = page.getByRole('definition').elements()
    expect(terms.map((term) => term.textContent)).toEqual(['Company', 'Status'])
    expect(definitions.map((definition) => definition.textContent)).toEqual(['Acme', 'Active'])
    expect(terms[0]?.parentElement?.tagName).toBe('DL')
    // Each definition follows its own term, so screen readers read them as pairs.
    expect(terms[1]?.nextElementSibling).toBe(definitions[1])
    await expectNoSeriousA11yViolations()
  })

  it('keeps a term and its value on one row, the value wrapping instead of widening', async () => {
    await renderWithColorScheme(
      <div style={{ width: '240px' }}>
        <DescriptionList items={[{ term: 'Path', definition: 'prompts/'.repeat(20) }]} />
      </div>,
    )
    const term = page.getByRole('term').element().getBoundingClientRect()
    const definition = page.getByRole('definition').element().getBoundingClientRect()
    expect(definition.left).toBeGreaterThan(term.right - 1)
    expect(definition.right).toBeLessThanOrEqual(241)
  })

  it('leaves a value nearly half a narrow row beside a long term', async () => {
    await renderWithColorScheme(
      <div style={{ width: '300px' }}>
        <DescriptionList
          items={[
            {
              term: 'Current chat model (used for sentiment and follow-ups)',
              definition: 'gpt-4o-mini',
            },
          ]}
        />
      </div>,
    )
    expect(page.getByRole('definition').element().getBoundingClientRect().width).toBeGreaterThan(
      120,
    )
  })
})

describe('List', () => {
  it('is a list of its items, without bullets', async () => {
    await renderWithColorScheme(
      <List as="ol" aria-label="Activity" gap="sm">
        <li>Created</li>
        <li>Renamed</li>
      </List>,
    )
    const list = page.getByRole('list', { name: 'Activity' })
    expect(list.element().tagName).toBe('OL')
    expect(page.getByRole('listitem').elements()).toHaveLength(2)
    expect(styleOf(list.element()).listStyleType).toBe('none')
    expect(styleOf(list.element()).rowGap).toBe('8px')
  })

  it('lays an inline list out in a row', async () => {
    await renderWithColorScheme(
      <List layout="inline" aria-label="Legend">
        <li>Positive</li>
        <li>Neutral</li>
      </List>,
    )
    const [first, second] = page.getByRole('listitem').elements()
    expect(second?.getBoundingClientRect().top).toBe(first?.getBoundingClientRect().top)
    expect(second?.getBoundingClientRect().left).toBeGreaterThan(
      first?.getBoundingClientRect().right ?? 0,
    )
  })
})

describe('SectionHeader', () => {
  it('gives the heading the level passed in, its actions beside it', async () => {
    await renderWithColorScheme(
      <SectionHeader
        level={4}
        id="codebook"
        title="Codebook"
        actions={<Button>New Code</Button>}
      />,
    )
    const heading = page.getByRole('heading', { level: 4, name: 'Codebook' })
    await expect.element(heading).toHaveAttribute('id', 'codebook')
    const button = page.getByRole('button', { name: 'New Code' }).element()
    expect(button.getBoundingClientRect().left).toBeGreaterThan(
      heading.element().getBoundingClientRect().right,
    )
  })
})

describe('Grid', () => {
  it('fits as many columns as the width allows', async () => {
    await renderWithColorScheme(
      <div style={{ width: '600px' }}>
        <Grid minColumnWidth="medium" gap="none" data-testid="grid">
          <span>a</span>
          <span>b</span>
          <span>c</span>
          <span>d</span>
        </Grid>
      </div>,
    )
    // 12rem (192px) columns: three fit in 600px.
    const columns = styleOf(page.getByTestId('grid').element()).gridTemplateColumns.split(' ')
    expect(columns).toHaveLength(3)
  })
})

describe('Quote', () => {
  it('is a figure holding the quoted words and their source', async () => {
    await renderWithColorScheme(<Quote text="It was quick.">Question 1</Quote>)
    const figure = page.getByRole('figure')
    await expect.element(figure).toHaveTextContent('It was quick.Question 1')
    expect(figure.element().querySelector('blockquote')?.textContent).toBe('It was quick.')
  })

  it('has no blockquote when the words are missing', async () => {
    await renderWithColorScheme(<Quote>Passage not found</Quote>)
    expect(page.getByRole('figure').element().querySelector('blockquote')).toBeNull()
  })
})
