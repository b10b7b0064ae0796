/**
 * A window of a long virtualized table's rows, for React Aria's collection.
 *
 * React Aria keeps every row it is given in a collection that each change copies, lays out and
 * reconciles in a hidden React tree: with thousands of rows loaded, appending a page or
 * re-rendering took hundreds of milliseconds however few rows were in view. A table that knows
 * its rows' height can give the collection only the rows near the view instead, and place each
 * at its index in the whole list: the scroll height, positions and keyboard stay the list's.
 *
 * The window holds the first and the last rows (Home, End, and the loading row after the last),
 * the blocks of rows around the view, and the focused row (React Aria moves focus off a row
 * that leaves its collection). A list of up to WHOLE_LIST_ROWS rows is given whole.
 */

/** Lists up to this long are not windowed: a window would save little. */
const WHOLE_LIST_ROWS = 400
/** The window moves by blocks of this many rows, so it changes once per block scrolled. */
const BLOCK_ROWS = 100
/** The first and last rows kept whatever the view: more than a screenful. */
const EDGE_ROWS = 30
/** The table's header rows, counted by aria-rowindex before the first body row. */
const HEADER_ROWS = 1

interface RowSizes {
  rowHeight: number
  headingHeight: number
}

/** The row's id, as React Aria takes it from an item (`id`, else `key`). */
function idOf(item: object): string | null {
  const { id, key } = item as { id?: unknown; key?: unknown }
  const found = id ?? key
  return typeof found === 'string' || typeof found === 'number' ? String(found) : null
}

interface View {
  /** The block of rows in view. */
  block: number
  focusedId: string | null
}

/** The rows to give a table's collection, and where they are in the whole list. */
export interface RowsToShow<T> {
  items: readonly T[]
  /** Each row's index in the whole list, by id; null when the list is given whole. */
  indexes: ReadonlyMap<string, number> | null
  /** The whole list's length. */
  rowCount: number
}

export class RowWindow {
  private readonly listeners = new Set<() => void>()
  /** Where the view is, as the subscribers were last told: rowsToShow follows it. */
  private view: View = { block: 0, focusedId: null }
  /** Where the view has gone since, until the subscribers are told. */
  private nextView: View | null = null
  /** The rows the collection holds (see show). */
  private showing: RowsToShow<object> = { items: [], indexes: null, rowCount: 0 }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener)
    return () => void this.listeners.delete(listener)
  }

  /** Changes whenever the rows to show change for the same items. */
  snapshot = () => `${this.view.block} ${this.view.focusedId ?? ''}`

  /** The row's index in the whole list, when the collection holds a window of it. */
  indexOf(key: unknown): number | undefined {
    return this.showing.indexes?.get(String(key))
  }

  /**
   * The rows to give the collection: all of a short list, else the window around the view the
   * subscribers were told of. It changes nothing: the rows count once the collection holds them
   * (see show), as a render may be left unfinished.
   */
  rowsToShow<T extends object>(items: readonly T[]): RowsToShow<T> {
    const rowCount = items.length
    if (rowCount <= WHOLE_LIST_ROWS || !items.every((item) => idOf(item) !== null)) {
      return { items, indexes: null, rowCount }
    }
    const { block, focusedId } = this.view
    const ranges: [number, number][] = [
      [0, EDGE_ROWS],
      [(block - 1) * BLOCK_ROWS, (block + 2) * BLOCK_ROWS],
      [rowCount - EDGE_ROWS, rowCount],
    ]
    const focused = focusedId === null ? -1 : items.findIndex((item) => idOf(item) === focusedId)
    if (focused >= 0) ranges.push([focused, focused + 1])
    ranges.sort((a, b) => a[0] - b[0])
    const shown: T[] = []
    const indexes = new Map<string, number>()
    let next = 0
    for (const [from, to] of ranges) {
      for (let index = Math.max(from, next); index < Math.min(to, rowCount); index++) {
        const item = items[index] as T
        shown.push(item)
        indexes.set(idOf(item) as string, index)
      }
      next = Math.max(next, to)
    }
    return { items: shown, indexes, rowCount }
  }

  /**
   * The collection holds these rows now: the layout places them, and their aria-rowindex is
   * corrected, from their indexes.
   */
  show(rows: RowsToShow<object>) {
    this.showing = rows
  }

  /**
   * Follows the table's scrolling and focus, and corrects the rows' aria-rowindex (React Aria
   * counts the window's rows) and the table's aria-rowcount. Returns the clean-up.
   */
  follow(grid: HTMLElement, sizes: RowSizes): () => void {
    const onScroll = () => this.scrolledTo(grid.scrollTop, sizes)
    const onFocus = (event: FocusEvent) => {
      const row = event.target instanceof Element ? event.target.closest('[role=row]') : null
      const id = row?.getAttribute('data-key')
      if (id) this.focused(id)
    }
    const observer = new MutationObserver(() => this.correctIndexes(grid))
    grid.addEventListener('scroll', onScroll, { passive: true })
    grid.addEventListener('focusin', onFocus)
    observer.observe(grid, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['aria-rowindex', 'aria-rowcount'],
    })
    return () => {
      grid.removeEventListener('scroll', onScroll)
      grid.removeEventListener('focusin', onFocus)
      observer.disconnect()
    }
  }

  /** The table scrolled: `scrollTop` of a grid whose header is `headingHeight` high. */
  scrolledTo(scrollTop: number, { rowHeight, headingHeight }: RowSizes) {
    const firstInView = Math.max(0, scrollTop - headingHeight) / rowHeight
    this.change({ ...this.latest, block: Math.floor(firstInView / BLOCK_ROWS) })
  }

  /** The row with this id has focus: it stays in the window wherever the view goes. */
  focused(id: string) {
    this.change({ ...this.latest, focusedId: id })
  }

  private get latest(): View {
    return this.nextView ?? this.view
  }

  /**
   * The subscribers hear of a move in a task of its own. A move comes from a scroll event, whose
   * task already renders the rows scrolled into view; a new collection re-renders every row in
   * view again (React Aria's rows and cells re-render with the table's state), and the two
   * together made one long task.
   */
  private change(view: View) {
    const { block, focusedId } = this.latest
    if (view.block === block && view.focusedId === focusedId) return
    if (this.nextView === null) setTimeout(() => this.tell())
    this.nextView = view
  }

  private tell() {
    const view = this.nextView
    this.nextView = null
    if (!view || (view.block === this.view.block && view.focusedId === this.view.focusedId)) {
      return
    }
    this.view = view
    for (const listener of this.listeners) listener()
  }

  private correctIndexes(grid: HTMLElement) {
    const { indexes, rowCount } = this.showing
    if (indexes === null) return
    setIfChanged(grid, 'aria-rowcount', rowCount + HEADER_ROWS)
    for (const row of grid.querySelectorAll('[role=row][data-key]')) {
      const index = indexes.get(row.getAttribute('data-key') ?? '')
      if (index !== undefined) setIfChanged(row, 'aria-rowindex', index + HEADER_ROWS + 1)
    }
  }
}

/** Setting an attribute to its value would still wake the observer that sets it. */
function setIfChanged(element: Element, name: string, value: number) {
  if (element.getAttribute(name) !== String(value)) element.setAttribute(name, String(value))
}
