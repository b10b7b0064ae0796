import { describe, expect, it } from 'vitest'
import { formatDate, formatDateRange } from './dates'

const at = '2026-10-14T09:05:00Z'

describe('formatDate', () => {
  it('formats in the given locale, as toLocale*String would', () => {
    const date = new Date(at)
    expect(formatDate(at, 'date', 'en-US')).toBe(date.toLocaleDateString('en-US'))
    expect(formatDate(at, 'dateTime', 'en-US')).toBe(date.toLocaleString('en-US'))
    expect(formatDate(at, 'day', 'en-GB')).toBe(
      date.toLocaleDateString('en-GB', { dateStyle: 'medium' }),
    )
    expect(formatDate(at, 'moment', 'en-US')).toBe(
      date.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' }),
    )
  })

  it('uses the numeric date by default', () => {
    expect(formatDate(at)).toBe(new Date(at).toLocaleDateString())
  })

  it('returns an unreadable timestamp as it came', () => {
    expect(formatDate('not a date')).toBe('not a date')
    expect(formatDate('', 'dateTime')).toBe('')
  })
})

describe('formatDateRange', () => {
  it('joins two days, or gives one when both fall on the same day', () => {
    expect(formatDateRange('2026-10-14T12:00:00Z', '2026-11-20T12:00:00Z', 'en-GB')).toBe(
      '14 Oct 2026 – 20 Nov 2026',
    )
    expect(formatDateRange('2026-10-14T11:00:00Z', '2026-10-14T12:00:00Z', 'en-GB')).toBe(
      '14 Oct 2026',
    )
  })

  it('is null without both ends', () => {
    expect(formatDateRange(null, at)).toBeNull()
    expect(formatDateRange(at, null)).toBeNull()
  })
})
