/**
 * The bench's segments page: the insights bench's project with a 'Plan' attribute (every other
 * interviewee a Subscriber), then, as the Insights tab does them, a segment filter (applySegment
 * and the insights in the background) and a comparison of the two plans (compareSegments on the
 * insights already shown), each timed from its call to its result in hand while a long-task
 * observer watches the main thread. The outcome is left on window.segmentsBench.
 */
import type { ProjectAttributes } from '@/contract/types'
import { computeInsightsInBackground } from '@/features/insights/analysis/background'
import { applySegment, compareSegments } from '@/features/insights/analysis/segments'
import { largeInsightsProject } from '../../tests/support/large-insights'

interface Timed {
  ms: number
  /** The longest main-thread task meanwhile; null when none took over 50 ms. */
  longestTaskMs: number | null
}

export interface SegmentsPageOutcome {
  filter: Timed & { interviews: number }
  compare: Timed & { rows: number }
}

declare global {
  interface Window {
    segmentsBench?: Promise<SegmentsPageOutcome>
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

const tasks: PerformanceEntry[] = []
new PerformanceObserver((list) => tasks.push(...list.getEntries())).observe({ type: 'longtask' })

async function timed<T>(run: () => Promise<T>): Promise<Timed & { result: T }> {
  const start = performance.now()
  const result = await run()
  const end = performance.now()
  // Long-task entries arrive after their task: give the last one time to be reported.
  await pause(100)
  const during = tasks.filter(
    (task) => task.startTime + task.duration >= start && task.startTime <= end,
  )
  return {
    ms: end - start,
    longestTaskMs: during.length > 0 ? Math.max(...during.map((task) => task.duration)) : null,
    result,
  }
}

async function run(): Promise<SegmentsPageOutcome> {
  const input = largeInsightsProject()
  const attributes: ProjectAttributes = {
    attributes: [{ id: 'plan', name: 'Plan', values: ['Subscriber', 'Pay as you go'] }],
    members: input.interviews.map((interview, index) => ({
      userId: interview.userId,
      values: { plan: index % 2 === 0 ? 'Subscriber' : 'Pay as you go' },
    })),
  }
  // Building the data is the page's own long task, not the analysis's: let it end first.
  await pause(200)
  const filter = await timed(() =>
    computeInsightsInBackground(
      applySegment(input, [{ attributeId: 'plan', value: 'Subscriber' }], attributes),
    ),
  )
  // Compare reads the insights the tab already shows (the whole project's, here).
  const shown = await computeInsightsInBackground(input)
  await pause(200)
  const compare = await timed(() =>
    Promise.resolve(
      compareSegments(input, shown, attributes, 'plan', ['Subscriber', 'Pay as you go']),
    ),
  )
  const status = document.getElementById('status')
  if (status) status.textContent = 'Done'
  return {
    filter: {
      ms: filter.ms,
      longestTaskMs: filter.longestTaskMs,
      interviews: filter.result.interviewCount,
    },
    compare: {
      ms: compare.ms,
      longestTaskMs: compare.longestTaskMs,
      rows: compare.result.status === 'ready' ? compare.result.rows.length : 0,
    },
  }
}

window.segmentsBench = run()
