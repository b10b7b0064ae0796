import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Browser, Page } from 'playwright'
import { ADMIN, button, openProject, openSignIn, signInThroughForm } from './app-steps'
import { elapsed, newBenchPage, timeClick } from './browser'
import { fetchedAssets, total, type Asset } from './first-load'
import type { Figure } from './report'
import { median } from './stats'

/**
 * Issue 32's rows (the addresses, the Analysis workspace, server state through TanStack Query):
 * the sign-in screen's first load beside the hello world, with the router and query code left to
 * the signed-in chunks; the sign-in screen's layout shift; moving between screens already
 * visited; and opening the Analysis workspace of a project with 500 interviews.
 */

export const WORKSPACE_SECTION = 'Workspace and the page around it (issue 32)'

const BUDGETS = {
  firstLoadRatio: 1.3,
  signInShift: 0.01,
  cachedMoveMs: 100,
  workspaceOpenMs: 1000,
}

/**
 * Strings that only the libraries' code carries (minifiers keep strings): TanStack History's
 * state key and TanStack Query's React provider and core.
 */
const LIBRARY_MARKERS = {
  'TanStack Router': '__TSR_index',
  'TanStack Query (React)': 'No QueryClient set',
  'TanStack Query (core)': 'Missing queryFn',
} as const

/** The default seed's project whose screens the cached moves go through (fixtures/projects.ts). */
const COFFEE = 'BeanRunner morning delivery study'
/** The large seed's coding project: 500 completed interviews (mocks/db/large-coding-seed.ts). */
export const AT_SCALE = 'BeanRunner at scale'

const kb = (bytes: number) => bytes / 1000

/** The sign-in screen's first load against the hello world's, and what it carries. */
export async function firstLoadFigures(
  browser: Browser,
  urls: { live: string; helloWorld: string },
  liveDir: string,
): Promise<Figure[]> {
  const live = await fetchedAssets(browser, urls.live, (page) =>
    page.getByRole('textbox', { name: 'Email' }).waitFor(),
  )
  const helloWorld = await fetchedAssets(browser, urls.helloWorld, (page) =>
    page.getByRole('heading', { name: 'Hello world' }).waitFor(),
  )
  const scripts = await Promise.all(
    live
      .filter((asset) => asset.kind === 'js')
      .map((asset) => readFile(join(liveDir, asset.path), 'utf8')),
  )
  const carried = Object.entries(LIBRARY_MARKERS)
    .filter(([, marker]) => scripts.some((script) => script.includes(marker)))
    .map(([library]) => library)
  const ratio = total(live, 'gzip') / total(helloWorld, 'gzip')
  return [
    {
      section: WORKSPACE_SECTION,
      metric: 'First load ÷ React hello world, gzip',
      value: ratio,
      unit: '×',
      budget: { max: BUDGETS.firstLoadRatio, label: `≤ ${BUDGETS.firstLoadRatio}×` },
      note: `${kb(total(live, 'gzip')).toFixed(1)} kB ÷ ${kb(total(helloWorld, 'gzip')).toFixed(1)} kB; ${describe(live)}`,
    },
    {
      section: WORKSPACE_SECTION,
      metric: 'Router and query code in the first load',
      value: carried.length,
      unit: 'count',
      display: carried.length === 0 ? 'none' : carried.join(', '),
      budget: { max: 0, label: 'none' },
      note: `${Object.keys(LIBRARY_MARKERS).length} markers looked for in the fetched scripts`,
    },
  ]
}

const describe = (assets: readonly Asset[]) =>
  assets.map((asset) => `${asset.path} ${kb(asset.gzip).toFixed(1)} kB`).join(', ')

/**
 * The sign-in screen's cumulative layout shift over cold loads, from Chromium's own
 * `layout-shift` entries (buffered, so none before the observer is missed), read once the
 * configuration has answered and the page is quiet. The demo build too: its demo accounts sit
 * under the Create Account line, where a late line would move them.
 */
export async function signInShiftFigures(
  browser: Browser,
  urls: { live: string; demo: string },
  loads: number,
): Promise<Figure[]> {
  return [
    shiftFigure('live', await signInShifts(browser, urls.live, loads)),
    shiftFigure('demo', await signInShifts(browser, urls.demo, loads)),
  ]
}

function shiftFigure(build: string, shifts: readonly number[]): Figure {
  const worst = Math.max(...shifts)
  return {
    section: WORKSPACE_SECTION,
    metric: `Sign-in screen, ${build} build: cumulative layout shift (worst load)`,
    value: worst,
    unit: 'count',
    display: worst.toFixed(4),
    budget: { max: BUDGETS.signInShift, label: `≤ ${BUDGETS.signInShift}` },
    note: `${shifts.length} cold loads at 390 × 844, median ${median(shifts).toFixed(4)}`,
  }
}

