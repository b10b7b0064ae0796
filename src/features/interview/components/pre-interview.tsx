import { useState } from 'react'
import {
  Alert,
  Button,
  Card,
  Checkbox,
  ContentBlock,
  Heading,
  Inline,
  Stack,
  Text,
  UserText,
} from '@/ui'
import { sprinkles } from '@/styles'

export interface PreInterviewProps {
  company: string
  product: string
  /** The project's consent text (docs/product.md#consent), agreed to before the first question. */
  consentText: string
  /** The interview is starting (docs/product.md#interview: 'Starting Interview...'). */
  isStarting: boolean
  /** Why the last start failed, shown beside the button. */
  error: string | null
  onStart: () => void
  /** Back to Dashboard; absent where there is no dashboard (a participant link's interview). */
  onBack?: (() => void) | undefined
}

/** docs/product.md#interview Pre-interview screen: what the interview is about, and Start Interview. */
export function PreInterview({
  company,
  product,
  consentText,
  isStarting,
  error,
  onStart,
  onBack,
}: PreInterviewProps) {
  const [agreed, setAgreed] = useState(false)
  return (
    <ContentBlock width="medium">
      <Stack gap="xl">
        {/* Focused when Start Interview on the dashboard led here (src/app/signed-in-shell.tsx). */}
        <Heading level={2} size="xl" data-page-heading>
          {company} - {product}
        </Heading>
        <Card title="Ready to Start Interview" headingLevel={3}>
          <Text tone="muted">
            You will be asked a few questions about {product}. Answer each one by recording your
            voice; follow-up questions may come after an answer.
          </Text>
        </Card>
        <Card title="Before you start" headingLevel={3}>
          <Text className={sprinkles({ whiteSpace: 'pre-line' })}>
            <UserText>{consentText}</UserText>
          </Text>
          <Checkbox isSelected={agreed} onChange={setAgreed} isRequired>
            I agree to take part
          </Checkbox>
          {error !== null && <Alert tone="danger">{error}</Alert>}
          <Inline gap="sm">
            {/* Not isPending: its announcement would outlive this screen, labelled by a gone id. */}
            <Button onPress={onStart} isDisabled={isStarting || !agreed}>
              {isStarting ? 'Starting Interview...' : 'Start Interview'}
            </Button>
            {onBack && (
              <Button variant="secondary" onPress={onBack} isDisabled={isStarting}>
                Back to Dashboard
              </Button>
            )}
          </Inline>
        </Card>
      </Stack>
    </ContentBlock>
  )
}
