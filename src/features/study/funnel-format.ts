/** How the funnel's figures read (docs/product.md#funnel). */

export const NO_SOURCE = 'No source'
export const ALL_SOURCES = 'All sources'
/** A figure that cannot be given yet (nobody started, nobody finished). */
const NO_FIGURE = '—'

export const formatRate = (rate: number | null): string =>
  rate === null ? NO_FIGURE : `${Math.round(rate * 100)}%`

/** '45 s', '9 min', '1 h 5 min': a median is read at a glance, not to the second. */
export function formatDuration(seconds: number | null): string {
  if (seconds === null) return NO_FIGURE
  if (seconds < 60) return `${Math.round(seconds)} s`
  const minutes = Math.round(seconds / 60)
  if (minutes < 60) return `${minutes} min`
  const hours = Math.floor(minutes / 60)
  const rest = minutes % 60
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`
}
