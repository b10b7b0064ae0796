import { describe, expect, it, vi } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { expectNoSeriousA11yViolations } from '../../tests/support/axe'
import { renderWithColorScheme } from '../../tests/support/render'
import { Chip } from './chip'
import { Mark } from './mark'
import { Swatch } from './swatch'
import { VisuallyHidden } from './visually-hidden'

const styleOf = (element: Element) => getComputedStyle(element)

describe('Mark and VisuallyHidden', () => {
  it('underlines a passage in its colour, its hidden words still read', async () => {
    await renderWithColorScheme(
      <p>
        It was{' '}
        <Mark color="rgb(200, 0, 0)">
          quick
          <VisuallyHidden> (coded Speed)</VisuallyHidden>
        </Mark>
      </p>,
    )
    const mark = page.getByRole('mark').element()
    expect(mark.textContent).toBe('quick (coded Speed)')
    expect(styleOf(mark).borderBottomColor).toBe('rgb(200, 0, 0)')
    const hidden = mark.lastElementChild as HTMLElement
    expect(hidden.getBoundingClientRect().width).toBeLessThanOrEqual(1)
    // Copying the passage copies its words, not the names read out.
    expect(styleOf(hidden).userSelect).toBe('none')
  })
})

describe('Chip', () => {
  it('names its remove button and calls back on press', async () => {
    const onRemove = vi.fn()
    await renderWithColorScheme(
      <ul aria-label="Codes">
        <Chip as="li" removeLabel="Remove code Speed" onRemove={onRemove}>
          <Swatch color="#2f6fde" />
          <span>Speed</span>
        </Chip>
      </ul>,
    )
    await expect.element(page.getByRole('listitem')).toHaveTextContent('Speed')
    await userEvent.click(page.getByRole('button', { name: 'Remove code Speed' }))
    expect(onRemove).toHaveBeenCalledOnce()
    await expectNoSeriousA11yViolations()
  })
})
