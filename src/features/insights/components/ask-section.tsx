import { useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query'
import { useId, useMemo, useState, type FormEvent } from 'react'
import { errorText } from '@/api/query'
import type { AskedQuestion, Project } from '@/contract/types'
import { formatDate } from '@/domain/dates'
import { sprinkles } from '@/styles'
import {
  Alert,
  Box,
  Button,
  Form,
  Heading,
  Inline,
  List,
  Quote,
  Spinner,
  Stack,
  Text,
  TextField,
  UserText,
} from '@/ui'
import {
  answerLookup,
  checkCitations,
  hiddenCitationsNotice,
  mentionLine,
  type AnswerLookup,
} from '../analysis/citations'
import type { SegmentCondition } from '../analysis/segments'
import type { InsightsInput } from '../analysis/types'
import { askQuestion } from '../ask-api'
import { ASK_MESSAGES } from '../messages'
import { askedQuestionsQuery } from '../queries'
import { segmentWords } from '../share-links'
import { Section } from './section'

export interface AskSectionProps {
  project: Project
  /** The Segment filter's conditions: the scope of a question asked now. */
  segment: readonly SegmentCondition[]
  /** The segment in words, as the Segment filter says it; empty for none. */
  segmentLabel: string
  /** Every interview of the project, to check citations of any scope against. */
  input: InsightsInput
  onOpenInterview: (interviewId: string) => void
}

/** The contract's limit on a question. */
const MAX_QUESTION_LENGTH = 500

/** The question takes the row's room beside its button. */
const questionWidth = sprinkles({ flex: 'large', minWidth: 0 })
/** An answer, set off from the form and the earlier questions. */
const setOff = sprinkles({ paddingTop: 'sm', borderTop: 'subtle' })

const scopeOf = (asked: AskedQuestion) =>
  asked.segment.length === 0 ? 'All interviews' : segmentWords(asked.segment)

/**
 * Ask your interviews (docs/product.md#ask): a question of the current segment's interviews,
 * answered evidence first. Every citation is checked against the answer it cites before it is
 * quoted; earlier questions stay listed, newest first, their passages checked again when opened.
 */
export function AskSection({
  project,
  segment,
  segmentLabel,
  input,
  onOpenInterview,
}: AskSectionProps) {
  const [question, setQuestion] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [current, setCurrent] = useState<AskedQuestion | null>(null)
  const queryClient = useQueryClient()
  const earlier = useQuery(askedQuestionsQuery(project.id))
  const lookup = useMemo(() => answerLookup(input), [input])

  async function ask(event: FormEvent) {
    event.preventDefault()
    const text = question.trim()
    if (text === '' || busy) return
    setBusy(true)
    setError(null)
    const outcome = await askQuestion(project.id, text, segment)
    setBusy(false)
    if (!outcome.ok) {
      setError(outcome.error)
      return
    }
    setCurrent(outcome.data)
    queryClient.setQueryData(
      askedQuestionsQuery(project.id).queryKey,
      (list) => list && [outcome.data, ...list],
    )
  }

  return (
    <Section title="Ask your interviews" screenOnly>
      <Form gap="sm" onSubmit={(event) => void ask(event)}>
        <Inline gap="sm" align="flex-end">
          <TextField
            label="Question"
            value={question}
            onChange={setQuestion}
            maxLength={MAX_QUESTION_LENGTH}
            className={questionWidth}
          />
          <Button type="submit" isDisabled={busy || question.trim() === ''}>
            Ask
          </Button>
        </Inline>
        <Text size="sm" tone="muted">
          {`Scope: ${segmentLabel === '' ? 'All interviews' : segmentLabel}`}
        </Text>
      </Form>
      <div aria-live="polite">
        {busy && <Spinner label="Asking your interviews" />}
        {error !== null && <Alert tone="danger">{error}</Alert>}
        {current && !busy && (
          <div role="group" aria-label="Answer">
            <Answer asked={current} lookup={lookup} onOpenInterview={onOpenInterview} />
          </div>
        )}
      </div>
      <EarlierQuestions earlier={earlier} lookup={lookup} onOpenInterview={onOpenInterview} />
    </Section>
  )
}

interface AnswerProps {
  asked: AskedQuestion
  lookup: AnswerLookup
  onOpenInterview: (interviewId: string) => void
}

/** The count, the checked passages, then the summary: evidence first. */
function Answer({ asked, lookup, onOpenInterview }: AnswerProps) {
  const { shown, hidden } = checkCitations(asked.citations, lookup)
  const notice = hiddenCitationsNotice(hidden)
  return (
    <Stack gap="sm" className={setOff}>
      <Text weight="semibold">{mentionLine(asked)}</Text>
      {asked.mentionCount === 0 && <Text>No evidence found in these interviews.</Text>}
      {shown.length > 0 && (
        <List aria-label={`Passages on ${asked.question}`}>
          {shown.map((citation) => (
            <li key={`${citation.interviewId}:${citation.questionId}:${citation.start}`}>
              <Quote text={citation.text}>
                <Inline as="div" gap="sm">
                  <Text elementType="span" size="sm" tone="muted">
                    {`Question ${citation.label}`}
                  </Text>
                  <Button
                    variant="ghost"
                    size="sm"
                    onPress={() => onOpenInterview(citation.interviewId)}
                  >
                    View interview
                  </Button>
                </Inline>
              </Quote>
            </li>
          ))}
        </List>
      )}
      {notice !== '' && (
        <Text size="sm" tone="warning">
          {notice}
        </Text>
      )}
      {asked.summary !== undefined && <Text>{`Summary: ${asked.summary}`}</Text>}
      <Text size="sm" tone="muted">
        {`Scope: ${scopeOf(asked)} · Answered by ${asked.engine}`}
      </Text>
    </Stack>
  )
}

interface EarlierQuestionsProps {
  earlier: UseQueryResult<AskedQuestion[]>
  lookup: AnswerLookup
  onOpenInterview: (interviewId: string) => void
}

function EarlierQuestions({ earlier, lookup, onOpenInterview }: EarlierQuestionsProps) {
  const id = useId()
  let body
  if (earlier.isPending) body = <Spinner label="Loading earlier questions" />
  else if (earlier.isError)
    body = <Alert tone="danger">{errorText(earlier.error, ASK_MESSAGES.list)}</Alert>
  else if (earlier.data.length === 0) body = <Text tone="muted">No questions asked yet.</Text>
  else
    body = (
      <List aria-labelledby={id}>
        {earlier.data.map((asked) => (
          <EarlierQuestion
            key={asked.id}
            asked={asked}
            lookup={lookup}
            onOpenInterview={onOpenInterview}
          />
        ))}
      </List>
    )
  return (
    <Stack gap="sm">
      <Heading level={5} size="md" id={id}>
        Earlier questions
      </Heading>
      {body}
    </Stack>
  )
}

function EarlierQuestion({ asked, lookup, onOpenInterview }: AnswerProps) {
  const [open, setOpen] = useState(false)
  const passages = useId()
  const by = `${asked.askedBy.firstName} ${asked.askedBy.lastName}`
  return (
    <Box as="li" paddingY="sm" borderBottom="subtle">
      <Stack gap="xs">
        <Text weight="semibold">{asked.question}</Text>
        <Text size="sm" tone="muted">
          Asked by <UserText>{by}</UserText>
          {` on ${formatDate(asked.askedAt, 'dateTime')} · Scope: ${scopeOf(asked)} · ${asked.engine}`}
        </Text>
        <Text size="sm">{mentionLine(asked)}</Text>
        <Inline gap="sm">
          <Button
            variant="secondary"
            size="sm"
            aria-expanded={open}
            aria-controls={open ? passages : undefined}
            aria-label={`${open ? 'Hide' : 'Show'} passages for ${asked.question}`}
            onPress={() => setOpen(!open)}
          >
            {open ? 'Hide passages' : 'Show passages'}
          </Button>
        </Inline>
        {open && (
          <div id={passages}>
            <Answer asked={asked} lookup={lookup} onOpenInterview={onOpenInterview} />
          </div>
        )}
      </Stack>
    </Box>
  )
}
