import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createMemoryStorage } from './storage'
import { clearToken, decodeToken, isExpired, readToken, TOKEN_KEY, writeToken } from './token'

function base64Url(text: string): string {
  return Buffer.from(text, 'utf8').toString('base64url')
}

function makeToken(payload: unknown): string {
  return `${base64Url('{"alg":"HS256","typ":"JWT"}')}.${base64Url(JSON.stringify(payload))}.sig`
}

const claims = {
  sub: '0000000a-0000-4000-8000-000000000001',
  email: 'admin@candor.test',
  role: 'interview_lead',
  sessionId: 'session-1',
  exp: 2_000_000_000,
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('decodeToken', () => {
  it('reads the payload of a JWT-shaped token', () => {
    expect(decodeToken(makeToken(claims))).toEqual(claims)
  })

  it('decodes UTF-8 and base64url characters in the payload', () => {
    const token = makeToken({ ...claims, email: 'zoë@candor.test', x: '??>>~~???' })
    // The characters where base64url differs from base64 must be handled.
    expect(token.split('.')[1]).toMatch(/-.*_|_.*-/)
    expect(decodeToken(token)?.email).toBe('zoë@candor.test')
  })

  it.each([
    ['null', null],
    ['undefined', undefined],
    ['empty', ''],
    ['no dots', 'garbage'],
    ['two parts', 'a.b'],
    ['four parts', 'a.b.c.d'],
    ['empty payload', 'a..c'],
    ['not base64url', 'a.!!!.c'],
    ['impossible base64 length', 'a.abcde.c'],
    ['not JSON', `a.${base64Url('{oops')}.c`],
    ['JSON array', `a.${base64Url('[1,2]')}.c`],
    ['JSON string', `a.${base64Url('"sub"')}.c`],
    ['invalid UTF-8', `a.${Buffer.from([0xff, 0xfe]).toString('base64url')}.c`],
  ])('gives null for garbage (%s) without throwing', (_label, token) => {
    expect(decodeToken(token)).toBeNull()
  })

  it('gives null without a user id', () => {
    expect(decodeToken(makeToken({ ...claims, sub: undefined }))).toBeNull()
    expect(decodeToken(makeToken({ ...claims, sub: 42 }))).toBeNull()
  })

  it('tolerates a missing sessionId, email and exp', () => {
    expect(decodeToken(makeToken({ sub: 'u1' }))).toEqual({
      sub: 'u1',
      email: null,
      role: null,
      sessionId: null,
      exp: null,
    })
  })

  it('drops a role that is not text and a non-numeric exp', () => {
    const payload = decodeToken(makeToken({ ...claims, role: 7, exp: '2000000000' }))
    expect(payload).toMatchObject({ role: null, exp: null })
  })

  it('leaves judging the role claim to the role checks (src/domain/roles.ts)', () => {
    expect(decodeToken(makeToken({ ...claims, role: 'root' }))?.role).toBe('root')
  })
})

describe('isExpired', () => {
  const payload = { sub: 'u1', email: null, role: null, sessionId: null, exp: 1_000 }

  it('compares exp in seconds with now in milliseconds', () => {
    expect(isExpired(payload, 999_999)).toBe(false)
    expect(isExpired(payload, 1_000_000)).toBe(true)
    expect(isExpired(payload, 1_000_001)).toBe(true)
  })

  it('treats a token without exp as not expiring', () => {
    expect(isExpired({ ...payload, exp: null }, Number.MAX_SAFE_INTEGER)).toBe(false)
  })

  it('treats no payload as expired', () => {
    expect(isExpired(null, 0)).toBe(true)
  })

  it('defaults now to the current time', () => {
    vi.useFakeTimers({ now: 5_000_000 })
    try {
      expect(isExpired({ ...payload, exp: 5_000 })).toBe(true)
      expect(isExpired({ ...payload, exp: 5_001 })).toBe(false)
    } finally {
      vi.useRealTimers()
    }
  })
})

describe('token storage', () => {
  beforeEach(() => {
    vi.stubGlobal('localStorage', createMemoryStorage())
  })

  it('writes, reads and clears localStorage "token"', () => {
    expect(readToken()).toBeNull()
    writeToken('abc')
    expect(localStorage.getItem(TOKEN_KEY)).toBe('abc')
    expect(readToken()).toBe('abc')
    clearToken()
    expect(readToken()).toBeNull()
  })

  it('works without Web Storage (node)', () => {
    vi.stubGlobal('localStorage', undefined)
    expect(() => writeToken('abc')).not.toThrow()
    expect(readToken()).toBeNull()
    expect(() => clearToken()).not.toThrow()
  })

  it('survives storage that throws (blocked by the browser)', () => {
    const refuse = () => {
      throw new DOMException('blocked', 'SecurityError')
    }
    const blocked = { ...createMemoryStorage(), getItem: refuse, setItem: refuse }
    vi.stubGlobal('localStorage', blocked)
    expect(readToken()).toBeNull()
    expect(() => writeToken('abc')).not.toThrow()
  })
})
