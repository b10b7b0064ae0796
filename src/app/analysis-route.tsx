import { useQuery } from '@tanstack/react-query'
import { useMatch, useNavigate, useParams, useSearch } from '@tanstack/react-router'
import { errorText } from '@/api/query'
import type { Project } from '@/contract/types'
import { canManageProject, canSeeSentiment } from '@/domain/permissions'
import { InterviewDetailsModal } from '@/features/results/components/interview-details-modal'
import { projectInterviewsQuery, RESULTS_MESSAGES } from '@/features/results/queries'
import { AccessDeniedDialog, AccessDeniedPage } from './access-denied'
import AnalysisPage from './analysis-page'
import { renderCodedAnswer, renderCorrectedSentiment } from './coding-slots'
import { LoadingScreen } from './loading-screen'
import { isDenied, projectQuery } from './route-queries'
import { useShell } from './shell-context'
import { SHARED_MESSAGES } from '@/domain/messages'

/**
 * `/projects/$projectId/analysis/$section[/interviews/$interviewId][?code=]`: the project's
 * Analysis workspace, for the project's managers (docs/product.md#roles); its sections, a code
 * and an interview's details opened from it each have an address.
 */
export default function AnalysisRoute() {
  const { user, header } = useShell()
  const navigate = useNavigate()
  const { projectId, section } = useParams({ from: '/projects/$projectId/analysis/$section' })
  const { code } = useSearch({ from: '/projects/$projectId/analysis/$section' })
  const details = useMatch({
    from: '/projects/$projectId/analysis/$section/interviews/$interviewId',
    shouldThrow: false,
  })
  const project = useQuery(projectQuery(projectId))
  // The section's address, the code kept: where the details close to and Back returns.
  const search = code === undefined ? {} : { code }

  if (project.isError) {
    return isDenied(project.error) ? (
      <AccessDeniedPage header={header} />
    ) : (
      <AccessDeniedPage
        header={header}
        message={errorText(project.error, SHARED_MESSAGES.loadProject)}
      />
    )
  }
  if (project.data === undefined) return <LoadingScreen />
  if (!canManageProject(user, project.data)) return <AccessDeniedPage header={header} />
  return (
    <>
      <AnalysisPage
        user={user}
        header={header}
        project={project.data}
        section={section}
        codeId={code ?? null}
        onSectionChange={(next) =>
          void navigate({
            to: '/projects/$projectId/analysis/$section',
            params: { projectId, section: next },
          })
        }
        // A chosen code replaces the address: a copied URL opens it, Back does not step through codes.
        onCodeChange={(codeId) =>
          void navigate({
            to: '/projects/$projectId/analysis/$section',
            params: { projectId, section },
            search: { code: codeId },
            replace: true,
          })
        }
        openInterview={(interviewId) =>
          void navigate({
            to: '/projects/$projectId/analysis/$section/interviews/$interviewId',
            params: { projectId, section, interviewId },
            search,
          })
        }
      />
      {details !== undefined && (
        <WorkspaceInterviewDetails
          project={project.data}
          interviewId={details.params.interviewId}
          onClose={() =>
            void navigate({
              to: '/projects/$projectId/analysis/$section',
              params: { projectId, section },
              search,
            })
          }
        />
      )}
    </>
  )
}

/**
 * Interview Details over the workspace, as the Results dialog shows them (coded answers, an
 * admin's corrected sentiment). An interview the project's list does not hold is not this
 * user's to see.
 */
function WorkspaceInterviewDetails({
  project,
  interviewId,
  onClose,
}: {
  project: Project
  interviewId: string
  onClose: () => void
}) {
  const { user } = useShell()
  const interviews = useQuery(projectInterviewsQuery(project.id))
  if (interviews.isError)
    return (
      <AccessDeniedDialog
        message={errorText(interviews.error, RESULTS_MESSAGES.loadInterviews)}
        onClose={onClose}
      />
    )
  if (interviews.data === undefined) return null
  const interview = interviews.data.find((candidate) => candidate.id === interviewId)
  if (interview === undefined) return <AccessDeniedDialog onClose={onClose} />
  const seesSentiment = canSeeSentiment(user)
  return (
    <InterviewDetailsModal
      interview={interview}
      showSentiment={seesSentiment}
      onClose={onClose}
      renderAnswer={renderCodedAnswer(project)}
      renderSentiment={seesSentiment ? renderCorrectedSentiment(project) : undefined}
    />
  )
}
