import { useMemo, useRef, type KeyboardEvent, type ReactElement, type ReactNode } from 'react'
import {
  Collection,
  GridList as RACGridList,
  GridListItem as RACGridListItem,
  GridListLoadMoreItem,
  ListLayout,
  Virtualizer,
  composeRenderProps,
  type GridListItemProps as RACGridListItemProps,
  type GridListProps as RACGridListProps,
} from 'react-aria-components'
import * as styles from './grid-list.css'
import { Spinner } from './spinner'
import { cx } from './utils'

export interface GridListProps<T extends object> extends Omit<
  RACGridListProps<T>,
  'children' | 'items' | 'layout' | 'renderEmptyState'
> {
  /** The rows loaded so far; only those in view are rendered. */
  items: Iterable<T>
  /** Renders one row: a `GridListItem`. */
  children: (item: T) => ReactElement
  /** Row height until a row is measured, in px (rows may differ in height). @default 96 */
  estimatedRowHeight?: number
  /** Space between rows, in px. @default 12 */
  gap?: number
  /**
   * Asks for the next rows when the end of the loaded ones scrolls into view (or close to it).
   * Pass it only while there are more to load: it may be called again before they arrive.
   */
  onLoadMore?: () => void
  /** Shows a loading row after the last one. @default false */
  isLoadingMore?: boolean
  /** The loading row's accessible name. @default 'Loading more' */
  loadingLabel?: string
  /** What to show when there are no rows (muted text). */
  renderEmptyState?: () => ReactNode
}

/** Room around the rows, in px, so that focus rings and card shadows are not clipped. */
const PADDING = 4
const LOADER_HEIGHT = 48

/**
 * A virtualized list of interactive rows (RAC GridList in a Virtualizer with a ListLayout):
 * only the rows in view are in the DOM, however many are loaded, and more are asked for as the
 * end comes near. The list is its own scroll container with a bounded height. Arrow keys,
 * Page Up/Down, Home and End move between rows; Enter runs the row's action. Needs an
 * `aria-label` or `aria-labelledby`.
 */
export function GridList<T extends object>({
  items,
  children,
  estimatedRowHeight = 96,
  gap = 12,
  onLoadMore,
  isLoadingMore = false,
  loadingLabel = 'Loading more',
  renderEmptyState,
  dependencies,
  className,
  ...props
}: GridListProps<T>) {
  const layoutOptions = useMemo(
    () => ({ estimatedRowHeight, gap, padding: PADDING, loaderHeight: LOADER_HEIGHT }),
    [estimatedRowHeight, gap],
  )
  const listRef = useRef<HTMLDivElement>(null)

  /**
   * RAC 1.22 moves the focus to the first or last row on Home/End but leaves the scrolling to
   * the browser's own Home/End, an animation that, in a list growing meanwhile, runs on into the
   * rows just loaded, and the virtualizer then fails to render the focused row. Jump at once.
   */
  function jumpToEdge(event: KeyboardEvent<HTMLDivElement>): void {
    const list = listRef.current
    if ((event.key !== 'Home' && event.key !== 'End') || !list) return
    event.preventDefault()
    list.scrollTop = event.key === 'Home' ? 0 : list.scrollHeight
  }

  return (
    <div onKeyDown={jumpToEdge}>
      <Virtualizer layout={ListLayout} layoutOptions={layoutOptions}>
        <RACGridList
          {...props}
          ref={listRef}
          renderEmptyState={
            renderEmptyState &&
            (() => <div className={styles.emptyState}>{renderEmptyState()}</div>)
          }
          className={composeRenderProps(className, (own) => cx(styles.list, own))}
        >
          <Collection items={items} dependencies={dependencies}>
            {children}
          </Collection>
          <GridListLoadMoreItem
            onLoadMore={onLoadMore}
            isLoading={isLoadingMore}
            className={styles.loader}
          >
            <Spinner label={loadingLabel} size="sm" />
          </GridListLoadMoreItem>
        </RACGridList>
      </Virtualizer>
    </div>
  )
}

export type GridListItemProps = RACGridListItemProps

/** One row. Give it a `textValue` (its name, also used to jump to it by typing). */
export function GridListItem({ className, ...props }: GridListItemProps) {
  return (
    <RACGridListItem
      {...props}
      className={composeRenderProps(className, (own) => cx(styles.item, own))}
    />
  )
}