async function signInShifts(browser: Browser, url: string, loads: number): Promise<number[]> {
  const shifts: number[] = []
  for (let load = 0; load < loads; load++) {
    const { context, page } = await newBenchPage(browser)
    try {
      // A phone's height, where the footer is close under the form.
      await page.setViewportSize({ width: 390, height: 844 })
      await context.addInitScript(() => {
        const scope = window as Window & { __layoutShift?: number }
        scope.__layoutShift = 0
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number
            hadRecentInput: boolean
          })[]) {
            if (!entry.hadRecentInput)
              scope.__layoutShift = (scope.__layoutShift ?? 0) + entry.value
          }
        }).observe({ type: 'layout-shift', buffered: true })
      })
      const configured = page.waitForResponse((response) =>
        response.url().endsWith('/api/auth/config'),
      )
      await openSignIn(page, url)
      await configured
      await page.waitForLoadState('networkidle')
      shifts.push(await shiftAfterTwoFrames(page))
    } finally {
      await context.close()
    }
  }
  return shifts
}

/** The shift so far, two frames after now: a shift the last answer causes is counted. */
function shiftAfterTwoFrames(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        requestAnimationFrame(() =>
          requestAnimationFrame(() =>
            resolve((window as Window & { __layoutShift?: number }).__layoutShift ?? 0),
          ),
        )
      }),
  )
}

interface Move {
  name: string
  target: string
  click: (page: Page) => Promise<void>
}

/**
 * The moves of one round: dashboard → Project details → Results → Analysis. The click to the
 * frame that shows the new screen's heading; every screen was visited once before (its code and
 * data are cached), so the figure is what a move costs a researcher working all day.
 */
const MOVES: readonly Move[] = [
  {
    name: 'Dashboard → Project details',
    target: COFFEE,
    click: (page) => button(page, COFFEE).click(),
  },
  {
    name: 'Project details → Results',
    target: `Interview Results: ${COFFEE}`,
    click: (page) => button(page, 'View Interview Results').click(),
  },
  {
    name: 'Results → Analysis',
    target: `Analysis: ${COFFEE}`,
    click: (page) => button(page, 'Open analysis').click(),
  },
]

async function backToDashboard(page: Page): Promise<void> {
  await page.evaluate(() => {
    location.hash = '#/'
  })
  await button(page, COFFEE).waitFor()
}

export async function cachedMoveFigures(
  browser: Browser,
  url: string,
  rounds: number,
): Promise<Figure[]> {
  const { context, page } = await newBenchPage(browser)
  const times = new Map<string, number[]>(MOVES.map((move) => [move.name, []]))
  try {
    await openSignIn(page, url)
    await signInThroughForm(page, ADMIN)
    // Round 0 loads each screen's code and data; the measured rounds find them cached.
    for (let round = 0; round <= rounds; round++) {
      for (const move of MOVES) {
        const stopwatch = await timeClick(page, { kind: 'heading', text: move.target }, () =>
          move.click(page),
        )
        if (round > 0) times.get(move.name)?.push(elapsed(stopwatch))
      }
      await backToDashboard(page)
    }
  } finally {
    await context.close()
  }
  return MOVES.map((move) => {
    const samples = times.get(move.name) ?? []
    return {
      section: WORKSPACE_SECTION,
      metric: `Cached move: ${move.name}`,
      value: median(samples),
      unit: 'ms',
      budget: { max: BUDGETS.cachedMoveMs, label: `≤ ${BUDGETS.cachedMoveMs} ms` },
      note: `median of ${samples.length}, ${spread(samples)}; click → the new heading's frame`,
    }
  })
}

const spread = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return `${Math.round(sorted[0] ?? NaN)}–${Math.round(sorted.at(-1) ?? NaN)} ms`
}

/**
 * Opens the Analysis workspace of the large seed's project with 500 interviews, each time in a
 * fresh browser context (nothing cached: the workspace's code, the interviews and their
 * insights), from Open analysis to the frame that shows the Overview.
 */
export async function workspaceOpenFigures(
  browser: Browser,
  url: string,
  openings: number,
  interviews: number,
): Promise<Figure[]> {
  const samples: number[] = []
  for (let opening = 0; opening < openings; opening++) {
    const { context, page } = await newBenchPage(browser)
    try {
      await openSignIn(page, url)
      await signInThroughForm(page, ADMIN)
      const details = await openProject(page, AT_SCALE)
      await button(details, 'View Interview Results').click()
      const stopwatch = await timeClick(page, { kind: 'heading', text: 'Overview' }, () =>
        button(page, 'Open analysis').click(),
      )
      samples.push(elapsed(stopwatch))
    } finally {
      await context.close()
    }
  }
  return [
    {
      section: WORKSPACE_SECTION,
      metric: `Analysis workspace of ${interviews} interviews: Open analysis → Overview`,
      value: median(samples),
      unit: 'ms',
      budget: { max: BUDGETS.workspaceOpenMs, label: `≤ ${BUDGETS.workspaceOpenMs} ms` },
      note: `median of ${samples.length} cold openings, ${spread(samples)}`,
    },
  ]
}
