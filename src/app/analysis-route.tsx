import { useQuery } from '@tanstack/react-query'
import { useNavigate, useParams, useSearch } from '@tanstack/react-router'
import { errorText } from '@/api/query'
import { isAdmin } from '@/domain/roles'
import { canManageProject } from '@/features/projects/permissions'
import { AccessDeniedPage } from './access-denied'
import AnalysisPage from './analysis-page'
import { LoadingScreen } from './loading-screen'
import { isDenied, projectQuery } from './route-queries'
import { useShell } from './shell-context'

/**
 * `/projects/$projectId/analysis/$section[?code=]`: the project's Analysis workspace, for the
 * project's managers (docs/product.md#roles); its sections and a code each have an address.
 */
export default function AnalysisRoute() {
  const { user, header } = useShell()
  const navigate = useNavigate()
  const { projectId, section } = useParams({ from: '/projects/$projectId/analysis/$section' })
  const { code } = useSearch({ from: '/projects/$projectId/analysis/$section' })
  const project = useQuery(projectQuery(projectId))

  if (project.isError) {
    return isDenied(project.error) ? (
      <AccessDeniedPage header={header} />
    ) : (
      <AccessDeniedPage
        header={header}
        message={errorText(project.error, 'Failed to load project')}
      />
    )
  }
  if (project.data === undefined) return <LoadingScreen />
  if (!isAdmin(user.role) && !canManageProject(user, project.data))
    return <AccessDeniedPage header={header} />
  return (
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
      openInterview={(interviewId) =>
        void navigate({
          to: '/projects/$projectId/results/interviews/$interviewId',
          params: { projectId, interviewId },
        })
      }
    />
  )
}
