import type { Browser, Page } from 'playwright'
import { PAGE_SIZE } from '@/api/pages'
import {
  ADMIN,
  button,
  closeDialog,
  openProject,
  openSignIn,
  PROJECT_LIST,
  resultsList,
  signInThroughForm,
  signOut,
  USERS_TABLE,
} from './app-steps'
import { elapsed, newBenchPage, scrollSteadily, scrollToEnd, timeClick, timeKey } from './browser'
import type { ListSpec, ScrollOutcome } from './page-probes'
import { fillSignIn } from '../tests/support/page-steps'

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
    await signInThroughForm(page, ADMIN)
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
    await signInThroughForm(page, ADMIN)
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

/** The pages of users loaded when the keyboard steps are timed: near the top, and far down. */
const KEY_STEP_PAGES = [5, 90] as const
/** ArrowDown steps timed at each of those. */
const ARROW_STEPS = 10
/** End steps timed around each (the walk's steps up to it). */
const END_STEPS = 5

export interface KeyStepFigures {
  /** How many pages of users were loaded. */
  pages: number
  /** End from a page's last row to the next page's: keydown to the frame showing the focus. */
  end: number[]
  /** ArrowDown to the next row: keydown to the frame showing the focus there. */
  arrowDown: number[]
}

/**
 * The users table walked by keyboard, as tests/integration/admin-users-large.browser.test.tsx
 * walks it: focus on the first row, then End, page after page (each End reaches the last row
 * loaded, and the table asks for the next page). Each step is timed from its keydown to the frame
 * that shows the focus moved, once the page it goes to has been drawn (the page's fetch is not
 * part of it); at each of KEY_STEP_PAGES, ArrowDown is timed too.
 */
export function measureUsersTableKeys(browser: Browser, url: string): Promise<KeyStepFigures[]> {
  return onSignIn(browser, url, async (page) => {
    await signInThroughForm(page, ADMIN)
    await button(page, 'Admin Panel').click()
    const grid = page.getByRole('grid', { name: USERS_TABLE.names[0], exact: true })
    // The header is row 1: row 2 is the first user's.
    await grid.locator('[role=row][aria-rowindex="2"]').focus()
    const where = () =>
      grid.evaluate((element) => ({
        focused: Number(
          document.activeElement?.closest('[role=row]')?.getAttribute('aria-rowindex') ?? 0,
        ),
        height: element.scrollHeight,
      }))
    /**
     * Waits until the rows after the focused one are drawn: the rows grow taller than `height` by
     * more than the loading row that may show meanwhile.
     */
    const nextPageDrawn = async (height: number) => {
      await grid.evaluate(
        (element, before) =>
          new Promise<void>((resolve) => {
            const row = document.activeElement?.closest('[role=row]')
            const rowHeight = row instanceof HTMLElement ? row.offsetHeight : 0
            const check = () => {
              if (element.scrollHeight > before + 2 * rowHeight) resolve()
              else requestAnimationFrame(check)
            }
            check()
          }),
        height,
      )
    }
    const step = async (key: string) => {
      const { focused } = await where()
      const stopwatch = await timeKey(page, { kind: 'focusedRowMoved', from: focused }, key)
      return elapsed(stopwatch)
    }
    const figures: KeyStepFigures[] = []
    let ends: number[] = []
    for (;;) {
      const before = await where()
      ends.push(await step('End'))
      const after = await where()
      // The focused row is the last one loaded (the header is row 1). The next page, asked for
      // as End reached it, makes the rows taller than before End (it may already be in).
      const pages = Math.ceil((after.focused - 1) / PAGE_SIZE)
      await nextPageDrawn(before.height)
      const wanted = KEY_STEP_PAGES[figures.length]
      if (wanted === undefined) break
      if (pages < wanted) continue
      const arrowDown: number[] = []
      for (let index = 0; index < ARROW_STEPS; index++) arrowDown.push(await step('ArrowDown'))
      figures.push({ pages: pages + 1, end: ends.slice(-END_STEPS), arrowDown })
      ends = []
    }
    return figures
  })
}
