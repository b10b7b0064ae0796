/**
 * What the app composes of coding into the Results dialog and the Insights tab: one module, so
 * coding loads as one chunk, the first time an interview's details or the Insights tab opens.
 */
import type { QueryClient } from '@tanstack/react-query'
import type { ProjectInterview, Sentiment } from '@/contract/types'
import { codingForExports, type CodingExport } from '../analysis/export-coding'
import type { LabelledAnswer, SentimentCorrection } from '../analysis/types'
import { cachedCoding } from '../queries'

export { CodebookSection } from './codebook-section'
export { CodedAnswer } from './coded-answer'
export { CodesCompared } from './codes-compared'
export { CodingExports } from './coding-exports'
export { CorrectedSentiment } from './sentiment-correction'
export { ThemeSuggestion } from './theme-suggestion'

/**
 * The coding the Insights exports carry (each answer's codes, the corrected sentiment and the
 * original), or undefined while the project's coding is not loaded.
 */
export function exportCodingOf(
  client: QueryClient,
  projectId: string,
  interviews: readonly ProjectInterview[],
  answers: readonly (LabelledAnswer & { sentiment: Sentiment | null })[],
): CodingExport | undefined {
  const coding = cachedCoding(client, projectId)
  if (coding === undefined) return undefined
  const corrections: SentimentCorrection[] = []
  for (const interview of interviews)
    for (const answer of interview.answers) {
      const correction = answer.sentimentCorrection
      if (correction) corrections.push(correction)
    }
  return codingForExports(coding, answers, corrections)
}
