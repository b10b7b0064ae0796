import { useId, useState } from 'react'
import { Alert, Card, Heading, Stack, Text } from '@/ui'
import { useInterview } from '../interview-store'
import { answeredPrimaryAnswers, answersForDisplay, currentQuestionLabel } from '../numbering'
import { AnswerControls } from './answer-controls'
import { AnswerList, type AnswerItem } from './answer-list'

/**
 * 'Resumed your interview: 2 earlier answers restored.': the answered primary questions, as the
 * dashboard's 'Questions answered' counts them.
 */
function resumedNotice(count: number): string {
  return `Resumed your interview: ${count} earlier ${count === 1 ? 'answer' : 'answers'} restored.`
}

export interface InterviewScreenProps {
  title: string
  isAdmin: boolean
}

/** docs/product.md#interview Interview screen: the question, the answer controls and the Previous Responses. */
export function InterviewScreen({ title, isAdmin }: InterviewScreenProps) {
  const snapshot = useInterview()
  // This screen appears once the session has started: the answers then are the restored ones.
  const [restored] = useState(() => answeredPrimaryAnswers(snapshot.answers))
  const previousId = useId()
  const { question, answers, totalQuestions } = snapshot
  // The primary question under way: the current label's first number ('2' of '2.1').
  const primary = question === null ? null : currentQuestionLabel(answers, question).split('.')[0]

  const items: AnswerItem[] = answersForDisplay(answers, false).map(({ answer, label }) => ({
    key: answer.questionId,
    label,
    question: answer.questionText,
    answer: answer.text,
    sentiment: answer.sentiment,
    provenance: answer.provenance,
  }))

  return (
    <Stack gap="xl">
      <Heading level={2} size="xl">
        {title}
      </Heading>
      {snapshot.resumed && restored > 0 && (
        <Alert tone="info" role="status">
          {resumedNotice(restored)}
        </Alert>
      )}
      {primary && totalQuestions !== null && (
        <Text>{`Question ${primary} of ${totalQuestions}`}</Text>
      )}
      {question !== null && (
        <Card
          title={`${question.isFollowUp ? 'Follow-up Question' : 'Question'} ${currentQuestionLabel(answers, question)}`}
          headingLevel={3}
        >
          <Text size="lg">{question.spokenText ?? question.text}</Text>
          <AnswerControls canType={isAdmin} />
        </Card>
      )}
      {items.length > 0 && (
        <section aria-labelledby={previousId}>
          <Stack gap="md">
            <Heading level={3} id={previousId}>
              Previous Responses
            </Heading>
            <AnswerList items={items} showSentiment={isAdmin} aria-labelledby={previousId} />
          </Stack>
        </section>
      )}
    </Stack>
  )
}
