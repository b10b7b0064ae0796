import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { expectNoSeriousA11yViolations } from '../../tests/support/axe'
import { renderWithColorScheme } from '../../tests/support/render'
import { ContentBlock } from './content-block'
import { ItemNumber } from './item-number'
import { keepTogether, printOnly, screenOnly } from './print.css'
import { Mark } from './mark'
import { BarSegment, StackedBar } from './stacked-bar'

const styleOf = (element: Element) => getComputedStyle(element)

function ToggleBar() {
  const [pressed, setPressed] = useState(false)
  return (
    <StackedBar>
      <BarSegment sentiment="positive" count={3} name="Positive: 3 answers" />
      <BarSegment
        sentiment="annoyed"
        count={1}
        name="Annoyed: 1 answer"
        isPressed={pressed}
        onPress={() => setPressed(!pressed)}
      />
    </StackedBar>
  )
}

describe('StackedBar', () => {
  it('draws a segment as a picture, or as a toggle button when it can be pressed', async () => {
    await renderWithColorScheme(<ToggleBar />)
    const picture = page.getByRole('img', { name: 'Positive: 3 answers' }).element()
    const button = page.getByRole('button', { name: 'Annoyed: 1 answer' })
    // Each segment is as wide as its share: three answers against one.
    const wide = picture.getBoundingClientRect().width
    const narrow = button.element().getBoundingClientRect().width
    expect(wide / narrow).toBeGreaterThan(2.5)
    await expect.element(button).toHaveAttribute('aria-pressed', 'false')
    await userEvent.tab()
    await userEvent.keyboard('{Enter}')
    await expect.element(button).toHaveAttribute('aria-pressed', 'true')
    await expectNoSeriousA11yViolations()
  })
})

describe('Mark as a search match, and ItemNumber', () => {
  it('marks the matched words in a real mark, and sets a number off from its text', async () => {
    await renderWithColorScheme(
      <p data-testid="line">
        <ItemNumber>2.1</ItemNumber>
        The <Mark tone="match">price</Mark> went up
      </p>,
    )
    const line = page.getByTestId('line').element()
    const match = line.querySelector('mark')
    expect(match?.textContent).toBe('price')
    // Not a coded passage: no code's underline.
    expect(match && styleOf(match).borderBottomStyle).toBe('none')
    expect(line.textContent).toBe('2.1The price went up')
    const number = line.querySelector('span')
    expect(number && styleOf(number).marginRight).toBe('8px')
  })
})

describe('print rules', () => {
  it('leave screen-only content on screen and keep print-only content off it', async () => {
    await renderWithColorScheme(
      <div className={keepTogether.page}>
        <p className={screenOnly}>Search answers</p>
        <p className={printOnly}>BeanRunner: insights</p>
      </div>,
    )
    expect(styleOf(page.getByText('Search answers').element()).display).toBe('block')
    expect(styleOf(page.getByText('BeanRunner: insights').element()).display).toBe('none')
  })
})

describe('ContentBlock', () => {
  it('with fitContent, keeps a lone notice its own width, centred', async () => {
    await renderWithColorScheme(
      <div style={{ width: '1000px' }} data-testid="page">
        <ContentBlock width="large" fitContent data-testid="column">
          <span>This link is no longer available.</span>
        </ContentBlock>
      </div>,
    )
    const outer = page.getByTestId('page').element().getBoundingClientRect()
    const column = page.getByTestId('column').element().getBoundingClientRect()
    expect(column.width).toBeLessThan(500)
    expect(column.left - outer.left).toBeCloseTo(outer.right - column.right, 0)
  })
})
