import { useEffect } from 'react'
import type { Project } from '@/api/types'
import { ConfigurationBanner } from '@/features/dashboard/components/configuration-banner'
import { InProgressInterviews } from '@/features/dashboard/components/in-progress-interviews'
import { dashboardActions } from '@/features/dashboard/dashboard-store'
import { ProjectList } from '@/features/projects/components/project-list'
import { ProjectManagement } from '@/features/projects/components/project-management'
import { projectsActions } from '@/features/projects/projects-store'
import { ResultsModal } from '@/features/results/components/results-modal'
import { resultsActions } from '@/features/results/results-store'
import { sprinkles } from '@/styles'
import { Stack } from '@/ui'
import { renderCodedAnswer, renderCorrectedSentiment, resetCoding } from './coding-slots'
import { navigationActions, useNavigation } from './navigation'
import type { SignedInPageProps } from './page-props'

/** The dashboard (docs/product.md#dashboard); composed from the dashboard, projects and results features. */
export default function DashboardPage({ user, header }: SignedInPageProps) {
  const { adminPanel } = useNavigation()

  // Leaving (sign-out, the interview view) forgets the lists: the next user starts clean.
  useEffect(
    () => () => {
      dashboardActions.reset()
      projectsActions.reset()
      resultsActions.reset()
      resetCoding()
    },
    [],
  )

  /** Start Interview: resumes this user's unfinished interview of the project, else starts one. */
  async function startInterview(project: Project, promptOverride: string | null) {
    const outcome = await dashboardActions.startInterview(project.id)
    if (!outcome.ok) return outcome.error
    if (outcome.data.kind === 'resume') {
      navigationActions.chooseInterview({
        kind: 'resume',
        interview: outcome.data.interview,
        project,
      })
    } else {
      navigationActions.chooseInterview({
        kind: 'project',
        project,
        ...(promptOverride === null ? {} : { promptOverride }),
      })
    }
    return null
  }

  return (
    <>
      {header}
      <main className={sprinkles({ paddingX: 'xl', paddingY: 'xl' })}>
        <Stack gap="xl">
          <ConfigurationBanner
            user={user}
            onFix={() => navigationActions.openAdminPanel('prompts')}
            checkKey={adminPanel === null ? 'closed' : 'open'}
          />
          <InProgressInterviews
            onResume={(interview, project) =>
              navigationActions.chooseInterview({ kind: 'resume', interview, project })
            }
          />
          <ProjectManagement
            user={user}
            onOpenAdminPanel={() => navigationActions.openAdminPanel('users')}
          />
          <ProjectList
            user={user}
            onStartInterview={startInterview}
            renderResults={(project, close) => (
              <ResultsModal
                project={project}
                user={user}
                onClose={close}
                renderAnswer={renderCodedAnswer(project)}
                renderSentiment={renderCorrectedSentiment(project)}
              />
            )}
          />
        </Stack>
      </main>
    </>
  )
}
