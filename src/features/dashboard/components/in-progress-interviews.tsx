import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { errorText } from '@/api/query'
import { answeredPrimaryCount, totalPrimaryCount } from '@/domain/interview-progress'
import type { PersistentInterview, Project } from '@/contract/types'
import { formatDate } from '@/domain/dates'
import { Alert, Button, Card, ConfirmDialog, Text } from '@/ui'
import {
  abandonMutation,
  DASHBOARD_MESSAGES,
  inProgressQuery,
  loadResume,
  withdrawMutation,
} from '../queries'

export interface InProgressInterviewsProps {
  /** Resume Interview: the persisted interview and its project, loaded. */
  onResume: (interview: PersistentInterview, project: Project | null) => void
}

/**
 * The Interview in Progress card (docs/product.md#dashboard, docs/product.md#states): one per unfinished interview of the user, with
 * Resume Interview and Abandon (after a confirmation).
 */
export function InProgressInterviews({ onResume }: InProgressInterviewsProps) {
  const client = useQueryClient()
  const inProgress = useQuery(inProgressQuery())
  const abandon = useMutation(abandonMutation(client))
  const [resuming, setResuming] = useState<string | null>(null)
  const [abandoning, setAbandoning] = useState<string | null>(null)
  const [withdrawing, setWithdrawing] = useState<string | null>(null)
  /** A failed Resume or Abandon, shown on that interview's card. */
  const [actionError, setActionError] = useState<{ interviewId: string; message: string } | null>(
    null,
  )

  async function resume(interviewId: string) {
    setActionError(null)
    setResuming(interviewId)
    try {
      const resumed = await loadResume(client, interviewId)
      onResume(resumed.interview, resumed.project)
    } catch (error) {
      setActionError({ interviewId, message: errorText(error, DASHBOARD_MESSAGES.resume) })
    } finally {
      setResuming(null)
    }
  }

  if (inProgress.isError) {
    return (
      <Alert tone="danger">{errorText(inProgress.error, DASHBOARD_MESSAGES.fetchInProgress)}</Alert>
    )
  }
  return (
    <>
      {(inProgress.data ?? []).map((interview) => (
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
          if (abandoning === null) return
          setActionError(null)
          try {
            await abandon.mutateAsync(abandoning)
          } catch (error) {
            setActionError({
              interviewId: abandoning,
              message: errorText(error, DASHBOARD_MESSAGES.abandon),
            })
          }
        }}
      />
      <WithdrawDialog
        interviewId={withdrawing}
        onClose={() => setWithdrawing(null)}
        onFailed={setActionError}
      />
    </>
  )
}

/** 'Withdraw your interview?' (docs/product.md#consent): asks first, then deletes it. */
export function WithdrawDialog({
  interviewId,
  onClose,
  onWithdrawn,
  onFailed,
}: {
  interviewId: string | null
  onClose: () => void
  onWithdrawn?: () => void
  /** The failure's text, shown on that interview's card. */
  onFailed: (failure: { interviewId: string; message: string }) => void
}) {
  const withdraw = useMutation(withdrawMutation(useQueryClient()))
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
        if (interviewId === null) return
        try {
          await withdraw.mutateAsync(interviewId)
          onWithdrawn?.()
        } catch (error) {
          onFailed({ interviewId, message: errorText(error, DASHBOARD_MESSAGES.withdraw) })
        }
      }}
    />
  )
}
