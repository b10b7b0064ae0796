/**
 * The one date formatter (docs/architecture.md#domain): timestamps of the contract (ISO 8601)
 * in the user's locale, through Intl. The caller passes the time; nothing here reads the clock.
 */

const STYLES = {
  /** '10/14/2026': lists and tables. */
  date: { year: 'numeric', month: 'numeric', day: 'numeric' },
  /** 'Oct 14, 2026': ranges in prose. */
  day: { dateStyle: 'medium' },
  /** 'Oct 14, 2026, 9:05 AM': an entry of a log (the coding activity). */
  moment: { dateStyle: 'medium', timeStyle: 'short' },
  /** '10/14/2026, 9:05:00 AM': when something happened. */
  dateTime: {
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>

export type DateStyle = keyof typeof STYLES

// One Intl formatter per style and locale, not one per date: a table formats thousands.
const formatters = new Map<string, Intl.DateTimeFormat>()

function formatter(style: DateStyle, locale: string | undefined): Intl.DateTimeFormat {
  const key = `${style} ${locale ?? ''}`
  let found = formatters.get(key)
  if (!found) {
    found = new Intl.DateTimeFormat(locale, STYLES[style])
    formatters.set(key, found)
  }
  return found
}

/** A timestamp in the user's locale (or `locale`); an unreadable one as it came. */
export function formatDate(iso: string, style: DateStyle = 'date', locale?: string): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? iso : formatter(style, locale).format(date)
}

/** '14 Oct 2026 – 20 Nov 2026'; one date when both fall on the same day; null without both. */
export function formatDateRange(
  first: string | null,
  last: string | null,
  locale?: string,
): string | null {
  if (first === null || last === null) return null
  const from = formatDate(first, 'day', locale)
  const to = formatDate(last, 'day', locale)
  return from === to ? from : `${from} – ${to}`
}
