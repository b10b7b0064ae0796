import { describe, expect, it } from 'vitest'
import {
  DEFAULT_FOLLOW_UP_INTENSITY,
  FOLLOW_UP_INTENSITY_OPTIONS,
  formatFollowUpIntensity,
} from './follow-up-intensity'

describe('follow-up intensity (docs/product.md#constants)', () => {
  it('labels 1 to 5, 3 Standard being the default', () => {
    expect(FOLLOW_UP_INTENSITY_OPTIONS.map((option) => option.label)).toEqual([
      '1 - Minimal',
      '2 - Conservative',
      '3 - Standard',
      '4 - Thorough',
      '5 - Exhaustive',
    ])
    expect(DEFAULT_FOLLOW_UP_INTENSITY).toBe(3)
  })

  it('shows as n/5 with its label, and without one out of range', () => {
    expect(formatFollowUpIntensity(3)).toBe('3/5 (Standard)')
    expect(formatFollowUpIntensity(5)).toBe('5/5 (Exhaustive)')
    expect(formatFollowUpIntensity(7)).toBe('7/5')
  })
})
