import {
  createBrowserHistory,
  type HistoryLocation,
  type RouterHistory,
} from '@tanstack/react-router'

/**
 * The address after the page's `#` alone. TanStack's createHashHistory appends the page's own
 * query (the mock's `?scenario=`, a test runner's `?sessionId=`) to it, so the last search value
 * of `#/interview?interviewId=…` came out as `…?scenario=demo`, an id the server refuses.
 */
export function addressOf(hash: string, state: HistoryLocation['state'] | null): HistoryLocation {
  const href = hash.replace(/^#/, '') || '/'
  const searchAt = href.indexOf('?')
  return {
    href,
    pathname: searchAt < 0 ? href : href.slice(0, searchAt),
    search: searchAt < 0 ? '' : href.slice(searchAt),
    hash: '',
    // An address typed or set through `location.hash` comes with no state; the history reads
    // its index to tell Back from Forward, as TanStack's own parse fills in.
    state: state ?? freshState(),
  }
}

function freshState(): HistoryLocation['state'] {
  const key = Math.random().toString(36).slice(2, 10)
  return { __TSR_index: 0, key, __TSR_key: key }
}

/** The page's history with the app's addresses after its `#`, the page's own query kept. */
export function createAddressHistory(win: Window = window): RouterHistory {
  return createBrowserHistory({
    window: win,
    parseLocation: () =>
      addressOf(win.location.hash, win.history.state as HistoryLocation['state'] | null),
    createHref: (href) => `${win.location.pathname}${win.location.search}#${href}`,
  })
}
