import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { errorText } from '@/api/query'
import type { Snapshot } from 'valtio'
import { numberQuestionTree } from '@/domain/interview-progress'
import type { PersistentQuestion, ProjectInterview } from '@/contract/types'
import { shortId } from '@/lib/ids'
import { provenanceOf } from '@/domain/provenance'
import {
  Alert,
  Badge,
  Box,
  DescriptionList,
  List,
  Modal,
  ProvenanceNote,
  SentimentBadge,
  Spinner,
  Stack,
  Text,
} from '@/ui'
import { formatDate } from '@/domain/dates'
import { intervieweeName } from '../interviewee'
import { persistentInterviewQuery, RESULTS_MESSAGES } from '../queries'

/** Follow-ups sit indented under the question they follow (docs/product.md#results: N.M, N.M.K). */
const indent = {
  0: {},
  1: { marginLeft: 'xl', paddingLeft: 'md', borderLeft: 'subtle' },
  2: { marginLeft: 'xxxl', paddingLeft: 'md', borderLeft: 'subtle' },
} as const

/** One answer of the details, as the slots that add to it (coding, composed in src/app) see it. */
export interface AnswerSlotContext {
  interviewId: string
  /** The question as numbered on screen ('2.1'). */
  label: string
  question: Snapshot<PersistentQuestion>
  /** The answer's stored text. */
  text: string
}

export interface InterviewDetailsModalProps {
  /** The interview as the results list has it. */
  interview: Snapshot<ProjectInterview>
  /** Sentiment badges are for admins only (docs/product.md#roles). */
  showSentiment: boolean
  onClose: () => void
  /** The answer's text with what the app adds to it (coded passages); plain text without it. */
  renderAnswer?: (context: AnswerSlotContext) => ReactNode
  /** The admin's sentiment of an answer with what the app adds to it (its correction). */
  renderSentiment?: (context: AnswerSlotContext) => ReactNode
}

/**
 * View Details (completed) or View Summary (in progress), docs/product.md#interview: the interview's questions
 * numbered, follow-ups indented as N.M and N.M.K.
 */
export function InterviewDetailsModal({
  interview,
  showSentiment,
  onClose,
  renderAnswer,
  renderSentiment,
}: InterviewDetailsModalProps) {
  const { data: tree, error } = useQuery(persistentInterviewQuery(interview.id))
  const completed = interview.isComplete

  // A finished interview shows its responses; an unfinished one also the question on screen.
  const questions = tree ? numberQuestionTree(tree, { answeredOnly: completed }) : []

  return (
    <Modal
      title={completed ? 'Interview Details' : 'Interview Summary'}
      size="lg"
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose()
      }}
    >
      <Stack gap="lg">
        <DescriptionList
          items={[
            { term: 'Interviewee', definition: intervieweeName(interview) },
            {
              term: 'Interview ID',
              definition: (
                <Text elementType="span" mono>
                  {shortId(interview.id)}
                </Text>
              ),
            },
            { term: 'Started', definition: formatDate(interview.createdAt, 'dateTime') },
            ...(tree?.completed_at
              ? [{ term: 'Completed', definition: formatDate(tree.completed_at, 'dateTime') }]
              : []),
          ]}
        />
        {/* docs/product.md#consent: when the interviewee agreed to the project's consent text. */}
        {interview.consent && (
          <Text size="sm">
            Consented on {formatDate(interview.consent.consentedAt, 'dateTime')}
          </Text>
        )}
        {error !== null && (
          <Alert tone="danger">{errorText(error, RESULTS_MESSAGES.getInterview)}</Alert>
        )}
        {tree === undefined && error === null && <Spinner label="Loading interview" />}
        {tree !== undefined && questions.length === 0 && (
          <Text tone="muted">
            {completed ? 'No responses recorded' : 'No questions recorded yet'}
          </Text>
        )}
        {questions.length > 0 && (
          <List as="ol" aria-label="Questions and answers">
            {questions.map(({ question, label, depth }) => {
              const context: AnswerSlotContext | null =
                question.answer_text === null
                  ? null
                  : { interviewId: interview.id, label, question, text: question.answer_text }
              return (
                <Box
                  as="li"
                  key={question.question_id}
                  display="flex"
                  flexDirection="column"
                  gap="xs"
                  {...indent[Math.min(depth, 2) as 0 | 1 | 2]}
                >
                  <Text weight="medium">
                    {/* Text resets its margins, so the gap is the wrapper's. */}
                    <Box as="span" marginRight="sm">
                      <Text elementType="span" weight="semibold">
                        {label}
                      </Text>
                    </Box>
                    {question.text}
                  </Text>
                  {/* docs/product.md#watch-live: the server sends it to the team only. */}
                  {question.suggestedBy !== undefined && (
                    <span>
                      <Badge tone="info">{`Suggested by ${question.suggestedBy}`}</Badge>
                    </span>
                  )}
                  {context === null ? (
                    <Text tone="muted">Not answered yet</Text>
                  ) : renderAnswer ? (
                    renderAnswer(context)
                  ) : (
                    <Text>{context.text}</Text>
                  )}
                  {showSentiment &&
                    question.sentiment !== null &&
                    (context !== null && renderSentiment ? (
                      renderSentiment(context)
                    ) : (
                      <span>
                        <SentimentBadge sentiment={question.sentiment} />
                      </span>
                    ))}
                  {showSentiment && context !== null && (
                    <ProvenanceNote provenance={provenanceOf(question)} />
                  )}
                </Box>
              )
            })}
          </List>
        )}
      </Stack>
    </Modal>
  )
}
