import { useEffect, useRef, useState, type FormEvent } from 'react'
import { SYSTEM_DEFAULT_LABEL } from '@/lib/microphones'
import { Alert, Button, Form, Inline, Meter, Spinner, Stack, Text, TextArea } from '@/ui'
import { canAnswer, canRetry } from '../interview-machine'
import { interviewActions, interviewState, useInputLevel, useInterview } from '../interview-store'
import { useMicrophones } from '../microphone-store'
import * as styles from './interview.css'

/** The live input level while recording; alone so only it re-renders twenty times a second. */
function InputLevel() {
  const level = useInputLevel()
  return <Meter label="Input level" value={Math.round(level * 100)} />
}

/** What the interview is doing, announced politely (docs/product.md#interview busy states). */
function Progress() {
  const { status, liveInterviewId, deviceLabel } = useInterview()
  const { chosenLabel } = useMicrophones()
  return (
    <div role="status">
      {status === 'recording' && (
        <Stack gap="xs">
          <Inline gap="sm">
            <span className={styles.recordingDot} aria-hidden="true" />
            <Text weight="semibold">Recording in progress...</Text>
          </Inline>
          <Text size="sm" tone="muted">
            Microphone: {deviceLabel ?? chosenLabel ?? SYSTEM_DEFAULT_LABEL}
          </Text>
        </Stack>
      )}
      {status === 'uploading' && <Spinner size="sm" label="Uploading your response..." showLabel />}
      {status === 'waiting' && liveInterviewId !== null && (
        <Spinner size="sm" label="Processing..." showLabel />
      )}
    </div>
  )
}

/** Admins may type instead of speaking (docs/product.md#interview, docs/product.md#validation: trimmed, non-empty). */
function TypedAnswer({ onClose }: { onClose: () => void }) {
  const snapshot = useInterview()
  const [text, setText] = useState('')
  const isDisabled = text.trim() === '' || !canAnswer(snapshot)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const sent = await interviewActions.submitText(text)
    // A failed answer keeps its text, to edit or to retry.
    if (sent && interviewState.error === null) setText('')
  }

  return (
    <Form gap="sm" onSubmit={(event) => void submit(event)}>
      <TextArea label="Your response" value={text} onChange={setText} autoFocus />
      <Inline gap="sm">
        <Button type="submit" isDisabled={isDisabled}>
          Submit Response
        </Button>
        <Button variant="secondary" onPress={onClose}>
          Cancel
        </Button>
      </Inline>
    </Form>
  )
}

export interface AnswerControlsProps {
  /** Admins may type a response (docs/product.md#roles). */
  canType: boolean
}

/** Recording, typing, progress, and the last error with Retry (docs/product.md#interview Interview screen). */
export function AnswerControls({ canType }: AnswerControlsProps) {
  const snapshot = useInterview()
  const [typing, setTyping] = useState(false)
  const answering = canAnswer(snapshot)
  const recording = snapshot.status === 'recording'
  const startButton = useRef<HTMLButtonElement>(null)
  const typedForm = useRef<HTMLDivElement>(null)

  // A pressed button that gets disabled (or a screen that changes) drops the focus; once an
  // answer can be given again, it returns to where the next answer starts.
  useEffect(() => {
    if (!answering) return
    const active = document.activeElement
    if (active !== null && active !== document.body) return
    if (typing) typedForm.current?.querySelector('textarea')?.focus()
    else startButton.current?.focus()
  }, [answering, typing])

  return (
    <Stack gap="md">
      {snapshot.error !== null && (
        <Alert
          tone="danger"
          action={
            canRetry(snapshot) ? (
              <Button variant="secondary" onPress={() => void interviewActions.retryLastAnswer()}>
                Retry
              </Button>
            ) : undefined
          }
        >
          {snapshot.error}
        </Alert>
      )}
      <Inline gap="sm">
        {recording ? (
          <Button variant="danger" onPress={() => void interviewActions.stopRecording()}>
            Stop Recording
          </Button>
        ) : (
          <Button
            ref={startButton}
            onPress={() => void interviewActions.startRecording()}
            isDisabled={!answering}
          >
            Start Recording
          </Button>
        )}
        {canType && !typing && (
          <Button variant="secondary" onPress={() => setTyping(true)} isDisabled={!answering}>
            Type response instead
          </Button>
        )}
      </Inline>
      <Progress />
      {recording && <InputLevel />}
      {canType && typing && (
        <div ref={typedForm}>
          <TypedAnswer onClose={() => setTyping(false)} />
        </div>
      )}
    </Stack>
  )
}
