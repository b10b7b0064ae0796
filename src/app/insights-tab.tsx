import { lazy, Suspense } from 'react'
import type { InsightsTabContext } from '../features/results/components/results-modal'
import { Spinner } from '../ui'

// The tab's code (its analysis included) loads the first time someone opens it.
const InsightsPanel = lazy(() => import('../features/insights/components/insights-panel'))

/** The Results dialog's Insights tab, composed here because features do not import each other. */
export function InsightsTab(context: InsightsTabContext) {
  return (
    <Suspense fallback={<Spinner label="Loading insights" />}>
      <InsightsPanel {...context} />
    </Suspense>
  )
}
