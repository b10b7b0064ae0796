import { useState } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { errorText, unwrap } from '@/api/query'
import { listPersistentInterviews } from '@/api/resources/persistent-interviews'
import { formatDate } from '@/domain/dates'
import { Alert, Button, Card, Stack, Text } from '@/ui'
import { WithdrawDialog } from './in-progress-interviews'
import { SHARED_MESSAGES } from '@/domain/messages'

const FAILURE = SHARED_MESSAGES.listInterviews
const query = { scope: 'mine', status: 'completed', limit: 100 } as const
const key = ['listPersistentInterviews', query] as const

/**
 * An interviewee's completed interviews (docs/product.md#consent), each with Withdraw my
 * interview: the dashboard otherwise shows only the ones in progress.
 */
export function CompletedInterviews() {
  const queryClient = useQueryClient()
  const [actionError, setActionError] = useState<{ interviewId: string; message: string } | null>(
    null,
  )
  const [withdrawing, setWithdrawing] = useState<string | null>(null)
  const completed = useQuery({
    queryKey: key,
    queryFn: () => unwrap(listPersistentInterviews(query, { failure: FAILURE })),
  })

  if (completed.isError) return <Alert tone="danger">{errorText(completed.error, FAILURE)}</Alert>
  const items = completed.data?.items ?? []
  if (items.length === 0) return null
  return (
    <Card as="section" title="My Interviews" headingLevel={2}>
      <Stack gap="md">
        {items.map((interview) => (
          <Stack key={interview.interview_id} gap="xs">
            <Text weight="semibold">
              {`${interview.metadata.company} - ${interview.metadata.product}`}
            </Text>
            <Text tone="muted" size="sm">
              Completed: {formatDate(interview.completed_at ?? interview.started_at, 'dateTime')}
            </Text>
            {actionError?.interviewId === interview.interview_id && (
              <Alert tone="danger">{actionError.message}</Alert>
            )}
            <div>
              <Button
                variant="secondary"
                size="sm"
                aria-label={`Withdraw my interview about ${interview.metadata.product}, completed ${formatDate(interview.completed_at ?? interview.started_at, 'dateTime')}`}
                onPress={() => setWithdrawing(interview.interview_id)}
              >
                Withdraw my interview
              </Button>
            </div>
          </Stack>
        ))}
      </Stack>
      <WithdrawDialog
        interviewId={withdrawing}
        onClose={() => setWithdrawing(null)}
        onWithdrawn={() => void queryClient.invalidateQueries({ queryKey: key })}
        onFailed={setActionError}
      />
    </Card>
  )
}
