import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useMemo, useRef, useState } from 'react'
import { Button, Chip, Inline, List, Stack, Swatch, Text } from '@/ui'
import { isPassageFound } from '@/domain/coding/passages'
import { answerSegments } from '../analysis/segments'
import { CODING_MESSAGES, CODING_TEXTS } from '../coding-texts'
import {
  addHighlightMutation,
  failureOf,
  removeHighlightMutation,
  useProjectCoding,
} from '../queries'
import { AddCodeDialog } from './add-code-dialog'
import * as styles from './coding.css'
import { MarkedAnswer, selectionIn } from './marked-answer'

/** One answer of an interview's details, as the Results dialog hands it to coding. */
interface CodedAnswerProps {
  projectId: string
  interviewId: string
  questionId: string
  /** Its number in the interview ('2.1'). */
  label: string
  /** The answer's stored text. */
  text: string
}

interface Chip {
  codeId: string
  name: string
  color: string | null
  highlightIds: string[]
  /** Some of its passages are no longer in the answer. */
  notFound: boolean
}

/**
 * An answer with its coding (docs/product.md#coding): coded passages marked in the text, the
 * codes as removable chips under it, Code this answer, and Code selection after a mouse
 * selection inside the text.
 */
export function CodedAnswer({ projectId, interviewId, questionId, label, text }: CodedAnswerProps) {
  const coding = useProjectCoding(projectId)
  const queryClient = useQueryClient()
  const add = useMutation(addHighlightMutation(queryClient, projectId))
  const remove = useMutation(removeHighlightMutation(queryClient, projectId))
  const answer = useRef<HTMLParagraphElement>(null)
  const [selection, setSelection] = useState<{ start: number; end: number } | null>(null)
  const [dialog, setDialog] = useState<{ start: number; end: number } | null>(null)
  const [error, setError] = useState<string | null>(null)

  const codes = coding.data?.codes
  const highlights = coding.data?.highlights
  const { segments, chips } = useMemo(() => {
    const names = new Map((codes ?? []).map((code) => [code.id, code.name]))
    const colors = new Map((codes ?? []).map((code) => [code.id, code.color ?? null]))
    const own = (highlights ?? []).filter(
      (highlight) =>
        highlight.interviewId === interviewId &&
        highlight.questionId === questionId &&
        names.has(highlight.codeId),
    )
    const segments = answerSegments(text, own).map((segment) => ({
      start: segment.start,
      text: segment.text,
      names: segment.codeIds.map((codeId) => names.get(codeId) ?? ''),
      // A passage under several codes shows the first one's colour; its names say them all.
      color: colors.get(segment.codeIds[0] ?? '') ?? null,
    }))
    const chips = new Map<string, Chip>()
    for (const highlight of own) {
      const name = names.get(highlight.codeId) ?? ''
      const found = isPassageFound(highlight, text)
      const chip = chips.get(highlight.codeId) ?? {
        codeId: highlight.codeId,
        name,
        color: colors.get(highlight.codeId) ?? null,
        highlightIds: [],
        notFound: false,
      }
      chip.highlightIds.push(highlight.id)
      chip.notFound ||= !found
      chips.set(highlight.codeId, chip)
    }
    return { segments, chips: [...chips.values()] }
  }, [codes, highlights, interviewId, questionId, text])

  /** A chip's highlights, one after the other; the first refusal stops and is shown. */
  async function removeAll(highlightIds: readonly string[]) {
    for (const highlightId of highlightIds) {
      const failed = await failureOf(
        remove.mutateAsync(highlightId),
        CODING_MESSAGES.removeHighlight,
      )
      if (failed !== null) return failed
    }
    return null
  }

  return (
    <Stack gap="xs" align="flex-start">
      <MarkedAnswer
        ref={answer}
        segments={segments}
        onPointerUp={() => {
          if (answer.current) setSelection(selectionIn(answer.current, window.getSelection()))
        }}
      />
      {chips.length > 0 && (
        <List layout="inline" gap="xs" aria-label={CODING_TEXTS.codesOf(label)}>
          {chips.map((chip) => (
            <Chip
              key={chip.codeId}
              as="li"
              removeLabel={CODING_TEXTS.removeCode(chip.name)}
              onRemove={() => void removeAll(chip.highlightIds).then(setError)}
            >
              {chip.color && <Swatch color={chip.color} />}
              <span>{chip.name}</span>
              {chip.notFound && (
                <span className={styles.notFound}>{CODING_TEXTS.passageNotFound}</span>
              )}
            </Chip>
          ))}
        </List>
      )}
      <Inline gap="sm">
        <Button
          variant="secondary"
          size="sm"
          aria-haspopup="dialog"
          onPress={() => setDialog({ start: 0, end: text.length })}
        >
          {CODING_TEXTS.codeThisAnswer}
        </Button>
        {selection !== null && (
          <Button
            variant="secondary"
            size="sm"
            aria-haspopup="dialog"
            onPress={() => {
              setDialog(selection)
              setSelection(null)
            }}
          >
            {CODING_TEXTS.codeSelection}
          </Button>
        )}
      </Inline>
      {error !== null && (
        <Text role="alert" size="sm" tone="danger">
          {error}
        </Text>
      )}
      {dialog !== null && (
        <AddCodeDialog
          answerText={text}
          initial={dialog}
          codes={codes ?? []}
          onClose={() => setDialog(null)}
          onSubmit={(coded) =>
            failureOf(
              add.mutateAsync({
                interviewId,
                questionId,
                start: coded.start,
                end: coded.end,
                text: coded.passage,
                code: coded.code,
                note: coded.note,
              }),
              CODING_MESSAGES.addHighlight,
            )
          }
        />
      )}
    </Stack>
  )
}
