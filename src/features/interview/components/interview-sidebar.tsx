import { useQuery } from '@tanstack/react-query'
import { useEffect, useId, useRef } from 'react'
import { shortId } from '@/lib/ids'
import { SYSTEM_DEFAULT_LABEL } from '@/lib/microphones'
import {
  Alert,
  Button,
  ConfirmDialog,
  DescriptionList,
  DialogTrigger,
  Heading,
  Inline,
  Stack,
  Switch,
} from '@/ui'
import { sprinkles } from '@/styles'
import { interviewActions, useInterview } from '../interview-store'
import {
  aiStatusQuery,
  currentModelsQuery,
  currentPromptQuery,
  fileName,
  NOT_SET,
} from '../interviewer-config'
import { microphoneActions, useMicrophones } from '../microphone-store'
import { speechActions, speechRecognitionAvailable, useSpeechSetting } from '../speech'
import { MicrophonePicker } from './microphone-picker'

const sidebarFrame = sprinkles({
  padding: 'lg',
  border: 'subtle',
  borderRadius: 'lg',
  background: 'surface',
  color: 'text',
})

/** Admins see which models and prompt the interview runs on (docs/product.md#interview, docs/product.md#roles). */
function AiConfiguration() {
  const models = useQuery(currentModelsQuery())
  const prompt = useQuery(currentPromptQuery())
  const status = useQuery(aiStatusQuery())
  const headingId = useId()
  // Only the AI status is asked again at each new question: a provider can fail, or come back,
  // mid-interview, while the models and prompt stay as the interview started with them.
  const questionId = useInterview().question?.id
  const askedAt = useRef(questionId)
  const refetchStatus = status.refetch
  useEffect(() => {
    if (askedAt.current === questionId) return
    askedAt.current = questionId
    void refetchStatus()
  }, [questionId, refetchStatus])

  const shown = (query: { isPending: boolean }, value: string | null | undefined) =>
    query.isPending ? 'Loading...' : (value ?? NOT_SET)

  return (
    <Stack as="section" gap="sm" aria-labelledby={headingId}>
      <Heading level={2} size="sm" id={headingId}>
        AI Configuration
      </Heading>
      <DescriptionList
        variant="compact"
        items={[
          { term: 'Chat model', definition: shown(models, models.data?.chatModel || null) },
          { term: 'Audio model', definition: shown(models, models.data?.audioModel || null) },
          { term: 'Prompt', definition: shown(prompt, fileName(prompt.data?.currentPrompt)) },
        ]}
      />
      {status.data?.provider === 'unavailable' && (
        <Alert tone="warning" role="status">
          AI provider unavailable: using the local engine
        </Alert>
      )}
    </Stack>
  )
}

/** docs/product.md#interview: the microphone in use, Change Microphone, refresh and Test Mic, with their notices. */
function MicrophoneSection() {
  const { deviceLabel } = useInterview()
  const { chosenLabel, loading, busy, notice } = useMicrophones()
  const headingId = useId()

  useEffect(() => () => microphoneActions.dismissNotice(), [])

  return (
    <Stack as="section" gap="sm" aria-labelledby={headingId}>
      <Heading level={2} size="sm" id={headingId}>
        Microphone
      </Heading>
      <DescriptionList
        variant="compact"
        items={[{ term: 'In use', definition: chosenLabel ?? deviceLabel ?? SYSTEM_DEFAULT_LABEL }]}
      />
      <Inline gap="xs">
        <DialogTrigger>
          <Button variant="secondary" size="sm">
            Change Microphone
          </Button>
          <MicrophonePicker />
        </DialogTrigger>
        <Button
          variant="ghost"
          size="sm"
          aria-label="Refresh microphones"
          isPending={loading}
          onPress={() => void microphoneActions.refresh()}
        >
          Refresh
        </Button>
        <Button
          variant="secondary"
          size="sm"
          isDisabled={busy}
          onPress={() => void microphoneActions.test()}
        >
          Test Mic
        </Button>
      </Inline>
      {speechRecognitionAvailable() && <TranscribeMyVoice />}
      {notice !== null && (
        <Alert
          tone={notice.tone}
          role={notice.tone === 'danger' ? 'alert' : 'status'}
          title={notice.title}
        >
          {notice.detail}
        </Alert>
      )}
    </Stack>
  )
}

/** Off by default: unless the browser recognises on the device, the voice goes to its maker. */
function TranscribeMyVoice() {
  const { enabled, onDevice } = useSpeechSetting()
  useEffect(() => {
    void speechActions.checkOnDevice()
  }, [])
  return (
    <Switch
      isSelected={enabled}
      onChange={(on) => speechActions.setEnabled(on)}
      description={onDevice ? ON_DEVICE_DESCRIPTION : SPEECH_DESCRIPTION}
    >
      Transcribe my voice
    </Switch>
  )
}

const ON_DEVICE_DESCRIPTION =
  'Your browser writes down what you say on this device: your voice is not sent anywhere to be recognised.'

const SPEECH_DESCRIPTION =
  "Your browser writes down what you say. Unless it recognises speech on this device, it sends your voice to its maker's speech service (Google for Chrome, Apple for Safari, Microsoft for Edge)."

export interface InterviewSidebarProps {
  isAdmin: boolean
  /** Restart Interview, confirmed: resolves once the interview is discarded. */
  onRestart: () => Promise<void>
  /** False where there is no dashboard (a participant link's interview): no Restart, no Back. */
  canLeave?: boolean
}

/** docs/product.md#interview sidebar, once the interview has started. */
export function InterviewSidebar({ isAdmin, onRestart, canLeave = true }: InterviewSidebarProps) {
  const { persistentId } = useInterview()
  const actionsId = useId()

  return (
    <Stack as="aside" aria-label="Interview settings" gap="xl" dividers className={sidebarFrame}>
      {isAdmin && <AiConfiguration />}
      <MicrophoneSection />
      <Stack as="section" gap="sm" aria-labelledby={actionsId}>
        <Heading level={2} size="sm" id={actionsId}>
          Interview
        </Heading>
        {persistentId !== null && (
          <DescriptionList
            variant="compact"
            items={[{ term: 'Interview ID', definition: shortId(persistentId) }]}
          />
        )}
        {canLeave && (
          <Stack gap="sm" align="flex-start">
            <DialogTrigger>
              <Button variant="danger">Restart Interview</Button>
              <ConfirmDialog
                title="Restart Interview?"
                message="This will discard all progress and return to the dashboard."
                confirmLabel="Yes, Restart"
                onConfirm={onRestart}
              />
            </DialogTrigger>
            <Button variant="secondary" onPress={() => void interviewActions.leave()}>
              Back to Dashboard
            </Button>
          </Stack>
        )}
      </Stack>
    </Stack>
  )
}
