/**
 * The coding as the Insights exports read it (their ExportCoding, matched by shape: features do
 * not import each other, the app hands this over): each answer's codes and sentiment provenance,
 * and each code's passages for the Markdown report. Only passages found in their answer count.
 */
import type { Sentiment } from '@/contract/types'
import { answerKey, answerKeyOf, indexAnswers, isPassageFound } from '@/domain/coding/passages'
import { effectiveSentiment, indexCorrections, type SentimentSource } from './sentiment'
import { treeOrder } from '@/domain/coding/tree'
import type { CodingState, LabelledAnswer, SentimentCorrection } from './types'

interface AnswerCodingExport {
  codes: readonly string[]
  sentimentSource: SentimentSource
  originalSentiment: Sentiment | null
}

export interface CodingExport {
  answer: (interviewId: string, questionId: string) => AnswerCodingExport | undefined
  codes: readonly {
    name: string
    passages: readonly { interviewId: string; label: string; text: string }[]
  }[]
}

/**
 * `answers` are the completed interviews' numbered answers (insights' answers fit) with their
 * sentiment as recorded; a correction's own original, when it has one, is the original
 * reported. Codes come in the codebook's tree order.
 */
export function codingForExports(
  state: CodingState,
  answers: readonly (LabelledAnswer & { sentiment: Sentiment | null })[],
  corrections: Iterable<SentimentCorrection>,
): CodingExport {
  const byKey = indexAnswers(answers)
  const correctionByKey = indexCorrections(corrections)
  const order = treeOrder(state.codes)
  const rank = new Map(order.map(({ code }, index) => [code.id, index]))
  const position = new Map<string, number>()
  answers.forEach((answer, index) => {
    const key = answerKeyOf(answer)
    if (!position.has(key)) position.set(key, index)
  })
  const found = state.highlights
    .filter((highlight) => {
      const answer = byKey.get(answerKeyOf(highlight))
      return rank.has(highlight.codeId) && isPassageFound(highlight, answer?.text)
    })
    .sort(
      (a, b) =>
        (position.get(answerKeyOf(a)) ?? 0) - (position.get(answerKeyOf(b)) ?? 0) ||
        a.start - b.start ||
        a.end - b.end,
    )
  const codeIdsByAnswer = new Map<string, Set<string>>()
  const highlightsByCode = new Map<string, { interviewId: string; label: string; text: string }[]>()
  for (const highlight of found) {
    const key = answerKeyOf(highlight)
    const ids = codeIdsByAnswer.get(key) ?? new Set<string>()
    ids.add(highlight.codeId)
    codeIdsByAnswer.set(key, ids)
    const passages = highlightsByCode.get(highlight.codeId) ?? []
    passages.push({
      interviewId: highlight.interviewId,
      label: byKey.get(key)?.label ?? '',
      text: highlight.text,
    })
    highlightsByCode.set(highlight.codeId, passages)
  }
  const nameOf = new Map(state.codes.map((code) => [code.id, code.name]))
  return {
    answer: (interviewId, questionId) => {
      const key = answerKey(interviewId, questionId)
      const answer = byKey.get(key)
      if (!answer) return undefined
      const ids = [...(codeIdsByAnswer.get(key) ?? [])].sort(
        (a, b) => (rank.get(a) ?? 0) - (rank.get(b) ?? 0),
      )
      const sentiment = effectiveSentiment(answer.sentiment, correctionByKey.get(key))
      return {
        codes: ids.map((id) => nameOf.get(id) ?? ''),
        sentimentSource: sentiment.sentimentSource,
        originalSentiment: sentiment.originalSentiment,
      }
    },
    codes: order.map(({ code }) => ({
      name: code.name,
      passages: highlightsByCode.get(code.id) ?? [],
    })),
  }
}
