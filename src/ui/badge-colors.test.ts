import { describe, expect, it } from 'vitest'
import { SENTIMENTS } from '@/domain/sentiment'
import { darkColors, lightColors } from '@/styles/tokens'

// The tokens name their sentiments themselves (styles imports nothing): they must be the domain's.
describe.each([
  ['light', lightColors],
  ['dark', darkColors],
])('%s theme', (_name, colors) => {
  it('has badge colours for exactly the sentiment values', () => {
    expect(Object.keys(colors.sentiment).sort()).toEqual([...SENTIMENTS].sort())
  })
})
