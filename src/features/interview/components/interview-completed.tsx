import { Button, Card, ContentBlock, Heading, Stack, Text } from '@/ui'
import { interviewActions, useInterview } from '../interview-store'
import { answersForDisplay } from '../numbering'
import { AnswerList, type AnswerItem } from './answer-list'

export interface InterviewCompletedProps {
  product: string
  isAdmin: boolean
}

/**
 * docs/product.md#interview Interview Completed: thanks, the Interview Summary, Start New Interview. The summary
 * lists the answered questions chronologically with their numbers (the server's copy, re-read on
 * finish); the bare summary items stand in only when no answer is known.
 */
export function InterviewCompleted({ product, isAdmin }: InterviewCompletedProps) {
  const { answers, summary } = useInterview()

  const items: AnswerItem[] =
    answers.length > 0
      ? answersForDisplay(answers, true).map(({ answer, label }) => ({
          key: answer.questionId,
          label,
          question: answer.questionText,
          answer: answer.text,
          sentiment: answer.sentiment,
          provenance: answer.provenance,
        }))
      : (summary ?? []).map((item, index) => ({
          key: String(index),
          label: String(index + 1),
          question: item.question,
          answer: item.answer,
          sentiment: item.sentiment,
        }))

  return (
    <ContentBlock width="medium">
      <Stack gap="xl">
        <Heading level={2} size="xl">
          Interview Completed
        </Heading>
        <Text size="lg">Thank you for sharing your thoughts on {product}!</Text>
        <Card title="Interview Summary" headingLevel={3}>
          <AnswerList items={items} showSentiment={isAdmin} />
        </Card>
        <div>
          <Button onPress={() => void interviewActions.leave()}>Start New Interview</Button>
        </div>
      </Stack>
    </ContentBlock>
  )
}
