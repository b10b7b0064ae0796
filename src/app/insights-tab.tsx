import { useQueryClient } from '@tanstack/react-query'
import { lazy, Suspense } from 'react'
import type { Project, ProjectInterview } from '@/contract/types'
import type { WorkspaceSection } from '@/features/insights/components/insights-panel'
import { Spinner } from '@/ui'
import {
  exportCodingFor,
  renderCodebook,
  renderCodesCompared,
  renderCodingExports,
  renderThemeSuggestion,
} from './coding-slots'

// The workspace's code (its analysis included) loads the first time someone opens it.
const InsightsPanel = lazy(() => import('@/features/insights/components/insights-panel'))

export interface AnalysisWorkspaceProps {
  project: Project
  /** Admins only (docs/product.md#roles). */
  showSentiment: boolean
  section: WorkspaceSection
  onSectionChange: (section: WorkspaceSection) => void
  codeId: string | null
  onCodeChange?: ((codeId: string) => void) | undefined
  openInterview: (interview: ProjectInterview) => void
}

/**
 * The Analysis workspace's content, composed here because features do not import each other:
 * insights with coding's Codebook, theme suggestions, compared codes and exports in its slots.
 */
export function AnalysisWorkspace(props: AnalysisWorkspaceProps) {
  const queryClient = useQueryClient()
  return (
    <Suspense fallback={<Spinner label="Loading insights" />}>
      <InsightsPanel
        {...props}
        renderCodebook={renderCodebook}
        renderThemeActions={renderThemeSuggestion}
        renderCompareCodes={renderCodesCompared}
        renderExports={renderCodingExports}
        exportCoding={exportCodingFor(queryClient, props.project.id)}
      />
    </Suspense>
  )
}
