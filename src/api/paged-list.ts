/**
 * The one paged, searchable list behind every long list (System Users, the dashboard's projects,
 * the user form's project choices, Invite Member's interviewees): the newest request wins, the
 * next page is appended on demand, and typing is debounced so one search goes out per pause.
 * Framework-free: a store (or a component) wraps it and copies its state where it renders.
 */
import { useEffect, useState } from 'react'
import type { LoadStatus, Outcome } from './call'
import type { Page } from './pages'

/** Typing pauses this long before the server is asked, so one search is sent per pause. */
export const SEARCH_DELAY_MS = 250

export interface PagedListState<T> {
  /** The pages loaded so far, in the server's order. */
  items: readonly T[]
  /** The search asked last, which the items match once `status` is ready (trimmed; '' for none). */
  query: string
  status: LoadStatus
  /** Why the last request failed; cleared when a first page is asked for again. */
  error: string | null
  /** The next page's cursor; null once the last page is in. */
  nextCursor: string | null
  /** How many items match, all pages together; null until known. */
  total: number | null
  /** A next page has been on its way for `loadingMoreDelayMs`. */
  loadingMore: boolean
}

export interface PagedListOptions<T> {
  /** One page of the items matching `query`, after `cursor` (null for the first page). */
  fetchPage: (query: string, cursor: string | null) => Promise<Outcome<Page<T>>>
  /** Told every change, with the whole new state. */
  onChange: (state: PagedListState<T>) => void
  searchDelayMs?: number
  /**
   * How long a next page may take before `loadingMore` shows: a quick one then arrives without
   * a loading row flashing. 0 shows it at once.
   */
  loadingMoreDelayMs?: number
}

export interface PagedList<T> {
  state: () => PagedListState<T>
  /** (Re)loads the first page for `query` (the current one when left out). */
  load: (query?: string) => Promise<void>
  /** Appends the next page; ignored at the end, while one is on its way, and after a failure. */
  loadMore: () => Promise<void>
  /** The search box changed: its trimmed text is loaded once typing pauses, unless unchanged. */
  type: (text: string) => void
  /** Enter or clear: searches at once (unless unchanged). */
  searchNow: (text: string) => Promise<void>
  /** Changes the loaded items in place (an edit or a delete), keeping the pages scrolled through. */
  update: (change: (items: readonly T[]) => readonly T[], totalChange?: number) => void
  /** Back to nothing loaded; any answer on its way is dropped. */
  reset: () => void
}

const initialState = <T>(): PagedListState<T> => ({
  items: [],
  query: '',
  status: 'idle',
  error: null,
  nextCursor: null,
  total: null,
  loadingMore: false,
})

/** A server without X-Total-Count still tells the count of a single page. */
const totalOf = <T>(page: Page<T>) =>
  page.total ?? (page.nextCursor === null ? page.items.length : null)

export function createPagedList<T>({
  fetchPage,
  onChange,
  searchDelayMs = SEARCH_DELAY_MS,
  loadingMoreDelayMs = 0,
}: PagedListOptions<T>): PagedList<T> {
  let state = initialState<T>()
  // A first page overtakes anything on its way: only the newest request may write.
  let request = 0
  let moreOnItsWay = false
  let loadingMoreTimer: ReturnType<typeof setTimeout> | undefined
  let searchTimer: ReturnType<typeof setTimeout> | undefined
  // The search asked last; null before the first.
  let asked: string | null = null

  function set(change: Partial<PagedListState<T>>) {
    state = { ...state, ...change }
    onChange(state)
  }

  function endLoadingMore() {
    clearTimeout(loadingMoreTimer)
    moreOnItsWay = false
    if (state.loadingMore) set({ loadingMore: false })
  }

  async function load(query = state.query) {
    const mine = ++request
    asked = query
    endLoadingMore()
    set({ status: 'loading', error: null, query })
    const outcome = await fetchPage(query, null)
    if (mine !== request) return
    if (outcome.ok) {
      const page = outcome.data
      set({
        items: page.items,
        status: 'ready',
        nextCursor: page.nextCursor,
        total: totalOf(page),
      })
    } else set({ status: 'failed', error: outcome.error })
  }

  async function loadMore() {
    const { nextCursor, status, query } = state
    if (nextCursor === null || status !== 'ready' || moreOnItsWay) return
    const mine = request
    moreOnItsWay = true
    if (loadingMoreDelayMs === 0) set({ loadingMore: true })
    else loadingMoreTimer = setTimeout(() => set({ loadingMore: true }), loadingMoreDelayMs)
    const outcome = await fetchPage(query, nextCursor)
    if (mine !== request) return
    endLoadingMore()
    if (outcome.ok) {
      set({
        items: [...state.items, ...outcome.data.items],
        nextCursor: outcome.data.nextCursor,
        total: outcome.data.total ?? state.total,
      })
    } else set({ status: 'failed', error: outcome.error })
  }

  function searchNow(text: string) {
    clearTimeout(searchTimer)
    const query = text.trim()
    return query === asked ? Promise.resolve() : load(query)
  }

  return {
    state: () => state,
    load,
    loadMore,
    type(text) {
      clearTimeout(searchTimer)
      searchTimer = setTimeout(() => void searchNow(text), searchDelayMs)
    },
    searchNow,
    update(change, totalChange = 0) {
      set({
        items: change(state.items),
        total: state.total === null ? null : state.total + totalChange,
      })
    },
    reset() {
      request += 1
      clearTimeout(searchTimer)
      clearTimeout(loadingMoreTimer)
      moreOnItsWay = false
      asked = null
      state = initialState()
    },
  }
}

export interface SearchBox {
  /** What the box holds. */
  text: string
  /** What the list is asked for: the box's trimmed text once typing pauses ('' for none). */
  search: string
  /** The box changed. */
  type: (text: string) => void
  /** Enter or clear: searches at once. */
  searchNow: (text: string) => void
}

/** A search box over a server list: one search goes out per pause in typing, not one per key. */
export function useSearchBox(delayMs = SEARCH_DELAY_MS): SearchBox {
  const [text, setText] = useState('')
  const [search, setSearch] = useState('')

  useEffect(() => {
    const typed = text.trim()
    if (typed === search) return
    const timer = setTimeout(() => setSearch(typed), delayMs)
    return () => clearTimeout(timer)
  }, [text, search, delayMs])

  return {
    text,
    search,
    type: setText,
    searchNow(typed) {
      setText(typed)
      setSearch(typed.trim())
    },
  }
}
