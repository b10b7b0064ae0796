import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { errorText } from '@/api/query'
import type { Project } from '@/contract/types'
import { CompletedInterviews } from '@/features/dashboard/components/completed-interviews'
import { ConfigurationBanner } from '@/features/dashboard/components/configuration-banner'
import { InProgressInterviews } from '@/features/dashboard/components/in-progress-interviews'
import { loadInterviewStart, type InterviewStart } from '@/features/dashboard/queries'
import { ProjectList } from '@/features/projects/components/project-list'
import { ProjectManagement } from '@/features/projects/components/project-management'
import { projectsActions } from '@/features/projects/projects-store'
import { ResultsModal } from '@/features/results/components/results-modal'
import { isAdmin } from '@/domain/roles'
import { StudyFunnel } from '@/features/study/components/study-funnel'
import { WatchLiveButton } from '@/features/study/components/watch-live'
import { InviteByLinkDialog } from '@/features/study/components/invite-by-link-dialog'
import { sprinkles } from '@/styles'
import { Stack } from '@/ui'
import { renderCodedAnswer, renderCorrectedSentiment, resetCoding } from './coding-slots'
import { studySlots } from './study-slots'
import { InsightsTab } from './insights-tab'
import { navigationActions, useNavigation } from './navigation'
import type { SignedInPageProps } from './page-props'

/** The dashboard (docs/product.md#dashboard); composed from the dashboard, projects and results features. */
export default function DashboardPage({ user, header }: SignedInPageProps) {
  const { adminPanel } = useNavigation()
  const queryClient = useQueryClient()

  // Leaving (sign-out, the interview view) forgets the lists: the next user starts clean.
  useEffect(
    () => () => {
      projectsActions.reset()
      resetCoding()
    },
    [],
  )

  /** Start Interview: resumes this user's unfinished interview of the project, else starts one. */
  async function startInterview(project: Project, promptOverride: string | null) {
    let start: InterviewStart
    try {
      start = await loadInterviewStart(queryClient, project.id)
    } catch (error) {
      return errorText(error, 'Failed to list interviews')
    }
    if (start.kind === 'resume') {
      navigationActions.chooseInterview({
        kind: 'resume',
        interview: start.interview,
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
            study={studySlots}
            renderResults={(project, close) => (
              <ResultsModal
                project={project}
                user={user}
                onClose={close}
                renderInsights={(context) => <InsightsTab {...context} />}
                renderAnswer={renderCodedAnswer(project)}
                renderSentiment={renderCorrectedSentiment(project)}
                renderFunnel={(shown) => <StudyFunnel projectId={shown.id} />}
                renderLiveActions={(interview) => (
                  <WatchLiveButton interviewId={interview.id} showSentiment={isAdmin(user.role)} />
                )}
              />
            )}
            renderInviteByLink={(project, close) => (
              <InviteByLinkDialog project={project} onClose={close} />
            )}
          />
          {user.role === 'interviewee' && <CompletedInterviews />}
        </Stack>
      </main>
    </>
  )
}
