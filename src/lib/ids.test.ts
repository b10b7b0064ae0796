import { afterEach, describe, expect, it, vi } from 'vitest'
import { randomId, shortId } from './ids'

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
})
