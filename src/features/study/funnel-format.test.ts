import { describe, expect, it } from 'vitest'
import { formatDuration, formatRate } from './funnel-format'

describe('the funnel’s figures', () => {
  it('reads a rate as a whole percentage, and none as a dash', () => {
    expect(formatRate(0.755)).toBe('76%')
    expect(formatRate(1)).toBe('100%')
    expect(formatRate(null)).toBe('—')
  })

  it('reads a median duration in seconds, minutes or hours', () => {
    expect(formatDuration(45)).toBe('45 s')
    expect(formatDuration(540)).toBe('9 min')
    expect(formatDuration(3900)).toBe('1 h 5 min')
    expect(formatDuration(7200)).toBe('2 h')
    expect(formatDuration(null)).toBe('—')
  })
})
