/**
 * The segments and report-link figures (issue 23). In Chromium, on a page of its own
 * (bench/segments-page, built with the app's Vite): a segment filter and a comparison of two
 * plans on the insights bench's project, each from its call to its result in hand, and the
 * longest main-thread task meanwhile. Against the live build: the first load of a report link's
 * page (`/shared/{token}`) beside the sign-in screen's, counted as the first-load rows count it.
 */
import type { Browser } from 'playwright'
import { fixtureIds } from '../fixtures'
import { fetchedAssets, total, type Asset } from './first-load'
import {
  INSIGHTS_ANSWERS_PER_INTERVIEW,
  INSIGHTS_INTERVIEWS,
} from '../tests/support/large-insights'
import { loadOwnPage } from './own-page'
import type { Figure } from './report'
import type { SegmentsPageOutcome } from './segments-page/main'
import { median } from './stats'
import { demoCredentials } from '../tests/support/accounts'

export const SEGMENTS_SECTION = `Segments and report links (${INSIGHTS_INTERVIEWS} completed interviews × ${INSIGHTS_ANSWERS_PER_INTERVIEW} answers)`

const SEGMENTS_BUDGETS = { recomputeMs: 300, longTaskMs: 50, sharedRatio: 1.3 } as const

/** Builds the segments page into `dir`, then loads it `loads` times in fresh contexts. */
export const measureSegments = (browser: Browser, dir: string, loads: number) =>
  loadOwnPage<SegmentsPageOutcome>(browser, dir, loads, 'segments', 60_000, (outcome) => {
    if (outcome.compare.rows === 0) throw new Error('the comparison found no theme')
  })

const worst = (values: readonly (number | null)[]) =>
  values.reduce<number | null>(
    (most, value) => (value === null ? most : Math.max(most ?? 0, value)),
    null,
  )

export function segmentsFigures(outcomes: readonly SegmentsPageOutcome[]): Figure[] {
  const rows = (
    what: string,
    samples: readonly { ms: number; longestTaskMs: number | null }[],
    note: string,
  ): Figure[] => {
    const longest = worst(samples.map((sample) => sample.longestTaskMs))
    return [
      {
        section: SEGMENTS_SECTION,
        metric: `${what}: call to result in hand`,
        value: median(samples.map((sample) => sample.ms)),
        unit: 'ms',
        budget: {
          max: SEGMENTS_BUDGETS.recomputeMs,
          label: `≤ ${SEGMENTS_BUDGETS.recomputeMs} ms`,
        },
        note: `median of ${samples.length} page loads; ${note}`,
      },
      {
        section: SEGMENTS_SECTION,
        metric: `${what}: longest main-thread task`,
        value: longest ?? 0,
        unit: 'ms',
        ...(longest === null ? { display: 'none over 50 ms' } : {}),
        budget: { max: SEGMENTS_BUDGETS.longTaskMs, label: `≤ ${SEGMENTS_BUDGETS.longTaskMs} ms` },
        note: `the worst of ${samples.length} page loads (long-task observer)`,
      },
    ]
  }
  const first = outcomes[0]
  return [
    ...rows(
      'Segment filter (Plan is Subscriber)',
      outcomes.map((outcome) => outcome.filter),
      `${first?.filter.interviews ?? 0} interviews in the segment`,
    ),
    ...rows(
      'Compare Subscriber with Pay as you go',
      outcomes.map((outcome) => outcome.compare),
      `${first?.compare.rows ?? 0} themes compared`,
    ),
  ]
}

/** Signs the lead in on the standalone mock and makes a report link of BeanRunner. */
async function createReportLink(apiUrl: string): Promise<string> {
  const login = await fetch(`${apiUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(demoCredentials.lead),
  })
  if (!login.ok) throw new Error(`the lead's sign-in answered ${login.status}`)
  const { token } = (await login.json()) as { token: string }
  const created = await fetch(`${apiUrl}/api/projects/${fixtureIds.projects.coffee}/share-links`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ includeSentiment: false }),
  })
  if (!created.ok) throw new Error(`creating the link answered ${created.status}`)
  return ((await created.json()) as { token: string }).token
}

export interface SharedFirstLoad {
  signIn: Asset[]
  shared: Asset[]
}

/** The JS and CSS fetched to show the sign-in screen and a report link's page (live build). */
export async function measureSharedFirstLoad(
  browser: Browser,
  appUrl: string,
  apiUrl: string,
): Promise<SharedFirstLoad> {
  const token = await createReportLink(apiUrl)
  const signIn = await fetchedAssets(browser, appUrl, (page) =>
    page.getByRole('textbox', { name: 'Email' }).waitFor(),
  )
  const shared = await fetchedAssets(browser, `${appUrl}shared/${token}`, (page) =>
    page.getByText(/^Shared by /).waitFor(),
  )
  return { signIn, shared }
}

export function sharedFirstLoadFigures({ signIn, shared }: SharedFirstLoad): Figure[] {
  const kb = (assets: readonly Asset[]) => total(assets, 'gzip') / 1000
  const files = (assets: readonly Asset[]) =>
    `${assets.filter((asset) => asset.kind === 'js').length} JS, ${assets.filter((asset) => asset.kind === 'css').length} CSS`
  return [
    {
      section: SEGMENTS_SECTION,
      metric: 'Live build, report link page (/shared/{token}), gzip',
      value: kb(shared),
      unit: 'kB',
      note: `${files(shared)}, fetched until 'Shared by' shows`,
    },
    {
      section: SEGMENTS_SECTION,
      metric: 'Live build, sign-in screen, gzip',
      value: kb(signIn),
      unit: 'kB',
      note: files(signIn),
    },
    {
      section: SEGMENTS_SECTION,
      metric: 'Report link page ÷ sign-in screen, gzip',
      value: kb(shared) / kb(signIn),
      unit: '×',
      budget: { max: SEGMENTS_BUDGETS.sharedRatio, label: `≤ ${SEGMENTS_BUDGETS.sharedRatio}×` },
    },
  ]
}
