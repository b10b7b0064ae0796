import { useMutation } from '@tanstack/react-query'
import { useEffect, useReducer, useState, type FormEvent } from 'react'
import { observeInterview } from '@/api/observe-socket'
import { serverMessage } from '@/api/call'
import { errorText, unwrap } from '@/api/query'
import { suggestProbe } from '@/api/resources/study'
import type { ApiSchemas } from '@/contract/types'
import {
  Alert,
  Badge,
  Box,
  Button,
  Form,
  List,
  Modal,
  SentimentBadge,
  Spinner,
  Stack,
  Text,
  TextField,
} from '@/ui'
import { initialWatchState, questionOnScreen, watchReducer } from '../watch-live-state'
import { WATCH_LIVE_TEXTS } from '../messages'

type ProbeSuggestion = ApiSchemas['ProbeSuggestion']

/** The observe socket's close when the participant's demo tab closed (openapi.yaml x-websockets). */
const CLOSE_PARTICIPANT_LEFT = 4410

function probeNote(probe: ProbeSuggestion | null): string | null {
  if (!probe) return null
  return WATCH_LIVE_TEXTS[probe.status]
}

/** Watch live on an interview of the In Progress tab; the app opens the view at its address. */
export function WatchLiveButton({ onOpen }: { onOpen: () => void }) {
  return (
    <Button variant="secondary" size="sm" onPress={onOpen}>
      Watch live
    </Button>
  )
}

export interface WatchLiveProps {
  /** The persistent interview to watch. */
  interviewId: string
  /** Sentiment is for admins only (docs/product.md#roles). */
  showSentiment: boolean
  onClose: () => void
}

/**
 * Watch live (docs/product.md#watch-live): the interview's questions and answers as they happen,
 * over the observe socket, and Suggest a probe. The participant is never told who watches.
 */
export function WatchLive({ interviewId, showSentiment, onClose }: WatchLiveProps) {
  const [state, dispatch] = useReducer(watchReducer, initialWatchState)
  const [closedCode, setClosedCode] = useState<number | null>(null)
  const [text, setText] = useState('')

  useEffect(
    () => observeInterview(interviewId, { onMessage: dispatch, onClose: setClosedCode }),
    [interviewId],
  )

  const suggestion = useMutation({
    mutationFn: (body: ApiSchemas['SuggestProbeRequest']) =>
      unwrap(
        suggestProbe(interviewId, body, {
          // A refusal says why in the server's words (the interview moved on, depth used up).
          failure: serverMessage(WATCH_LIVE_TEXTS.failure),
          fields: { interviewId },
        }),
      ),
    onSuccess: (probe) => {
      setText('')
      dispatch({ type: 'probe', probe })
    },
  })

  const onScreen = questionOnScreen(state)
  const live = state.connected && state.ended === null && closedCode === null
  const note = probeNote(state.probe)

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!onScreen || text.trim() === '') return
    suggestion.mutate({ questionId: onScreen.id, text: text.trim() })
  }

  return (
    <Modal
      title={state.intervieweeName ? `Watch live: ${state.intervieweeName}` : 'Watch live'}
      size="lg"
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose()
      }}
    >
      <Stack gap="md">
        {!state.connected && closedCode === null && <Spinner label="Connecting to the interview" />}
        {state.ended !== null && (
          <Alert tone="info" role="status">
            {WATCH_LIVE_TEXTS.ended}
          </Alert>
        )}
        {state.ended === null && closedCode === CLOSE_PARTICIPANT_LEFT && (
          <Alert tone="info" role="status">
            {WATCH_LIVE_TEXTS.left}
          </Alert>
        )}
        {state.ended === null && closedCode !== null && closedCode !== CLOSE_PARTICIPANT_LEFT && (
          <Alert tone="danger">{WATCH_LIVE_TEXTS.lost}</Alert>
        )}
        <List as="ol" aria-label="Questions and answers">
          {state.questions.map((question) => (
            <Box
              as="li"
              key={question.id}
              display="flex"
              flexDirection="column"
              gap="xs"
              {...(question.followUpOf !== null && {
                marginLeft: 'xl',
                paddingLeft: 'md',
                borderLeft: 'subtle',
              })}
            >
              <Text weight="semibold">{question.text}</Text>
              {question.suggestedBy !== undefined && (
                <span>
                  <Badge tone="info">{`Suggested by ${question.suggestedBy}`}</Badge>
                </span>
              )}
              {question.answer === null ? (
                <Text tone="muted">{WATCH_LIVE_TEXTS.waiting}</Text>
              ) : (
                <Text>{question.answer}</Text>
              )}
              {showSentiment && question.sentiment !== undefined && (
                <span>
                  <SentimentBadge sentiment={question.sentiment} />
                </span>
              )}
            </Box>
          ))}
        </List>
        {live && (
          <Form gap="sm" onSubmit={submit}>
            <TextField
              label="Suggest a probe"
              description="Asked as the next follow-up of the question on screen."
              value={text}
              onChange={setText}
              maxLength={500}
              isRequired
            />
            <span>
              <Button type="submit" isPending={suggestion.isPending}>
                Suggest
              </Button>
            </span>
          </Form>
        )}
        {suggestion.isError && (
          <Alert tone="danger">{errorText(suggestion.error, WATCH_LIVE_TEXTS.failure)}</Alert>
        )}
        <div role="status">{!suggestion.isError && note && <Text>{note}</Text>}</div>
      </Stack>
    </Modal>
  )
}
