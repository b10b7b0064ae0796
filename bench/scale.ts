import type { Browser, Page } from 'playwright'
import {
  ADMIN,
  button,
  closeDialog,
  fillSignIn,
  openProject,
  openSignIn,
  PROJECT_LIST,
  resultsList,
  signIn,
  signOut,
  USERS_TABLE,
} from './app-steps'
import { elapsed, newBenchPage, scrollSteadily, scrollToEnd, timeClick } from './browser'
import type { ListSpec, ScrollOutcome } from './page-probes'

/**
 * The long lists on the large seed, in the live build against the standalone mock: time from
 * the user's click to the list's first rows on screen, then the longest task while scrolling the
 * list to its end. Each list is opened once unmeasured first, so its code is loaded: these are
 * the lists' costs, not the chunks' (the first-load and chunk figures count those).
 */

/** Rows of 10,000 users are far: the scroll of one list may take this long before it fails. */
const SCROLL_TIMEOUT_MS = 240_000
/** A list that has to fetch and render thousands of records may take this long to show. */
const RENDER_TIMEOUT_MS = 60_000
/** A page busy rendering a long list answers a click this late at worst. */
const SLOW_STEP_MS = 60_000

export interface ListFigures {
  /** Click to first rows shown. */
  renders: number[]
  /** Of each: the time after the list's response arrived (null if none was seen). */
  afterResponse: (number | null)[]
  scroll: ScrollOutcome
  /** Where measured, the longest task of a steady scroll from the top (see STEADY_SCROLL). */
  steadyScroll?: ScrollOutcome
}

/**
 * A fast read of the users table: a third of its view a frame (~10,000 px a second), below the
 * half a view a frame past which a table skims (src/ui/table-skim.ts), so that every cell of
 * every row is drawn as it comes into view, for 600 frames (about 3,000 rows' worth).
 */
const STEADY_SCROLL = { share: 1 / 3, frames: 600 }

/** Clicks `open` and times it to the first rows of `list`; `request` matches the list's URL. */
async function timeList(page: Page, list: ListSpec, request: string, open: () => Promise<void>) {
  const stopwatch = await timeClick(page, { kind: 'rows', list }, open, RENDER_TIMEOUT_MS)
  const responseEnd = await page.evaluate(
    ([pattern, before]) => window.__bench?.lastResponseEnd(pattern, before) ?? null,
    [request, stopwatch.endMs] as const,
  )
  return {
    render: elapsed(stopwatch),
    afterResponse: responseEnd === null ? null : stopwatch.endMs - responseEnd,
  }
}

interface Openings {
  list: ListSpec
  /** A RegExp source matching the URL of the request that fills the list. */
  request: string
  open: () => Promise<void>
  close: () => Promise<void>
}

/**
 * Opens the list `times` times, each timed and followed by `close` but the last (the list stays
 * open, to be scrolled), after one unmeasured opening that loads the list's code.
 */
async function timeOpenings(page: Page, times: number, openings: Openings) {
  const figures: Omit<ListFigures, 'scroll'> = { renders: [], afterResponse: [] }
  for (let index = 0; index <= times; index++) {
    const measured = await timeList(page, openings.list, openings.request, openings.open)
    if (index > 0) {
      figures.renders.push(measured.render)
      figures.afterResponse.push(measured.afterResponse)
    }
    if (index < times) await openings.close()
  }
  return figures
}

/** A fresh context (each list starts from the same state), on the sign-in screen. */
async function onSignIn<T>(browser: Browser, url: string, run: (page: Page) => Promise<T>) {
  const { context, page } = await newBenchPage(browser, { watchOnLoad: null }, SLOW_STEP_MS)
  try {
    await openSignIn(page, url)
    return await run(page)
  } finally {
    await context.close()
  }
}

/** The dashboard's project list: Sign In to its first rows, then scrolled to its end. */
export function measureProjectList(
  browser: Browser,
  url: string,
  times: number,
): Promise<ListFigures> {
  return onSignIn(browser, url, async (page) => {
    const opened = await timeOpenings(page, times, {
      list: PROJECT_LIST,
      request: String.raw`/api/projects(\?|$)`,
      open: async () => {
        await fillSignIn(page, ADMIN)
        await button(page, 'Sign In').click()
      },
      close: () => signOut(page),
    })
    return { ...opened, scroll: await scrollToEnd(page, PROJECT_LIST, SCROLL_TIMEOUT_MS) }
  })
}

/** A project's results: View Interview Results to the dialog's first rows, then scrolled. */
export function measureResults(
  browser: Browser,
  url: string,
  project: string,
  times: number,
): Promise<ListFigures> {
  return onSignIn(browser, url, async (page) => {
    await signIn(page, ADMIN)
    await openProject(page, project)
    const list = resultsList(project)
    const opened = await timeOpenings(page, times, {
      list,
      request: '/api/projects/[^/?]+/interviews',
      open: () => button(page, 'View Interview Results').click(),
      close: () => closeDialog(page, list.dialog ?? ''),
    })
    return { ...opened, scroll: await scrollToEnd(page, list, SCROLL_TIMEOUT_MS) }
  })
}

/** The admin panel's System Users: Admin Panel to the table's first rows, then scrolled. */
export function measureUsersTable(
  browser: Browser,
  url: string,
  times: number,
): Promise<ListFigures> {
  return onSignIn(browser, url, async (page) => {
    await signIn(page, ADMIN)
    const opened = await timeOpenings(page, times, {
      list: USERS_TABLE,
      request: String.raw`/api/users(\?|$)`,
      open: () => button(page, 'Admin Panel').click(),
      close: () => closeDialog(page, 'Admin Panel'),
    })
    const scroll = await scrollToEnd(page, USERS_TABLE, SCROLL_TIMEOUT_MS)
    const { share, frames } = STEADY_SCROLL
    return {
      ...opened,
      scroll,
      steadyScroll: await scrollSteadily(page, USERS_TABLE, share, frames),
    }
  })
}
