import { Mark } from '@/ui/mark'
import { highlightRanges } from '../analysis'

export interface HighlightedProps {
  text: string
  /** The search; its matches in `text` are marked. */
  query: string
}

/** `text` as it is, each match of the search in a <mark>. */
export function Highlighted({ text, query }: HighlightedProps) {
  const ranges = highlightRanges(text, query)
  if (ranges.length === 0) return text
  const parts = []
  let at = 0
  for (const { start, end } of ranges) {
    if (start > at) parts.push(text.slice(at, start))
    parts.push(
      <Mark key={start} tone="match">
        {text.slice(start, end)}
      </Mark>,
    )
    at = end
  }
  if (at < text.length) parts.push(text.slice(at))
  return <>{parts}</>
}
