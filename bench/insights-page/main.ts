/**
 * The bench's insights page: builds the large project, lets that task end, then computes its
 * insights with computeInsightsInBackground (the worker, at this size) while a long-task
 * observer watches the main thread. The outcome is left on window.insightsBench.
 */
import { computeInsightsInBackground } from '@/features/insights/analysis/background'
import { largeInsightsProject } from '../../tests/support/large-insights'

export interface InsightsPageOutcome {
  /** From the call to the insights in hand, on the main thread's clock. */
  totalMs: number
  /** The longest main-thread task meanwhile; null when none took over 50 ms. */
  longestTaskMs: number | null
  longTasks: number
  answers: number
  themes: number
}

declare global {
  interface Window {
    insightsBench?: Promise<InsightsPageOutcome>
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function run(): Promise<InsightsPageOutcome> {
  const input = largeInsightsProject()
  // Building the data is the page's own long task, not the analysis's: let it end first.
  await pause(200)
  const tasks: PerformanceEntry[] = []
  const observer = new PerformanceObserver((list) => tasks.push(...list.getEntries()))
  observer.observe({ type: 'longtask' })
  const startMs = performance.now()
  const insights = await computeInsightsInBackground(input)
  const endMs = performance.now()
  // Long-task entries arrive after their task; give the last one time to be reported.
  await pause(100)
  tasks.push(...observer.takeRecords())
  observer.disconnect()
  const during = tasks.filter(
    (task) => task.startTime + task.duration >= startMs && task.startTime <= endMs,
  )
  const status = document.getElementById('status')
  if (status) status.textContent = `${insights.themes.length} themes`
  return {
    totalMs: endMs - startMs,
    longestTaskMs: during.length > 0 ? Math.max(...during.map((task) => task.duration)) : null,
    longTasks: during.length,
    answers: insights.answerCount,
    themes: insights.themes.length,
  }
}

window.insightsBench = run()
