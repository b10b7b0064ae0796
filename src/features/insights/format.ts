import type { Sentiment } from '../../api/types'
import { sentimentValues as sentiments } from '../../api/enums'
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

/** '14 Oct 2026' in the user's locale; the text itself when it is not a date. */
export const day = (iso: string) => {
  const date = new Date(iso)
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleDateString(undefined, { dateStyle: 'medium' })
}

/** '14 Oct 2026 – 20 Nov 2026' in the user's locale; one date when both fall on the same day. */
export function dateRange(first: string | null, last: string | null): string | null {
  if (first === null || last === null) return null
  const from = day(first)
  const to = day(last)
  return from === to ? from : `${from} – ${to}`
}
