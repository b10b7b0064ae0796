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
export function addressOf(hash: string, state: HistoryLocation['state']): HistoryLocation {
  const href = hash.replace(/^#/, '') || '/'
  const searchAt = href.indexOf('?')
  return {
    href,
    pathname: searchAt < 0 ? href : href.slice(0, searchAt),
    search: searchAt < 0 ? '' : href.slice(searchAt),
    hash: '',
    state,
  }
}

/** The page's history with the app's addresses after its `#`, the page's own query kept. */
export function createAddressHistory(win: Window = window): RouterHistory {
  return createBrowserHistory({
    window: win,
    // createBrowserHistory has given the entry its index and key before it first parses.
    parseLocation: () =>
      addressOf(win.location.hash, win.history.state as HistoryLocation['state']),
    createHref: (href) => `${win.location.pathname}${win.location.search}#${href}`,
  })
}
