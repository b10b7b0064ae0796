import { useEffect, useState } from 'react'
import { answeredPrimaryCount, totalPrimaryCount } from '@/domain/interview-progress'
import type { PersistentInterview, Project } from '@/api/types'
import { formatDate } from '@/domain/dates'
import { Alert, Button, Card, ConfirmDialog, Text } from '@/ui'
import { dashboardActions, useDashboard } from '../dashboard-store'

export interface InProgressInterviewsProps {
  /** Resume Interview: the persisted interview and its project, loaded. */
  onResume: (interview: PersistentInterview, project: Project | null) => void
}

/**
 * The Interview in Progress card (docs/product.md#dashboard, docs/product.md#states): one per unfinished interview of the user, with
 * Resume Interview and Abandon (after a confirmation).
 */
export function InProgressInterviews({ onResume }: InProgressInterviewsProps) {
  const { inProgress, inProgressError, actionError } = useDashboard()
  const [resuming, setResuming] = useState<string | null>(null)
  const [abandoning, setAbandoning] = useState<string | null>(null)
  const [withdrawing, setWithdrawing] = useState<string | null>(null)

  useEffect(() => {
    void dashboardActions.loadInProgress()
  }, [])

  async function resume(interviewId: string) {
    setResuming(interviewId)
    const resumed = await dashboardActions.resume(interviewId)
    setResuming(null)
    if (resumed) onResume(resumed.interview, resumed.project)
  }

  if (inProgressError !== null) return <Alert tone="danger">{inProgressError}</Alert>
  return (
    <>
      {inProgress.map((interview) => (
        <Card
          key={interview.interview_id}
          as="article"
          title="Interview in Progress"
          headingLevel={2}
          actions={
            <>
              <Button
                onPress={() => void resume(interview.interview_id)}
                isPending={resuming === interview.interview_id}
              >
                Resume Interview
              </Button>
              <Button variant="danger" onPress={() => setAbandoning(interview.interview_id)}>
                Abandon
              </Button>
              <Button variant="secondary" onPress={() => setWithdrawing(interview.interview_id)}>
                Withdraw my interview
              </Button>
            </>
          }
        >
          <Text weight="semibold">
            {`${interview.metadata.company} - ${interview.metadata.product}`}
          </Text>
          <Text tone="muted" size="sm">
            Started: {formatDate(interview.started_at, 'dateTime')}
          </Text>
          <Text size="sm">
            Questions answered: {answeredPrimaryCount(interview)} / {totalPrimaryCount(interview)}
          </Text>
          {actionError?.interviewId === interview.interview_id && (
            <Alert tone="danger">{actionError.message}</Alert>
          )}
        </Card>
      ))}
      {/* Outside the cards: the refresh after abandoning removes the card it was opened from. */}
      <ConfirmDialog
        isOpen={abandoning !== null}
        onOpenChange={(open) => {
          if (!open) setAbandoning(null)
        }}
        title="Abandon Interview?"
        message="Are you sure you want to abandon this interview? This action cannot be undone."
        confirmLabel="Abandon"
        onConfirm={async () => {
          if (abandoning !== null) await dashboardActions.abandon(abandoning)
        }}
      />
      <WithdrawDialog interviewId={withdrawing} onClose={() => setWithdrawing(null)} />
    </>
  )
}

/** 'Withdraw your interview?' (docs/product.md#consent): asks first, then deletes it. */
export function WithdrawDialog({
  interviewId,
  onClose,
  onWithdrawn,
}: {
  interviewId: string | null
  onClose: () => void
  onWithdrawn?: () => void
}) {
  return (
    <ConfirmDialog
      isOpen={interviewId !== null}
      onOpenChange={(open) => {
        if (!open) onClose()
      }}
      title="Withdraw your interview?"
      message="Your answers will be deleted and the research team will not see them. This cannot be undone."
      confirmLabel="Withdraw"
      onConfirm={async () => {
        if (interviewId !== null && (await dashboardActions.withdraw(interviewId))) onWithdrawn?.()
      }}
    />
  )
}
