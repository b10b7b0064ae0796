import { useState } from 'react'
import { DEFAULT_CONSENT_TEXT } from '@/domain/consent'
import { Alert, ContentBlock, Spinner } from '@/ui'
import { sprinkles } from '@/styles'
import { hasStarted } from '../interview-machine'
import { interviewActions, useInterview } from '../interview-store'
import { InterviewCompleted } from './interview-completed'
import { InterviewScreen } from './interview-screen'
import { InterviewSidebar } from './interview-sidebar'
import * as styles from './interview.css'
import { PreInterview } from './pre-interview'

/** The page column: the interview, and the sidebar beside it on wide screens. */
const page = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xl', padding: 'xl' })

export interface InterviewViewProps {
  /** What the interview is about until the store knows (a resumed interview's project). */
  company: string
  product: string
  /** What the interviewee agrees to before the first question; the default when not given. */
  consentText?: string | undefined
  isAdmin: boolean
  /** False where there is no dashboard to go back to (a participant link's interview). */
  canLeave?: boolean
  /** Preview Interview: the banner says that nothing is saved (docs/product.md#preview). */
  preview?: boolean
  /** Start Interview: starts (or resumes) what was chosen. */
  onStart: () => void
}

/**
 * The interview view (docs/product.md#interview): the pre-interview screen until the session starts, then the
 * interview with its sidebar, then Interview Completed. Leaving (Back to Dashboard, Restart,
 * Start New Interview) goes through the store, which tells its onExit listeners.
 */
export function InterviewView({
  company,
  product,
  consentText = DEFAULT_CONSENT_TEXT,
  isAdmin,
  canLeave = true,
  preview = false,
  onStart,
}: InterviewViewProps) {
  const snapshot = useInterview()
  // Restart discards the state at once but returns only once the abandon is recorded.
  const [restarting, setRestarting] = useState(false)
  const subject = snapshot.project ?? { company, product }
  const title = `${subject.company} - ${subject.product}`

  async function restart() {
    setRestarting(true)
    try {
      await interviewActions.restart()
    } finally {
      setRestarting(false)
    }
  }

  let content
  if (restarting) {
    content = <Spinner label="Restarting interview..." showLabel />
  } else if (snapshot.status === 'finished') {
    content = <InterviewCompleted product={subject.product} isAdmin={isAdmin} />
  } else if (hasStarted(snapshot)) {
    content = (
      <div className={styles.layout}>
        <InterviewScreen title={title} isAdmin={isAdmin} />
        <InterviewSidebar isAdmin={isAdmin} onRestart={restart} canLeave={canLeave} />
      </div>
    )
  } else {
    content = (
      <PreInterview
        company={subject.company}
        product={subject.product}
        consentText={consentText}
        isStarting={snapshot.status === 'waiting'}
        error={snapshot.error}
        onStart={onStart}
        onBack={canLeave ? () => void interviewActions.leave() : undefined}
      />
    )
  }

  return (
    <ContentBlock as="main" width="xlarge" className={page}>
      {preview && (
        <Alert tone="warning" role="status">
          Preview: answers are not saved to results
        </Alert>
      )}
      {content}
    </ContentBlock>
  )
}
