import { useNavigate } from '@tanstack/react-router'
import { sprinkles } from '@/styles'
import { Alert, Button, Heading, Modal, Stack, Text } from '@/ui'

/** docs/product.md#root-shell: what an address shows to someone who may not see it. */
const ACCESS_DENIED = "You don't have access to this page."

/** The way back from an address that cannot show: the dashboard's own address. */
function BackToDashboard() {
  const navigate = useNavigate()
  return <Button onPress={() => void navigate({ to: '/' })}>Back to Dashboard</Button>
}

/**
 * A page's address that cannot show (an analysis workspace, an interview): the header, then the
 * reason in place of the page. `message` is another failure's text (no answer, a server error).
 */
export function AccessDeniedPage({
  header,
  message = ACCESS_DENIED,
}: {
  header: React.ReactNode
  message?: string
}) {
  return (
    <>
      {header}
      <main className={sprinkles({ paddingX: 'xl', paddingY: 'xl' })}>
        <Stack gap="md">
          <Heading level={2}>Page not available</Heading>
          {message === ACCESS_DENIED ? (
            <Text>{message}</Text>
          ) : (
            <Alert tone="danger">{message}</Alert>
          )}
          <span>
            <BackToDashboard />
          </span>
        </Stack>
      </main>
    </>
  )
}

/**
 * A dialog's address that cannot show: a dialog saying so over the page under it. Closing it goes
 * to the dashboard, or `onClose` (the workspace it was opened over).
 */
export function AccessDeniedDialog({
  message = ACCESS_DENIED,
  onClose,
}: {
  message?: string
  onClose?: () => void
}) {
  const navigate = useNavigate()
  return (
    <Modal
      title="Page not available"
      isOpen
      onOpenChange={(open) => {
        if (open) return
        if (onClose) onClose()
        else void navigate({ to: '/' })
      }}
    >
      <Stack gap="md">
        {message === ACCESS_DENIED ? (
          <Text>{message}</Text>
        ) : (
          <Alert tone="danger">{message}</Alert>
        )}
        <span>
          <BackToDashboard />
        </span>
      </Stack>
    </Modal>
  )
}
