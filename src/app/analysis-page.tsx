import { canSeeSentiment } from '@/domain/permissions'
import type { Project } from '@/contract/types'
import { Heading, Text } from '@/ui'
import { AnalysisWorkspace } from './insights-tab'
import * as styles from './analysis-page.css'
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
  /** The code chosen in the Codebook, for the address to name it. */
  onCodeChange?: ((codeId: string) => void) | undefined
}

/** The project's Analysis workspace: a full page for what the Results dialog's Insights tab held. */
export default function AnalysisPage({
  user,
  header,
  project,
  section,
  onSectionChange,
  openInterview,
  codeId,
  onCodeChange,
}: AnalysisPageProps) {
  return (
    <>
      {header}
      <main className={styles.page} aria-labelledby="analysis-heading">
        <div className={styles.title}>
          <Heading level={2} size="xl" id="analysis-heading">
            {`Analysis: ${project.name}`}
          </Heading>
          <Text tone="muted">{project.company}</Text>
        </div>
        <AnalysisWorkspace
          project={project}
          showSentiment={canSeeSentiment(user)}
          section={section}
          onSectionChange={onSectionChange}
          codeId={codeId}
          onCodeChange={onCodeChange}
          openInterview={(interview) => openInterview(interview.id)}
        />
      </main>
    </>
  )
}
