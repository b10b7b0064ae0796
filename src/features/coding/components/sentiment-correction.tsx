import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { correctableSentimentValues } from '@/contract/enums'
import type { CorrectableSentiment, SentimentCorrection } from '@/api/resources/coding'
import type { Sentiment } from '@/contract/types'
import { sentimentLabel } from '@/domain/sentiment'
import { Box, Button, FormModal, Select, SentimentBadge, Text, TextArea, UserText } from '@/ui'
import { CODING_MESSAGES, CODING_TEXTS, personName } from '../coding-texts'
import { correctSentimentMutation, failureOf } from '../queries'

/** An answer's sentiment, as the Results dialog hands it to coding (admins only). */
interface CorrectedSentimentProps {
  projectId: string
  interviewId: string
  questionId: string
  /** The sentiment as the server sent it: the corrected one, when corrected. */
  sentiment: Sentiment
  /** The correction the server sent with the answer, if any. */
  correction?: SentimentCorrection | null
}

const OPTIONS = correctableSentimentValues.map((value) => ({
  id: value,
  label: sentimentLabel(value),
}))

/**
 * The sentiment badge with its correction (docs/product.md#coding): the value that counts, who
 * corrected it and what the AI had read, and Correct sentiment for admins.
 */
export function CorrectedSentiment({
  projectId,
  interviewId,
  questionId,
  sentiment,
  correction,
}: CorrectedSentimentProps) {
  const [open, setOpen] = useState(false)
  const correct = useMutation(correctSentimentMutation(useQueryClient(), projectId))
  const shown = correction ? correction.sentiment : sentiment

  return (
    <Box as="span" display="inline-flex" flexWrap="wrap" alignItems="center" gap="sm">
      <SentimentBadge sentiment={shown} />
      {correction && (
        <>
          <Text elementType="span" size="sm" tone="muted">
            {CODING_TEXTS.correctedBy} <UserText>{personName(correction.correctedBy)}</UserText>
          </Text>
          {correction.original !== null && (
            <Text elementType="span" size="sm" tone="muted">
              {CODING_TEXTS.was(sentimentLabel(correction.original))}
            </Text>
          )}
        </>
      )}
      <Button variant="ghost" size="sm" aria-haspopup="dialog" onPress={() => setOpen(true)}>
        {CODING_TEXTS.correctSentiment}
      </Button>
      {open && (
        <CorrectSentimentDialog
          initial={shown}
          initialReason={correction?.reason ?? ''}
          onClose={() => setOpen(false)}
          onSubmit={(value, reason) =>
            failureOf(
              correct.mutateAsync({ interviewId, questionId, sentiment: value, reason }),
              CODING_MESSAGES.correctSentiment,
            )
          }
        />
      )}
    </Box>
  )
}

interface CorrectSentimentDialogProps {
  initial: Sentiment
  initialReason: string
  onSubmit: (sentiment: CorrectableSentiment, reason: string) => Promise<string | null>
  onClose: () => void
}

/** Correct Sentiment: one of the 13 values and an optional reason. */
function CorrectSentimentDialog({
  initial,
  initialReason,
  onSubmit,
  onClose,
}: CorrectSentimentDialogProps) {
  const [value, setValue] = useState<CorrectableSentiment>(
    (correctableSentimentValues as readonly string[]).includes(initial)
      ? (initial as CorrectableSentiment)
      : 'unknown',
  )
  const [reason, setReason] = useState(initialReason)
  return (
    <FormModal
      title={CODING_TEXTS.correctSentimentTitle}
      submitLabel={CODING_TEXTS.save}
      onClose={onClose}
      onSubmit={() => onSubmit(value, reason)}
    >
      <Select
        label={CODING_TEXTS.sentiment}
        items={OPTIONS}
        value={value}
        onChange={(key) => {
          if (key !== null) setValue(key as CorrectableSentiment)
        }}
      />
      <TextArea label={CODING_TEXTS.reason} value={reason} onChange={setReason} rows={3} />
    </FormModal>
  )
}
