import { Outlet, useMatch, useNavigate } from '@tanstack/react-router'
import { CompletedInterviews } from '@/features/dashboard/components/completed-interviews'
import { ConfigurationBanner } from '@/features/dashboard/components/configuration-banner'
import { InProgressInterviews } from '@/features/dashboard/components/in-progress-interviews'
import { ProjectList } from '@/features/projects/components/project-list'
import { ProjectManagement } from '@/features/projects/components/project-management'
import { sprinkles } from '@/styles'
import { Stack } from '@/ui'
import { interviewSearch, navigationActions } from './navigation'
import type { SignedInPageProps } from './page-props'

/** The dashboard (docs/product.md#dashboard); composed from the dashboard, projects and results features. */
export default function DashboardPage({ user, header }: SignedInPageProps) {
  const navigate = useNavigate()
  const adminOpen = useMatch({ from: '/dashboard/admin/$tab', shouldThrow: false }) !== undefined

  return (
    <>
      {header}
      <main className={sprinkles({ paddingX: 'xl', paddingY: 'xl' })}>
        <Stack gap="xl">
          <ConfigurationBanner
            user={user}
            onFix={() => void navigate({ to: '/admin/$tab', params: { tab: 'prompts' } })}
            checkKey={adminOpen ? 'open' : 'closed'}
          />
          <InProgressInterviews
            onResume={(interview, project) => {
              const choice = { kind: 'resume', interview, project } as const
              navigationActions.chooseInterview(choice)
              void navigate({ to: '/interview', search: interviewSearch(choice) })
            }}
          />
          <ProjectManagement
            user={user}
            onOpenAdminPanel={() => void navigate({ to: '/admin/$tab', params: { tab: 'users' } })}
            onProjectCreated={(project) =>
              void navigate({ to: '/projects/$projectId', params: { projectId: project.id } })
            }
          />
          <ProjectList
            user={user}
            onOpenProject={(projectId) =>
              void navigate({ to: '/projects/$projectId', params: { projectId } })
            }
          />
          {user.role === 'interviewee' && <CompletedInterviews />}
        </Stack>
      </main>
      <Outlet />
    </>
  )
}
