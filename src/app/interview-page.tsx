import { useQuery } from '@tanstack/react-query'
import { Navigate, useNavigate, useSearch } from '@tanstack/react-router'
import { useEffect, useMemo, useState } from 'react'
import { useSnapshot } from 'valtio'
import { errorText } from '@/api/query'
import { consentTextOf } from '@/domain/consent'
import { isAdmin } from '@/domain/roles'
import { InterviewView } from '@/features/interview/components/interview-view'
import { interviewActions, interviewState } from '@/features/interview/interview-store'
import { AccessDeniedPage } from './access-denied'
import { LoadingScreen } from './loading-screen'
import { interviewSearch, navigation, navigationActions, type InterviewChoice } from './navigation'
import { isDenied, persistentInterviewQuery, projectQuery } from './route-queries'
import type { InterviewSearch } from './router'
import { useShell } from './shell-context'

function subjectOf(choice: InterviewChoice): { company: string; product: string } {
  switch (choice.kind) {
    case 'project':
      return choice.project
    case 'resume':
      return choice.project ?? choice.interview.metadata
    case 'standalone':
      return choice
  }
}

/** The project's consent text (docs/product.md#consent), when the choice has its project. */
const consentOf = (project: { consentText?: string | undefined } | null) =>
  project ? consentTextOf(project) : undefined

/** Starts what was chosen: a project (or its interview in progress), a resume, a standalone pair. */
function start(choice: InterviewChoice): void {
  switch (choice.kind) {
    case 'project':
      void interviewActions.startFromProject(choice.project, {
        promptOverride: choice.promptOverride,
        preview: choice.preview === true,
      })
      return
    case 'resume':
      void interviewActions.resume(choice.interview, choice.project)
      return
    case 'standalone':
      void interviewActions.startStandalone(choice.company, choice.product)
  }
}

const sameSearch = (a: InterviewSearch, b: InterviewSearch) =>
  a.projectId === b.projectId &&
  a.interviewId === b.interviewId &&
  a.company === b.company &&
  a.product === b.product &&
  a.preview === b.preview

/**
 * `/interview`: the pre-interview and interview screens (docs/product.md#interview). The address
 * names the saved interview once there is one, so a reload resumes it from the server at the
 * same question, as the dashboard's Resume does; before that it names the project (or the
 * standalone pair). The dashboard hands over what it chose (an admin's prompt override) in
 * `navigation`.
 */
export default function InterviewRoute() {
  const { header } = useShell()
  const current = useSearch({ from: '/interview' })
  // What the page was opened for: the id it adds once the interview is saved is not a new choice.
  const [opened] = useState(current)
  const [handed] = useState(() => navigation.interview)
  const fromDashboard =
    handed !== null && sameSearch(interviewSearch(handed), opened) ? handed : null
  // Read fresh when the page opens (a cached copy may be behind), then kept for the page's life.
  const interview = useQuery({
    ...persistentInterviewQuery(opened.interviewId ?? ''),
    enabled: fromDashboard === null && opened.interviewId !== undefined,
    // A copy cached by the dashboard's Resume would count as fresh: Back to this address must
    // read the interview again, with the answers given since.
    refetchOnMount: 'always',
    staleTime: Infinity,
  })
  const project = useQuery({
    ...projectQuery(opened.projectId ?? ''),
    enabled:
      fromDashboard === null && opened.interviewId === undefined && opened.projectId !== undefined,
    refetchOnMount: 'always',
    staleTime: Infinity,
  })
  const resumed = interview.isFetchedAfterMount ? interview.data : undefined
  const prepared = project.isFetchedAfterMount ? project.data : undefined
  const choice = useMemo((): InterviewChoice | null => {
    if (fromDashboard !== null) return fromDashboard
    if (resumed !== undefined) return { kind: 'resume', interview: resumed, project: null }
    if (prepared !== undefined)
      return { kind: 'project', project: prepared, ...(opened.preview && { preview: true }) }
    if (
      opened.interviewId === undefined &&
      opened.projectId === undefined &&
      opened.company &&
      opened.product
    )
      return { kind: 'standalone', company: opened.company, product: opened.product }
    return null
  }, [fromDashboard, resumed, prepared, opened])

  if (choice !== null) {
    // A finished interview has nothing to resume: its address leads to the dashboard.
    if (choice.kind === 'resume' && choice.interview.status !== 'in_progress')
      return <Navigate to="/" replace />
    return <InterviewPage choice={choice} header={header} />
  }
  if (interview.isError) return <Refused error={interview.error} />
  if (project.isError) return <Refused error={project.error} />
  if (interview.isFetching || project.isFetching) return <LoadingScreen />
  return <Navigate to="/" replace />
}

function Refused({ error }: { error: unknown }) {
  const { header } = useShell()
  return isDenied(error) ? (
    <AccessDeniedPage header={header} />
  ) : (
    <AccessDeniedPage header={header} message={errorText(error, 'Failed to load the interview')} />
  )
}

/** The interview for `choice`: a resumed one goes straight in; the others wait for Start Interview. */
function InterviewPage({ choice, header }: { choice: InterviewChoice; header: React.ReactNode }) {
  const { user } = useShell()
  const navigate = useNavigate()
  const search = useSearch({ from: '/interview' })
  const { persistentId } = useSnapshot(interviewState)

  useEffect(() => {
    const stopListening = interviewActions.onExit(() => {
      navigationActions.reset()
      void navigate({ to: '/' })
    })
    if (choice.kind === 'resume') start(choice)
    else if (choice.kind === 'project') interviewActions.prepare(choice.project)
    else interviewActions.prepare({ id: null, company: choice.company, product: choice.product })
    return () => {
      stopListening()
      // Leaving the page another way (Back, signing out) must not leave the microphone open;
      // the interview stays resumable.
      void interviewActions.leave()
    }
  }, [choice, navigate])

  // Once saved, the interview's own id is its address: a reload resumes it at the same question.
  useEffect(() => {
    if (persistentId === null || persistentId === search.interviewId) return
    void navigate({
      to: '/interview',
      search: { ...search, interviewId: persistentId },
      replace: true,
    })
  }, [persistentId, search, navigate])

  const { company, product } = subjectOf(choice)
  return (
    <>
      {header}
      <InterviewView
        company={company}
        product={product}
        consentText={choice.kind === 'standalone' ? undefined : consentOf(choice.project)}
        isAdmin={isAdmin(user.role)}
        preview={choice.kind === 'project' && choice.preview === true}
        onStart={() => start(choice)}
      />
    </>
  )
}
