import { afterEach, describe, expect, it, vi } from 'vitest'
import { distinctShortIds, randomId, shortId } from './ids'

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('ids', () => {
  it('makes distinct UUID v4s', () => {
    const a = randomId()
    expect(a).toMatch(UUID_V4)
    expect(randomId()).not.toBe(a)
  })

  it('still makes UUID v4s where randomUUID is missing (insecure context)', () => {
    const real = globalThis.crypto
    vi.stubGlobal('crypto', { getRandomValues: real.getRandomValues.bind(real) })
    for (let i = 0; i < 20; i++) expect(randomId()).toMatch(UUID_V4)
  })

  it('shortens ids to their last 8 characters', () => {
    expect(shortId('0000000f-0000-4000-8000-0000000000a1')).toBe('000000a1')
    expect(shortId('abc')).toBe('abc')
  })
  it('labels ids by their last 8 characters, longer only where two end alike', () => {
    const a = '0000000a-0000-4000-8000-00000000cafe'
    const b = '0000000b-0000-4000-8000-00010000cafe'
    const c = '0000000c-0000-4000-8000-000000000042'
    const expected = new Map([
      [a, '00000cafe'],
      [b, '10000cafe'],
      [c, '00000042'],
    ])
    expect(distinctShortIds([a, b, c, a])).toEqual(expected)
    expect(distinctShortIds([c, b, a])).toEqual(expected)
    expect(distinctShortIds([b, `x${b}`])).toEqual(
      new Map([
        [b, b],
        [`x${b}`, `x${b}`],
      ]),
    )
  })
})
