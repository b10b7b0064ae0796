import type { Browser } from 'playwright'
import { firstContentfulPaint, mockReadyMark, newBenchPage, stopwatchResult } from './browser'
import type { Figure } from './report'
import { median } from './stats'

/**
 * The main thread's work after the first paint, as Lighthouse's mobile run weighs it: each load
 * is cold and runs with the CPU slowed down four times (Lighthouse's mobile setting), and every
 * task after the first contentful paint until the page is quiet counts. Total blocking time is
 * the sum of each such task's time over 50 ms; the longest task is the worst one.
 */

/** Lighthouse's mobile CPU slowdown. */
const CPU_SLOWDOWN = 4

interface MainThreadLoad {
  /** Total blocking time after the first contentful paint. */
  blockingMs: number
  /** The longest task after the first contentful paint; 0 when none took over 50 ms. */
  longestMs: number
}

export interface MainThreadSamples {
  live: MainThreadLoad[]
  demo: MainThreadLoad[]
}

async function afterFirstPaint(browser: Browser, url: string, demo: boolean) {
  const { context, page } = await newBenchPage(browser, { watchOnLoad: { kind: 'signInForm' } })
  try {
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
    await page.goto(url)
    await stopwatchResult(page)
    // The demo's backend starts after the first paint: its start is what is measured.
    if (demo) await mockReadyMark(page)
    await page.waitForLoadState('networkidle')
    const fcp = await firstContentfulPaint(page)
    const tasks = await page.evaluate(() => window.__bench?.longTasks() ?? [])
    const after = tasks.filter((task) => task.startTime + task.duration > fcp)
    return {
      blockingMs: after.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0),
      longestMs: Math.max(0, ...after.map((task) => task.duration)),
    }
  } finally {
    await context.close()
  }
}

/** Cold loads of the sign-in screen, the two builds taking turns. */
export async function mainThreadAfterPaint(
  browser: Browser,
  urls: { live: string; demo: string },
  rounds: number,
  progress: (line: string) => void,
): Promise<MainThreadSamples> {
  const samples: MainThreadSamples = { live: [], demo: [] }
  for (let round = 1; round <= rounds; round++) {
    samples.live.push(await afterFirstPaint(browser, urls.live, false))
    samples.demo.push(await afterFirstPaint(browser, urls.demo, true))
    progress(`main thread after first paint, round ${round}/${rounds}`)
  }
  return samples
}

/** 0.9 quantile of the standard normal distribution. */
const Z_90 = 1.2815515655446004

/** The error function (Abramowitz and Stegun 7.1.26, error below 1.5e-7). */
function erf(x: number): number {
  const t = 1 / (1 + 0.3275911 * Math.abs(x))
  const poly =
    t *
    (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))))
  const value = 1 - poly * Math.exp(-x * x)
  return x >= 0 ? value : -value
}

/**
 * Lighthouse scores total blocking time on a log-normal curve: on mobile, 200 ms scores 0.9
 * and 600 ms 0.5 (its published control points). The score of `blockingMs` on that curve.
 */
function blockingTimeScore(blockingMs: number): number {
  const P10_MS = 200
  const MEDIAN_MS = 600
  if (blockingMs <= 0) return 1
  const sigma = Math.log(MEDIAN_MS / P10_MS) / Z_90
  const standardized = Math.log(blockingMs / MEDIAN_MS) / sigma
  return (1 - erf(standardized / Math.SQRT2)) / 2
}

export const MAIN_THREAD_SECTION =
  'Main thread after first paint (sign-in screen, cold, CPU 4× slower as Lighthouse mobile)'

/** Issue 25: the demo's blocking-time score is at least this share of the live build's. */
const DEMO_SCORE_SHARE = 0.95

export function mainThreadFigures(samples: MainThreadSamples): Figure[] {
  const section = MAIN_THREAD_SECTION
  const loads = `median of ${samples.live.length} cold loads`
  const rows = (build: 'Live' | 'Demo', loaded: readonly MainThreadLoad[]): Figure[] => [
    {
      section,
      metric: `${build} build: total blocking time after first paint`,
      value: median(loaded.map((load) => load.blockingMs)),
      unit: 'ms',
      note: `${loads}; each ${loaded.map((load) => Math.round(load.blockingMs)).join(', ')} ms`,
    },
    {
      section,
      metric: `${build} build: longest task after first paint`,
      value: median(loaded.map((load) => load.longestMs)),
      unit: 'ms',
      note: `${loads}; 0: none over 50 ms`,
    },
  ]
  const liveScore = blockingTimeScore(median(samples.live.map((load) => load.blockingMs)))
  const demoScore = blockingTimeScore(median(samples.demo.map((load) => load.blockingMs)))
  return [
    ...rows('Live', samples.live),
    ...rows('Demo', samples.demo),
    {
      section,
      // As a ratio at most its budget: live ÷ demo ≤ 1 / 0.95 is demo ≥ 0.95 × live.
      metric: "Lighthouse's blocking-time score, live ÷ demo",
      value: liveScore / demoScore,
      unit: '×',
      budget: {
        max: 1 / DEMO_SCORE_SHARE,
        label: `demo ≥ ${DEMO_SCORE_SHARE} × live`,
      },
      note: `scores: live ${liveScore.toFixed(2)}, demo ${demoScore.toFixed(2)} (mobile curve: 200 ms → 0.9, 600 ms → 0.5)`,
    },
  ]
}
