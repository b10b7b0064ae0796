import { useMutation } from '@tanstack/react-query'
import { errorText, unwrap } from '@/api/query'
import { withdrawPersistentInterview } from '@/api/resources/persistent-interviews'
import { clearToken, writeToken } from '@/lib/token'
import { Alert, Button, ConfirmDialog, DialogTrigger, Heading, Stack, Text } from '@/ui'
import { STUDY_MESSAGES } from '../messages'

/**
 * A participant link's thank-you page (docs/product.md#participant-links), with Withdraw my
 * interview while the page is open. Lazy: its dialog brings React Aria, which the consent form,
 * the page's first load, does without.
 */
export function ThankYou({
  sessionToken,
  persistentId,
  onWithdrawn,
}: {
  sessionToken: string | null
  persistentId: string | null
  onWithdrawn: () => void
}) {
  const withdraw = useMutation({
    mutationFn: async (id: string) => {
      // The session was put away at the end of the interview; Withdraw is its last call.
      if (sessionToken) writeToken(sessionToken)
      try {
        return await unwrap(withdrawPersistentInterview(id, { failure: STUDY_MESSAGES.withdraw }))
      } finally {
        clearToken()
      }
    },
    onSuccess: onWithdrawn,
  })
  return (
    <Stack gap="md">
      <Heading level={1} data-page-heading>
        Thank you
      </Heading>
      <Text>Your interview is complete. You can close this page.</Text>
      {withdraw.isError && (
        <Alert tone="danger">{errorText(withdraw.error, STUDY_MESSAGES.withdraw)}</Alert>
      )}
      {sessionToken !== null && persistentId !== null && (
        <DialogTrigger>
          <Button variant="secondary">Withdraw my interview</Button>
          <ConfirmDialog
            title="Withdraw your interview?"
            message="Your answers will be deleted and the research team will not see them. This cannot be undone."
            confirmLabel="Withdraw"
            onConfirm={() =>
              withdraw.mutateAsync(persistentId).then(
                () => undefined,
                () => undefined,
              )
            }
          />
        </DialogTrigger>
      )}
    </Stack>
  )
}
