import { canManageProject, canSeeSentiment } from '@/domain/permissions'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import {
  Outlet,
  useMatch,
  useMatches,
  useNavigate,
  useParams,
  useSearch,
} from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { errorText } from '@/api/query'
import type { Project } from '@/contract/types'
import { authActions } from '@/features/auth/auth-store'
import { loadInterviewStart, type InterviewStart } from '@/features/dashboard/queries'
import { ProfileDialog } from '@/features/profile/components/profile-dialog'
import {
  ProjectDetailModal,
  type AddressedChild,
} from '@/features/projects/components/project-detail-modal'
import { listedProject } from '@/features/projects/queries'
import { ResultsModal } from '@/features/results/components/results-modal'
import { InviteByLinkDialog } from '@/features/study/components/invite-by-link-dialog'
import { StudyFunnel } from '@/features/study/components/study-funnel'
import { WatchLive, WatchLiveButton } from '@/features/study/components/watch-live'
import { AccessDeniedDialog } from './access-denied'
import { renderCodedAnswer, renderCorrectedSentiment } from './coding-slots'
import { interviewSearch, navigationActions, type InterviewChoice } from './navigation'
import { isDenied, projectQuery } from './route-queries'
import { useShell } from './shell-context'
import { useStudySlots } from './study-slots'
import { SHARED_MESSAGES } from '@/domain/messages'

/**
 * The dialogs the dashboard's addresses open (docs/architecture.md#addresses): each reads its
 * address, and closing one goes back to the address under it.
 */

/**
 * The project an address names. One chosen from the dashboard's list opens at once (Project
 * details refreshes it itself); an address opened directly loads it first, and a refusal means
 * the page is not this user's.
 */
function useAddressedProject(projectId: string) {
  const listed = listedProject(useQueryClient(), projectId)
  const loaded = useQuery({ ...projectQuery(projectId), enabled: listed === undefined })
  return { data: listed ?? loaded.data, error: listed === undefined ? loaded.error : null }
}

/**
 * True from the frame after `when` first holds. A dialog opened by its address together with the
 * one under it mounts first (children mount first) and React Aria takes the modal that mounts
 * last for the top one: waiting a frame makes it the top one, as when it is opened by a click.
 */
function useFrameAfter(when: boolean) {
  const [passed, setPassed] = useState(false)
  useEffect(() => {
    if (!when || passed) return
    const frame = requestAnimationFrame(() => setPassed(true))
    return () => cancelAnimationFrame(frame)
  }, [when, passed])
  return passed
}

/** The addresses of Project details' own dialogs (the results have theirs below). */
const CHILD_ADDRESSES = {
  edit: '/projects/$projectId/edit',
  invite: '/projects/$projectId/invite-member',
  members: '/projects/$projectId/members',
  inviteByLink: '/projects/$projectId/invite-link',
} as const satisfies Record<AddressedChild, string>

const ADDRESSED_CHILDREN = Object.keys(CHILD_ADDRESSES) as AddressedChild[]

/**
 * `/projects/$projectId[/edit|/invite-member|/members|/invite-link]`: Project details, with its
 * dialogs and the results dialog over it at their own addresses.
 */
export function ProjectDialog() {
  const { user } = useShell()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const study = useStudySlots()
  const { projectId } = useParams({ from: '/dashboard/projects/$projectId' })
  const project = useAddressedProject(projectId)
  const resultsOpen =
    useMatch({ from: '/dashboard/projects/$projectId/results', shouldThrow: false }) !== undefined
  const addressedChild = useMatches({
    select: (matches): AddressedChild | null =>
      ADDRESSED_CHILDREN.find((child) =>
        matches.some((match) => match.routeId === `/dashboard${CHILD_ADDRESSES[child]}`),
      ) ?? null,
  })
  const ready = useFrameAfter(project.data !== undefined)
  const backToProject = () => void navigate({ to: '/projects/$projectId', params: { projectId } })

  /** Start Interview: resumes this user's unfinished interview of the project, else starts one. */
  async function startInterview(chosen: Project, promptOverride: string | null) {
    let start: InterviewStart
    try {
      start = await loadInterviewStart(queryClient, chosen.id)
    } catch (error) {
      return errorText(error, SHARED_MESSAGES.listInterviews)
    }
    const choice: InterviewChoice =
      start.kind === 'resume'
        ? { kind: 'resume', interview: start.interview, project: chosen }
        : {
            kind: 'project',
            project: chosen,
            ...(promptOverride === null ? {} : { promptOverride }),
          }
    navigationActions.chooseInterview(choice)
    await navigate({ to: '/interview', search: interviewSearch(choice) })
    return null
  }

  const shown = project.data
  if (shown === undefined && project.error !== null) {
    return (
      <AccessDeniedDialog
        {...(isDenied(project.error)
          ? {}
          : { message: errorText(project.error, SHARED_MESSAGES.loadProject) })}
      />
    )
  }
  if (shown === undefined) return null
  // Project details' own dialogs are the manager's (docs/product.md#project-detail).
  const denied = addressedChild !== null && !canManageProject(user, shown)
  return (
    <>
      <ProjectDetailModal
        project={shown}
        user={user}
        onClose={() => void navigate({ to: '/' })}
        onStartInterview={startInterview}
        resultsOpen={resultsOpen}
        onOpenResults={() =>
          void navigate({ to: '/projects/$projectId/results', params: { projectId } })
        }
        renderResults={() => <AfterMount />}
        renderInviteByLink={(invited, close) => (
          <InviteByLinkDialog project={invited} onClose={close} />
        )}
        study={study}
        addressed={{
          open: ready && !denied ? addressedChild : null,
          onOpen: (child) => void navigate({ to: CHILD_ADDRESSES[child], params: { projectId } }),
          onClose: backToProject,
        }}
      />
      {ready && denied && <AccessDeniedDialog onClose={backToProject} />}
    </>
  )
}

