import { useEffect, useState } from 'react'
import type { Snapshot } from 'valtio'
import { numberQuestionTree } from '../../../domain/interview-progress'
import type { PersistentInterview, ProjectInterview } from '../../../api/types'
import { shortId } from '../../../lib/ids'
import { Alert, Modal, SentimentBadge, Spinner, Stack, Text } from '../../../ui'
import { formatDate } from '../../../domain/dates'
import { intervieweeName } from '../interviewee'
import { resultsActions } from '../results-store'
import * as styles from './results.css'

export interface InterviewDetailsModalProps {
  /** The interview as the results list has it. */
  interview: Snapshot<ProjectInterview>
  /** Sentiment badges are for admins only (docs/product.md#roles). */
  showSentiment: boolean
  onClose: () => void
}

/**
 * View Details (completed) or View Summary (in progress), docs/product.md#interview: the interview's questions
 * numbered, follow-ups indented as N.M and N.M.K.
 */
export function InterviewDetailsModal({
  interview,
  showSentiment,
  onClose,
}: InterviewDetailsModalProps) {
  const [tree, setTree] = useState<PersistentInterview | null>(null)
  const [error, setError] = useState<string | null>(null)
  const completed = interview.isComplete

  useEffect(() => {
    let current = true
    void resultsActions.loadInterview(interview.id).then((outcome) => {
      if (!current) return
      if (outcome.ok) setTree(outcome.data)
      else setError(outcome.error)
    })
    return () => {
      current = false
    }
  }, [interview.id])

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
        <dl className={styles.facts}>
          <dt className={styles.term}>Interviewee</dt>
          <dd className={styles.definition}>{intervieweeName(interview)}</dd>
          <dt className={styles.term}>Interview ID</dt>
          <dd className={styles.definition}>
            <Text elementType="span" mono>
              {shortId(interview.id)}
            </Text>
          </dd>
          <dt className={styles.term}>Started</dt>
          <dd className={styles.definition}>{formatDate(interview.createdAt, 'dateTime')}</dd>
          {tree?.completed_at && (
            <>
              <dt className={styles.term}>Completed</dt>
              <dd className={styles.definition}>{formatDate(tree.completed_at, 'dateTime')}</dd>
            </>
          )}
        </dl>
        {error !== null && <Alert tone="danger">{error}</Alert>}
        {tree === null && error === null && <Spinner label="Loading interview" />}
        {tree !== null && questions.length === 0 && (
          <Text tone="muted">
            {completed ? 'No responses recorded' : 'No questions recorded yet'}
          </Text>
        )}
        {questions.length > 0 && (
          <ol className={styles.list} aria-label="Questions and answers">
            {questions.map(({ question, label, depth }) => (
              <li
                key={question.question_id}
                className={[
                  styles.question,
                  styles.depth[Math.min(depth, 2) as 0 | 1 | 2],
                  depth > 0 ? styles.followUp : '',
                ].join(' ')}
              >
                <Text weight="medium">
                  <span className={styles.label}>{label}</span>
                  {question.text}
                </Text>
                {question.answer_text !== null ? (
                  <Text>{question.answer_text}</Text>
                ) : (
                  <Text tone="muted">Not answered yet</Text>
                )}
                {showSentiment && question.sentiment !== null && (
                  <span>
                    <SentimentBadge sentiment={question.sentiment} />
                  </span>
                )}
              </li>
            ))}
          </ol>
        )}
      </Stack>
    </Modal>
  )
}
