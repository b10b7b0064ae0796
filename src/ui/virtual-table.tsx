/**
 * The virtualized Table (`rowHeight` given): React Aria's Virtualizer with a layout of fixed-height
 * rows, the window of a long list that its collection holds (table-window.ts) and the skim of a
 * view moving fast (table-skim.ts). table.tsx chooses it and shares its body, rows and cells.
 */
import {
  createContext,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react'
import {
  Rect,
  Table as RACTable,
  TableLayout,
  Virtualizer,
  composeRenderProps,
  type Key,
  type LayoutInfo,
  type TableProps as RACTableProps,
} from 'react-aria-components'
import * as styles from './table.css'
import { Skim } from './table-skim'
import { RowWindow } from './table-window'
import { cx } from './utils'

/** The whole table, for the layout. */
const EVERYTHING = new Rect(0, 0, Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER)

/** Up to this many rows, a virtualized table renders them all (see RowsTableLayout). */
const WHOLE_TABLE_ROWS = 50

/**
 * Virtualizes rows only, and only past WHOLE_TABLE_ROWS. A table has a handful of columns:
 * leaving those scrolled sideways out of the DOM would save next to nothing and hide their
 * cells (the row's action buttons). A short table costs little whole, and every row then stays
 * in the page: found by the browser's find, a screen reader's browse mode, or a test.
 */
class RowsTableLayout<T> extends TableLayout<T> {
  /** Where the body's rows start: a windowed row is placed from its index in the whole list. */
  private bodyTop = 0

  /**
   * While the view skims (see table-skim.ts), rows come with their row header cell only; once it
   * rests, a relayout (cheap: the rows' height is fixed) renders every cell.
   */
  private readonly skim = new Skim(() =>
    this.virtualizer?.delegate.invalidate({ itemSizeChanged: true }),
  )

  constructor(private readonly rowWindow: RowWindow) {
    super()
  }

  /**
   * Lays out every row the collection holds (only a window of a long list, see RowWindow) on
   * each update, and nothing more as the view moves. The base class lays out only the rows
   * around the view, skipping the others by adding up the heights of the rows before them
   * (which the window leaves out), and lays out again as the view moves.
   */
  protected override buildCollection() {
    this.requestedRect = EVERYTHING
    return super.buildCollection()
  }

  protected override buildRowGroup(...[y, node]: Parameters<TableLayout<T>['buildRowGroup']>) {
    this.bodyTop = y
    return super.buildRowGroup(y, node)
  }

  protected override buildChild(
    ...[node, x, y, parentKey]: Parameters<TableLayout<T>['buildChild']>
  ) {
    const index = node.type === 'item' ? this.rowWindow.indexOf(node.key) : undefined
    const rowY = index === undefined ? y : this.bodyTop + index * this.getEstimatedRowHeight()
    return super.buildChild(node, x, rowY, parentKey)
  }

  override getVisibleLayoutInfos(rect: Rect): LayoutInfo[] {
    // update() has laid out the content's size before the virtualizer asks for what is in view.
    const content = this.getContentSize()
    const width = Math.max(rect.maxX, content.width)
    if (this.collection.size <= WHOLE_TABLE_ROWS) {
      return super.getVisibleLayoutInfos(new Rect(0, 0, width, Math.max(rect.maxY, content.height)))
    }
    const infos = super.getVisibleLayoutInfos(new Rect(0, rect.y, width, rect.height))
    const virtualizer = this.virtualizer
    if (!virtualizer || !this.skim.at(virtualizer.visibleRect.y, virtualizer.visibleRect.height)) {
      return infos
    }
    // Each row keeps the cell that names it (a row needs a cell, and the name says where the view
    // is); the focused row, persisted by the virtualizer wherever the view is, keeps them all.
    return infos.filter(
      (info) =>
        info.type !== 'cell' ||
        this.isRowHeader(info.key) ||
        virtualizer.isPersistedKey(info.key) ||
        (info.parentKey !== null && virtualizer.isPersistedKey(info.parentKey)),
    )
  }

  private isRowHeader(cellKey: Key) {
    const { collection } = this
    const cell = collection.getItem(cellKey)
    const column = cell ? collection.columns[cell.index] : undefined
    return column !== undefined && collection.rowHeaderColumnKeys.has(column.key)
  }

  /** The table is gone. */
  dispose() {
    this.skim.dispose()
  }
}

/**
 * RAC's Virtualizer with a TableLayout: rows are placed from their fixed height rather than
 * measured, and only those in view are rendered, however many are loaded. The grid is its own
 * scroll container (the layout reads its scroll position): hence the bounded height of
 * `styles.virtual`.
 */
export function VirtualTable({
  rowHeight,
  headingHeight,
  className,
  style,
  ...props
}: RACTableProps & { rowHeight: number; headingHeight: number }) {
  const layoutOptions = useMemo(
    () => ({ rowHeight, headingHeight, loaderHeight: rowHeight }),
    [rowHeight, headingHeight],
  )
  const [rowWindow] = useState(() => new RowWindow())
  const [layout] = useState(() => new RowsTableLayout(rowWindow))
  useEffect(() => () => layout.dispose(), [layout])
  // See VirtualTableContext.
  const [, rowsChanged] = useReducer((renders: number) => renders + 1, 0)
  const virtualTable = useMemo(() => ({ rowWindow, rowsChanged }), [rowWindow])
  const gridRef = useRef<HTMLTableElement>(null)
  useEffect(() => {
    const grid = gridRef.current
    return grid ? rowWindow.follow(grid, { rowHeight, headingHeight }) : undefined
  }, [rowWindow, rowHeight, headingHeight])
  return (
    <Virtualizer layout={layout} layoutOptions={layoutOptions}>
      <VirtualTableContext value={virtualTable}>
        <RACTable
          {...props}
          ref={gridRef}
          className={composeRenderProps(className, (own) => cx(styles.table, styles.virtual, own))}
          // A row scrolled into view (by focus, or find) stops below the sticky header, not under it.
          style={composeRenderProps(style, (own) => ({ scrollPaddingTop: headingHeight, ...own }))}
        />
      </VirtualTableContext>
    </Virtualizer>
  )
}

/**
 * The virtualized table around, if any: its row window, and `rowsChanged`, which the body calls
 * once its rows have changed, to re-render the whole table with its new collection. React Aria's
 * table state wraps its focus setter again on every render of the table's inner part, each
 * wrapper keeping that render's collection: when only the collection changes (a new page given
 * to the body alone, the window's move), thousands of rows' worth of old collections pile up,
 * and long garbage collections with them. A render of the whole table starts the state afresh,
 * at no cost: the table's inner part re-renders with its new collection anyway.
 */
export const VirtualTableContext = createContext<{
  rowWindow: RowWindow
  rowsChanged: () => void
} | null>(null)

const subscribeToNothing = () => () => undefined
const noWindow = () => ''

/**
 * In a virtualized table, the rows of a list of `items` (each with an `id`, the row's) to give
 * the collection: a long list's window around the view (see RowWindow). Null elsewhere.
 */
export function useRowsToShow<T extends object>(
  rowWindow: RowWindow | undefined,
  items: Iterable<T> | undefined,
) {
  const where = useSyncExternalStore(
    rowWindow?.subscribe ?? subscribeToNothing,
    rowWindow?.snapshot ?? noWindow,
  )
  return useMemo(
    () => (rowWindow && Array.isArray(items) ? rowWindow.rowsToShow<T>(items) : null),
    // `where` is what the window depends on besides the items.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [rowWindow, items, where],
  )
}
