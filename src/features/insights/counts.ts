import { SENTIMENTS as sentiments, type Sentiment } from '@/domain/sentiment'
import type { SentimentCounts } from './analysis/types'

/** '1 answer', '4 answers'. */
export function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`
}

/** The sentiment values present in `counts`, in the badges' order, with their counts. */
export function sentimentEntries(counts: SentimentCounts): [Sentiment, number][] {
  return sentiments.flatMap((value) => {
    const count = counts[value] ?? 0
    return count > 0 ? [[value, count] as [Sentiment, number]] : []
  })
}

/** Every sentiment value present in any of the counts, in the badges' order. */
export function sentimentsIn(all: readonly SentimentCounts[]): Sentiment[] {
  return sentiments.filter((value) => all.some((counts) => (counts[value] ?? 0) > 0))
}
