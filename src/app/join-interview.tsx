import { useEffect } from 'react'
import { consentTextOf } from '@/domain/consent'
import { InterviewView } from '@/features/interview/components/interview-view'
import { interviewActions, useInterview } from '@/features/interview/interview-store'
import type { JoinInterviewContext } from '@/features/study/components/join-page'
import { ToastRegion } from '@/ui'

/**
 * The interview of a participant link, under the session the link opened: started (or, on a
 * reload, resumed) at once, since the join page asked for the consent; no way back to a
 * dashboard. Tells the page when it is finished. Lazy (src/app/join-app.tsx): the interview, its
 * recorder and React Aria are not the consent form's first load.
 */
export function JoinInterview({ project, onFinished }: JoinInterviewContext) {
  const snapshot = useInterview()

  useEffect(() => {
    void interviewActions.startFromProject(project)
    return () => void interviewActions.leave()
  }, [project])

  const finished = snapshot.status === 'finished'
  const { persistentId } = snapshot
  useEffect(() => {
    if (!finished) return
    let current = true
    // The finish is saved in the background under the link's session, which the thank-you page
    // puts away: it shows once the save is done, or the save would go unauthenticated.
    void interviewActions.whenSettled().then(() => {
      if (current) onFinished(persistentId)
    })
    return () => {
      current = false
    }
  }, [finished, persistentId, onFinished])

  return (
    <>
      <InterviewView
        company={project.company}
        product={project.product}
        consentText={consentTextOf(project)}
        isAdmin={false}
        canLeave={false}
        onStart={() => void interviewActions.startFromProject(project)}
      />
      <ToastRegion />
    </>
  )
}
