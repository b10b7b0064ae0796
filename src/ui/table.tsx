import type { ReactNode } from 'react'
import {
  Cell as RACCell,
  Column as RACColumn,
  Row as RACRow,
  Table as RACTable,
  TableBody as RACTableBody,
  TableHeader as RACTableHeader,
  composeRenderProps,
  type CellProps as RACCellProps,
  type ColumnProps as RACColumnProps,
  type RowProps as RACRowProps,
  type TableBodyProps as RACTableBodyProps,
  type TableHeaderProps as RACTableHeaderProps,
  type TableProps as RACTableProps,
} from 'react-aria-components'
import * as styles from './table.css'
import { cx } from './utils'

export type TableProps = RACTableProps

/** A data table (needs an `aria-label`); it scrolls sideways when too wide. */
export function Table({ className, ...props }: TableProps) {
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
}

export function TableBody<T extends object>({
  className,
  renderEmptyState,
  ...props
}: TableBodyProps<T>) {
  return (
    <RACTableBody
      {...props}
      renderEmptyState={
        renderEmptyState &&
        ((state): ReactNode => <div className={styles.emptyState}>{renderEmptyState(state)}</div>)
      }
      className={composeRenderProps(className, (own) => cx(styles.body, own))}
    />
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