/**
 * The results' address opened directly mounts Project details and Results together; React Aria
 * takes the modal that mounts last for the top one, and children mount first. Results waits a
 * frame so that it is the top one, as when it is opened from Project details.
 */
function AfterMount() {
  const [mounted, setMounted] = useState(false)
  useEffect(() => {
    const frame = requestAnimationFrame(() => setMounted(true))
    return () => cancelAnimationFrame(frame)
  }, [])
  return mounted ? <Outlet /> : null
}

/** `/projects/$projectId/results[/interviews/$interviewId]`: Results, and Interview Details over it. */
export function ResultsDialog() {
  const { user } = useShell()
  const navigate = useNavigate()
  const { projectId } = useParams({ from: '/dashboard/projects/$projectId/results' })
  const { tab = 'completed' } = useSearch({ from: '/dashboard/projects/$projectId/results' })
  const details = useMatch({
    from: '/dashboard/projects/$projectId/results/interviews/$interviewId',
    shouldThrow: false,
  })
  const live = useMatch({
    from: '/dashboard/projects/$projectId/results/live/$interviewId',
    shouldThrow: false,
  })
  const shown = useAddressedProject(projectId).data
  const ready = useFrameAfter(shown !== undefined)
  if (shown === undefined) return null
  const backToResults = () =>
    void navigate({ to: '/projects/$projectId/results', params: { projectId }, search: { tab } })
  return (
    <>
      <ResultsModal
        project={shown}
        user={user}
        onClose={() => void navigate({ to: '/projects/$projectId', params: { projectId } })}
        onOpenAnalysis={() =>
          void navigate({
            to: '/projects/$projectId/analysis/$section',
            params: { projectId, section: 'insights' },
          })
        }
        addressed={{
          tab,
          onTabChange: (next) =>
            void navigate({
              to: '/projects/$projectId/results',
              params: { projectId },
              search: next === 'completed' ? {} : { tab: next },
              replace: true,
            }),
          interviewId: details?.params.interviewId ?? null,
          onOpenInterview: (interviewId) =>
            void navigate(
              interviewId === null
                ? { to: '/projects/$projectId/results', params: { projectId }, search: { tab } }
                : {
                    to: '/projects/$projectId/results/interviews/$interviewId',
                    params: { projectId, interviewId },
                    search: { tab },
                  },
            ),
        }}
        renderAnswer={renderCodedAnswer(shown)}
        renderSentiment={renderCorrectedSentiment(shown)}
        renderFunnel={(funnelled) => <StudyFunnel projectId={funnelled.id} />}
        renderLiveActions={(interview) => (
          <WatchLiveButton
            onOpen={() =>
              void navigate({
                to: '/projects/$projectId/results/live/$interviewId',
                params: { projectId, interviewId: interview.id },
                search: { tab },
              })
            }
          />
        )}
      />
      {ready &&
        live !== undefined &&
        // Watch live is the manager's (docs/product.md#watch-live), like the In Progress tab.
        (canManageProject(user, shown) ? (
          <WatchLive
            interviewId={live.params.interviewId}
            showSentiment={canSeeSentiment(user)}
            onClose={backToResults}
          />
        ) : (
          <AccessDeniedDialog onClose={backToResults} />
        ))}
    </>
  )
}

/** `/profile`: My Profile over the dashboard. */
export function ProfileRoute() {
  const { user } = useShell()
  const navigate = useNavigate()
  return (
    <ProfileDialog
      user={user}
      isOpen
      onOpenChange={(open) => {
        if (!open) void navigate({ to: '/' })
      }}
      onSaved={(updated) => authActions.updateUser(updated)}
    />
  )
}
