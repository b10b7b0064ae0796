import type { Project } from '@/api/types'
import { isAdmin } from '@/domain/roles'
import { sprinkles } from '@/styles'
import { InsightsTab } from './insights-tab'
import type { AnalysisSection } from './analysis-sections'
import type { SignedInPageProps } from './page-props'

export interface AnalysisPageProps extends SignedInPageProps {
  project: Project
  section: AnalysisSection
  onSectionChange: (section: AnalysisSection) => void
  /** Opens an interview's details at its own address. */
  openInterview: (interviewId: string) => void
  /** A code the address points at, shown in the Codebook. */
  codeId: string | null
}

/** The project's Analysis workspace: a full page for what the Results dialog's Insights tab held. */
export default function AnalysisPage({ user, header, project, openInterview }: AnalysisPageProps) {
  return (
    <>
      {header}
      <main className={sprinkles({ paddingX: 'xl', paddingY: 'xl' })}>
        <InsightsTab
          project={project}
          showSentiment={isAdmin(user.role)}
          openInterview={(interview) => openInterview(interview.id)}
        />
      </main>
    </>
  )
}
