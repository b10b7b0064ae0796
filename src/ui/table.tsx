import {
  createContext,
  useContext,
  type KeyboardEvent,
  type PointerEvent,
  useEffect,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react'
import {
  Cell as RACCell,
  Collection,
  Column as RACColumn,
  Rect,
  Row as RACRow,
  Table as RACTable,
  TableBody as RACTableBody,
  TableHeader as RACTableHeader,
  TableLayout,
  TableLoadMoreItem,
  Virtualizer,
  composeRenderProps,
  type CellProps as RACCellProps,
  type ColumnProps as RACColumnProps,
  type Key,
  type LayoutInfo,
  type RowProps as RACRowProps,
  type TableBodyProps as RACTableBodyProps,
  type TableHeaderProps as RACTableHeaderProps,
  type TableProps as RACTableProps,
} from 'react-aria-components'
import { NativeButton, type NativeButtonProps } from './native-button'
import { Spinner } from './spinner'
import * as styles from './table.css'
import { Skim } from './table-skim'
import { RowWindow } from './table-window'
import { cx } from './utils'

export interface TableProps extends RACTableProps {
  /**
   * Virtualizes the table: every row is this many px high (one line), only the rows in view are
   * in the DOM, and the table scrolls itself within a bounded height. For long lists: React
   * Aria's collection then holds only the rows near the view (see table-window.ts), and a view
   * moving fast shows the rows by their row header cell only until it slows (see table-skim.ts).
   */
  rowHeight?: number
  /** The header row's height in px, when virtualized. @default rowHeight */
  headingHeight?: number
}

/** A data table (needs an `aria-label`); it scrolls sideways when too wide. */
export function Table({ rowHeight, headingHeight, className, ...props }: TableProps) {
  if (rowHeight !== undefined) {
    return (
      <VirtualTable
        {...props}
        rowHeight={rowHeight}
        headingHeight={headingHeight ?? rowHeight}
        className={className}
      />
    )
  }
  return (
    <div className={styles.scroller}>
      <RACTable
        {...props}
        className={composeRenderProps(className, (own) => cx(styles.table, own))}
      />
    </div>
  )
}

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
function VirtualTable({
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
const VirtualTableContext = createContext<{ rowWindow: RowWindow; rowsChanged: () => void } | null>(
  null,
)

const subscribeToNothing = () => () => undefined
const noWindow = () => ''

export type TableHeaderProps<T extends object> = RACTableHeaderProps<T>

export function TableHeader<T extends object>({ className, ...props }: TableHeaderProps<T>) {
  return (
    <RACTableHeader
      {...props}
      className={composeRenderProps(className, (own) => cx(styles.header, own))}
    />
  )
}

export type ColumnProps = RACColumnProps

/** Mark the column that names each row with `isRowHeader`. */
export function Column({ className, ...props }: ColumnProps) {
  return (
    <RACColumn
      {...props}
      className={composeRenderProps(className, (own) => cx(styles.column, own))}
    />
  )
}

export interface TableBodyProps<T extends object> extends Omit<
  RACTableBodyProps<T>,
  'renderEmptyState'
> {
  /** Content when there are no rows, e.g. 'No users found'. Styled as muted text. */
  renderEmptyState?: RACTableBodyProps<T>['renderEmptyState']
  /**
   * Asks for the next rows (with `items`) when the end of the loaded ones scrolls into view or
   * comes close. It may be called again before they arrive, or when there are no more: ignore
   * those calls. Give it for the table's whole life, not only while more remain.
   */
  onLoadMore?: () => void
  /** Shows a loading row after the last one. @default false */
  isLoadingMore?: boolean
  /** The loading row's accessible name. @default 'Loading more' */
  loadingLabel?: string
}

/**
 * In a virtualized table, the rows of a list of `items` (each with an `id`, the row's) to give
 * the collection: a long list's window around the view (see RowWindow). Null elsewhere.
 */
function useRowsToShow<T extends object>(
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

export function TableBody<T extends object>({
  className,
  renderEmptyState,
  onLoadMore,
  isLoadingMore = false,
  loadingLabel = 'Loading more',
  items,
  dependencies,
  children,
  ...props
}: TableBodyProps<T>) {
  const virtualTable = useContext(VirtualTableContext)
  const rows = useRowsToShow(virtualTable?.rowWindow, items)
  // Once the collection holds the rows, the layout places them and aria-rowindex follows them;
  // the table then re-renders whole (see VirtualTableContext).
  useLayoutEffect(() => {
    if (!virtualTable) return
    if (rows) virtualTable.rowWindow.show(rows)
    virtualTable.rowsChanged()
  }, [virtualTable, rows, isLoadingMore])
  const shown = rows ? rows.items : items
  const body =
    onLoadMore === undefined ? (
      children
    ) : (
      <>
        <Collection items={shown} dependencies={dependencies}>
          {children}
        </Collection>
        <TableLoadMoreItem
          onLoadMore={onLoadMore}
          isLoading={isLoadingMore}
          className={styles.loader}
        >
          <Spinner label={loadingLabel} size="sm" />
        </TableLoadMoreItem>
      </>
    )
  return (
    <RACTableBody
      {...props}
      items={onLoadMore === undefined ? shown : undefined}
      dependencies={onLoadMore === undefined ? dependencies : undefined}
      renderEmptyState={
        renderEmptyState &&
        ((state): ReactNode => <div className={styles.emptyState}>{renderEmptyState(state)}</div>)
      }
      className={composeRenderProps(className, (own) => cx(styles.body, own))}
    >
      {body}
    </RACTableBody>
  )
}

export type RowProps<T extends object> = RACRowProps<T>

export function Row<T extends object>({ className, ...props }: RowProps<T>) {
  return (
    <RACRow {...props} className={composeRenderProps(className, (own) => cx(styles.row, own))} />
  )
}

export type CellProps = RACCellProps

export function Cell({ className, ...props }: CellProps) {
  return (
    <RACCell {...props} className={composeRenderProps(className, (own) => cx(styles.cell, own))} />
  )
}

/** Enter and Space on a button in a row are the button's, not the row's press. */
function keepPressKeys(event: KeyboardEvent<HTMLButtonElement>) {
  if (event.key === 'Enter' || event.key === ' ') event.stopPropagation()
}

/** A press that starts on a button in a row does not press the row too. */
function keepPointerDown(event: PointerEvent<HTMLButtonElement>) {
  event.stopPropagation()
}

/** It keeps its key and pointer presses from the row: those handlers are its own. */
export type CellButtonProps = Omit<NativeButtonProps, 'onKeyDown' | 'onPointerDown'>

/**
 * A button in a table cell, for the actions of every row of a long table: the browser's own
 * button with Button's look. Button mounts React Aria's press, hover and focus hooks and
 * re-renders with its row; in a virtualized table a dozen rows scroll into view at once, each
 * with its buttons. The row's keyboard navigation reaches it as any focusable child. Like
 * Button, it keeps its Enter, Space and presses from the row: a row that can be selected or has
 * an action would take them as its own (and Enter would then not click the button).
 */
export function CellButton(props: CellButtonProps) {
  return <NativeButton {...props} onKeyDown={keepPressKeys} onPointerDown={keepPointerDown} />
}
