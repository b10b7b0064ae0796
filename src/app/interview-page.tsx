import { useEffect } from 'react'
import type { Snapshot } from 'valtio'
import { consentTextOf } from '@/domain/consent'
import { isAdmin } from '@/domain/roles'
import { InterviewView } from '@/features/interview/components/interview-view'
import { interviewActions } from '@/features/interview/interview-store'
import { navigation, navigationActions, useNavigation, type InterviewChoice } from './navigation'
import type { SignedInPageProps } from './page-props'

function subjectOf(choice: Snapshot<InterviewChoice>): { company: string; product: string } {
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

/**
 * The pre-interview and interview screens (docs/product.md#interview), for the interview chosen on the dashboard.
 * A resumed interview goes straight in; the others wait for Start Interview. Every way out of
 * the interview returns to the dashboard.
 */
export default function InterviewPage({ user, header }: SignedInPageProps) {
  const { interview: choice } = useNavigation()

  useEffect(() => {
    // The proxy, not the snapshot: the store keeps what it is given, and snapshots are frozen.
    const chosen = navigation.interview
    if (!chosen) return
    const stopListening = interviewActions.onExit(() => navigationActions.leaveInterview())
    if (chosen.kind === 'resume') start(chosen)
    else if (chosen.kind === 'project') interviewActions.prepare(chosen.project)
    else interviewActions.prepare({ id: null, company: chosen.company, product: chosen.product })
    return () => {
      stopListening()
      // Leaving the page another way (signing out) must not leave the microphone open; the
      // interview stays resumable.
      void interviewActions.leave()
    }
  }, [choice])

  if (!choice) return header
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
        onStart={() => {
          if (navigation.interview) start(navigation.interview)
        }}
      />
    </>
  )
}
