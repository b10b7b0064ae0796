/**
 * A large coded project for the coding figures, the same on every run: the insights bench's 500
 * completed interviews × 10 answers, a codebook of 300 codes (60 top codes, each with 4
 * sub-codes) and 5,000 highlights of words in the answers, 500 of them on one code (the one the
 * merge row merges).
 */
import type { ProjectInterview } from '@/contract/types'
import type { CodingCode, CodingHighlight } from '@/features/coding/analysis'
import { computeInsights } from '@/domain/insights/compute'
import type { InsightAnswer } from '@/features/insights/analysis/types'
import { largeInsightsProject } from '../tests/support/large-insights'
import { mulberry32 } from '../tests/support/random'

export const CODING_CODES = 300
export const CODING_HIGHLIGHTS = 5_000
/** The highlights of the code the merge row merges. */
export const MERGED_HIGHLIGHTS = 500

export interface CodingData {
  interviews: ProjectInterview[]
  answers: InsightAnswer[]
  codes: CodingCode[]
  highlights: CodingHighlight[]
  /** The code with MERGED_HIGHLIGHTS highlights, and the one it is merged into. */
  mergeSource: string
  mergeTarget: string
}

const id = (kind: number, index: number) =>
  `000000${kind.toString(16).padStart(2, '0')}-0000-4000-8000-${index.toString(16).padStart(12, '0')}`

export function largeCodingProject(): CodingData {
  const { interviews, questions } = largeInsightsProject()
  const { answers } = computeInsights({ interviews, questions })
  const random = mulberry32(22)
  const codes: CodingCode[] = Array.from({ length: CODING_CODES }, (_, index) => {
    const top = index % 5 === 0
    return {
      id: id(10, index),
      name: top
        ? `Topic ${index / 5 + 1}`
        : `Topic ${Math.floor(index / 5) + 1} · aspect ${index % 5}`,
      description: top ? `What interviewees say about topic ${index / 5 + 1}.` : '',
      parentId: top ? null : id(10, index - (index % 5)),
      color: null,
    }
  })
  const lead = { id: id(11, 1), firstName: 'Lee', lastName: 'Lead' }
  const highlights: CodingHighlight[] = []
  for (let index = 0; index < CODING_HIGHLIGHTS; index++) {
    const answer = answers[Math.floor(random() * answers.length)]
    if (!answer) continue
    // A run of whole words: from one word start to a later word end.
    const words = [...answer.text.matchAll(/\S+/g)]
    const first = Math.floor(random() * words.length)
    const last = Math.min(words.length - 1, first + Math.floor(random() * 6))
    const start = words[first]?.index ?? 0
    const lastWord = words[last]
    const end = (lastWord?.index ?? 0) + (lastWord?.[0].length ?? 1)
    // The first MERGED_HIGHLIGHTS go to code 1, the rest spread over the others.
    const code = index < MERGED_HIGHLIGHTS ? 1 : 2 + Math.floor(random() * (CODING_CODES - 2))
    highlights.push({
      id: id(12, index),
      codeId: id(10, code),
      interviewId: answer.interviewId,
      questionId: answer.questionId,
      start,
      end,
      text: answer.text.slice(start, end),
      note: index % 10 === 0 ? 'Worth quoting in the report.' : '',
      createdBy: lead,
      createdAt: '2026-07-01T09:00:00.000Z',
    })
  }
  return { interviews, answers, codes, highlights, mergeSource: id(10, 1), mergeTarget: id(10, 7) }
}
