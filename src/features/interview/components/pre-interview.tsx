import { Alert, Button, Card, Heading, Inline, Stack, Text } from '@/ui'
import * as styles from './interview.css'

export interface PreInterviewProps {
  company: string
  product: string
  /** The interview is starting (docs/product.md#interview: 'Starting Interview...'). */
  isStarting: boolean
  /** Why the last start failed, shown beside the button. */
  error: string | null
  onStart: () => void
  onBack: () => void
}

/** docs/product.md#interview Pre-interview screen: what the interview is about, and Start Interview. */
export function PreInterview({
  company,
  product,
  isStarting,
  error,
  onStart,
  onBack,
}: PreInterviewProps) {
  return (
    <Stack gap="xl" className={styles.narrow}>
      {/* Focused when Start Interview on the dashboard led here (src/app/signed-in-shell.tsx). */}
      <Heading level={2} size="xl" data-page-heading>
        {company} - {product}
      </Heading>
      <Card title="Ready to Start Interview" headingLevel={3}>
        <Text tone="muted">
          You will be asked a few questions about {product}. Answer each one by recording your
          voice; follow-up questions may come after an answer.
        </Text>
        {error !== null && <Alert tone="danger">{error}</Alert>}
        <Inline gap="sm">
          {/* Not isPending: its announcement would outlive this screen, labelled by a gone id. */}
          <Button onPress={onStart} isDisabled={isStarting}>
            {isStarting ? 'Starting Interview...' : 'Start Interview'}
          </Button>
          <Button variant="secondary" onPress={onBack} isDisabled={isStarting}>
            Back to Dashboard
          </Button>
        </Inline>
      </Card>
    </Stack>
  )
}
