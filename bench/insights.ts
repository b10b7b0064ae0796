/**
 * The insights figures (issue 16): computeInsights on 500 completed interviews × 10 answers in
 * node, and the main thread's longest task while the worker computes the same project in
 * Chromium. The browser half uses a small page of its own (bench/insights-page), the analysis
 * and its worker built by the same Vite as the app: it measures the worker path that the
 * Insights tab calls, without the tab's rendering.
 */
import type { Browser } from 'playwright'
import { computeInsights } from '@/domain/insights/compute'
import type { InsightsPageOutcome } from './insights-page/main'
import {
  INSIGHTS_ANSWERS_PER_INTERVIEW,
  INSIGHTS_INTERVIEWS,
  largeInsightsProject,
} from '../tests/support/large-insights'
import { loadOwnPage } from './own-page'
import type { Figure } from './report'
import { median, percentile } from './stats'

export const INSIGHTS_SECTION = `Insights (${INSIGHTS_INTERVIEWS} completed interviews × ${INSIGHTS_ANSWERS_PER_INTERVIEW} answers)`

const INSIGHTS_BUDGETS = { computeMs: 300, longTaskMs: 50 } as const

export interface NodeSamples {
  /** The first run: a cold JIT, as in a freshly started worker. */
  coldMs: number
  /** The runs after it. */
  warmMs: number[]
  /** This process's CPU time in each of those runs: what the wall time is when the machine is idle. */
  warmCpuMs: number[]
  themes: number
  answers: number
}

/** Times computeInsights in this process: one cold run, then `runs` more. */
export function measureInsightsInNode(runs: number): NodeSamples {
  const input = largeInsightsProject()
  const time = () => {
    const cpu = process.cpuUsage()
    const start = performance.now()
    const insights = computeInsights(input)
    const ms = performance.now() - start
    const used = process.cpuUsage(cpu)
    return { ms, cpuMs: (used.user + used.system) / 1000, insights }
  }
  const cold = time()
  const warm = Array.from({ length: runs }, time)
  return {
    coldMs: cold.ms,
    warmMs: warm.map((run) => run.ms),
    warmCpuMs: warm.map((run) => run.cpuMs),
    themes: cold.insights.themes.length,
    answers: cold.insights.answerCount,
  }
}

/** Builds the insights page into `dir`, then loads it `loads` times in fresh contexts. */
export const measureInsightsInBrowser = (browser: Browser, dir: string, loads: number) =>
  loadOwnPage<InsightsPageOutcome>(browser, dir, loads, 'insights', 30_000, (outcome) => {
    if (outcome.themes === 0) throw new Error('the insights page found no themes')
  })

const ms = (value: number) => `${Math.round(value)} ms`

export function insightsNodeFigures(samples: NodeSamples): Figure[] {
  const warm = [...samples.warmMs].sort((a, b) => a - b)
  const cpu = [...samples.warmCpuMs].sort((a, b) => a - b)
  return [
    {
      section: INSIGHTS_SECTION,
      metric: 'computeInsights in node',
      value: median(samples.warmMs),
      unit: 'ms',
      budget: { max: INSIGHTS_BUDGETS.computeMs, label: `≤ ${INSIGHTS_BUDGETS.computeMs} ms` },
      note: `median of ${samples.warmMs.length} runs after a cold one of ${ms(samples.coldMs)} (CPU time ${ms(median(samples.warmCpuMs))}); ${samples.answers.toLocaleString('en-US')} answers, ${samples.themes} themes`,
    },
    {
      section: INSIGHTS_SECTION,
      metric: 'computeInsights in node (themes included), p95',
      value: percentile(warm, 95),
      unit: 'ms',
      budget: { max: INSIGHTS_BUDGETS.computeMs, label: `≤ ${INSIGHTS_BUDGETS.computeMs} ms` },
      note: `issue 30: themes stay within the budget in the slow runs too; CPU time p95 ${ms(percentile(cpu, 95))}`,
    },
  ]
}

export function insightsBrowserFigures(outcomes: readonly InsightsPageOutcome[]): Figure[] {
  const longest = outcomes.reduce<number | null>(
    (worst, outcome) =>
      outcome.longestTaskMs === null ? worst : Math.max(worst ?? 0, outcome.longestTaskMs),
    null,
  )
  const totals = outcomes.map((outcome) => outcome.totalMs)
  return [
    {
      section: INSIGHTS_SECTION,
      metric: 'Worker computing: longest main-thread task',
      value: longest ?? 0,
      unit: 'ms',
      ...(longest === null ? { display: 'none over 50 ms' } : {}),
      budget: { max: INSIGHTS_BUDGETS.longTaskMs, label: `≤ ${INSIGHTS_BUDGETS.longTaskMs} ms` },
      note: `the worst of ${outcomes.length} page loads (long-task observer; the bench's insights page)`,
    },
    {
      section: INSIGHTS_SECTION,
      metric: 'Worker computing: call to insights in hand',
      value: median(totals),
      unit: 'ms',
      note: `median of ${outcomes.length} cold workers (start, copy both ways, compute)`,
    },
  ]
}
