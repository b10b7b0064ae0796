/**
 * The table primitive: React Aria's table with the design system's look, its load-more body and
 * the buttons of its rows. Given a `rowHeight`, it is the virtualized table of virtual-table.tsx.
 */
import {
  useContext,
  type KeyboardEvent,
  type PointerEvent,
  useLayoutEffect,
  type ReactNode,
} from 'react'
import {
  Cell as RACCell,
  Collection,
  Column as RACColumn,
  Row as RACRow,
  Table as RACTable,
  TableBody as RACTableBody,
  TableHeader as RACTableHeader,
  TableLoadMoreItem,
  composeRenderProps,
  type CellProps as RACCellProps,
  type ColumnProps as RACColumnProps,
  type RowProps as RACRowProps,
  type TableBodyProps as RACTableBodyProps,
  type TableHeaderProps as RACTableHeaderProps,
  type TableProps as RACTableProps,
} from 'react-aria-components'
import { NativeButton, type NativeButtonProps } from './native-button'
import { Spinner } from './spinner'
import * as styles from './table.css'
import { cx } from './utils'
import { useRowsToShow, VirtualTable, VirtualTableContext } from './virtual-table'

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
