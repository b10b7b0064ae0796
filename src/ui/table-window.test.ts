import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { RowWindow } from './table-window'

const rows = (count: number) =>
  Array.from({ length: count }, (_, index) => ({ id: `row-${index}` }))
const indexesOf = (shown: readonly { id: string }[]) =>
  shown.map((row) => Number(row.id.slice('row-'.length)))

describe('RowWindow', () => {
  it('gives a short list whole, and places its rows by the collection', () => {
    const list = rows(400)
    const window = new RowWindow()
    const shown = window.rowsToShow(list)
    expect(shown.items).toBe(list)
    window.show(shown)
    expect(window.indexOf('row-10')).toBeUndefined()
  })

  it('gives a long list as its first and last rows and the blocks around the view', () => {
    const window = new RowWindow()
    const shown = window.rowsToShow(rows(10_000))
    // The view at the top: the first 200 rows (the first ones among them), the last 30.
    expect(indexesOf(shown.items)).toEqual([
      ...Array.from({ length: 200 }, (_, index) => index),
      ...Array.from({ length: 30 }, (_, index) => 9_970 + index),
    ])
    expect(shown.rowCount).toBe(10_000)
    // Placed by their index in the whole list once the collection holds them.
    expect(window.indexOf('row-9999')).toBeUndefined()
    window.show(shown)
    expect(window.indexOf('row-9999')).toBe(9_999)
    expect(window.indexOf('row-500')).toBeUndefined()
  })

  it('keeps the rows of items without an id whole', () => {
    const list = Array.from({ length: 1_000 }, (_, index) => ({ name: `user ${index}` }))
    expect(new RowWindow().rowsToShow(list).items).toBe(list)
  })
})

describe('RowWindow as the table scrolls', () => {
  const sizes = { rowHeight: 10, headingHeight: 20 }
  // Subscribers hear of a move in a task of its own, after the scroll event's.
  beforeEach(() => void vi.useFakeTimers())
  afterEach(() => void vi.useRealTimers())

  it('follows the view by blocks, telling its subscribers when the rows to show change', () => {
    const window = new RowWindow()
    const list = rows(10_000)
    let changes = 0
    window.subscribe(() => changes++)
    // Row 5,050 at the top of the view: the blocks from 4,900 to 5,200.
    window.scrolledTo(20 + 5_050 * 10, sizes)
    expect(changes).toBe(0)
    vi.runAllTimers()
    expect(changes).toBe(1)
    const shown = window.rowsToShow(list)
    expect(indexesOf(shown.items).slice(30, -30)).toEqual(
      Array.from({ length: 300 }, (_, index) => 4_900 + index),
    )
    expect(shown.indexes?.get('row-5050')).toBe(5_050)
    // Within the same block: nothing to change.
    window.scrolledTo(20 + 5_090 * 10, sizes)
    vi.runAllTimers()
    expect(changes).toBe(1)
    // Away and back before the subscribers hear of it: nothing changed for them.
    window.scrolledTo(20 + 7_000 * 10, sizes)
    window.scrolledTo(20 + 5_000 * 10, sizes)
    vi.runAllTimers()
    expect(changes).toBe(1)
  })

  it('keeps the focused row when the view moves away from it', () => {
    const window = new RowWindow()
    const list = rows(10_000)
    window.scrolledTo(20 + 5_000 * 10, sizes)
    window.focused('row-5001')
    window.scrolledTo(20 + 8_000 * 10, sizes)
    vi.runAllTimers()
    const shown = indexesOf(window.rowsToShow(list).items)
    expect(shown).toContain(5_001)
    expect(shown).not.toContain(5_000)
    expect(shown).toContain(8_000)
    // In order, for the layout, whose rows follow the collection's.
    expect(shown).toEqual([...shown].sort((a, b) => a - b))
  })
})
