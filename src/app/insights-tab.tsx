import { lazy, Suspense } from 'react'
import type { InsightsTabContext } from '@/features/results/components/results-modal'
import { Spinner } from '@/ui'
import {
  exportCodingFor,
  renderCodebook,
  renderCodesCompared,
  renderCodingExports,
  renderThemeSuggestion,
} from './coding-slots'

// The tab's code (its analysis included) loads the first time someone opens it.
const InsightsPanel = lazy(() => import('@/features/insights/components/insights-panel'))

/**
 * The Results dialog's Insights tab, composed here because features do not import each other:
 * with coding's Codebook, theme suggestions, compared codes and exports in its slots.
 */
export function InsightsTab(context: InsightsTabContext) {
  return (
    <Suspense fallback={<Spinner label="Loading insights" />}>
      <InsightsPanel
        {...context}
        renderCodebook={renderCodebook}
        renderThemeActions={renderThemeSuggestion}
        renderCompareCodes={renderCodesCompared}
        renderExports={renderCodingExports}
        exportCoding={exportCodingFor(context.project.id)}
      />
    </Suspense>
  )
}
