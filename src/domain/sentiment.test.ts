import { describe, expect, it } from 'vitest'
import { sentimentValues } from '@/contract/enums'
import { isSentiment, normalizeSentiment, SENTIMENTS, sentimentLabel } from './sentiment'

describe('sentiment', () => {
  it('lists the contract values in its order', () => {
    expect(SENTIMENTS).toEqual(sentimentValues)
  })

  it('reads any case and surrounding spaces as the value', () => {
    expect(normalizeSentiment(' Positive ')).toBe('positive')
    expect(normalizeSentiment('ANNOYED')).toBe('annoyed')
  })

  it('reads the older spelling as skeptical', () => {
    expect(normalizeSentiment('sceptical')).toBe('skeptical')
    expect(normalizeSentiment('Sceptical')).toBe('skeptical')
  })

  it('falls back to unknown for anything else', () => {
    for (const value of ['furious', '', null, undefined, 3, {}]) {
      expect(normalizeSentiment(value)).toBe('unknown')
    }
  })

  it('tells contract values from other input', () => {
    expect(isSentiment('technical')).toBe(true)
    expect(isSentiment('Technical')).toBe(false)
  })

  it('labels the normalised value capitalised', () => {
    expect(sentimentLabel('skeptical')).toBe('Skeptical')
    expect(sentimentLabel('sceptical')).toBe('Skeptical')
    expect(sentimentLabel(null)).toBe('Unknown')
  })
})
