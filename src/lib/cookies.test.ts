import { afterEach, describe, expect, it, vi } from 'vitest'
import { readCookie } from './cookies'

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('readCookie', () => {
  it('is null without a document (node)', () => {
    expect(readCookie('XSRF-TOKEN')).toBeNull()
  })

  it('finds a cookie by exact name and decodes it', () => {
    vi.stubGlobal('document', { cookie: 'OTHER-XSRF-TOKEN=x; XSRF-TOKEN=a%2Bb%3D; theme=dark' })
    expect(readCookie('XSRF-TOKEN')).toBe('a+b=')
    expect(readCookie('theme')).toBe('dark')
    expect(readCookie('missing')).toBeNull()
  })

  it('keeps a value that is not URI-encoded', () => {
    vi.stubGlobal('document', { cookie: 'XSRF-TOKEN=100%' })
    expect(readCookie('XSRF-TOKEN')).toBe('100%')
  })

  it('is null when reading cookies throws', () => {
    vi.stubGlobal('document', {
      get cookie(): string {
        throw new DOMException('sandboxed', 'SecurityError')
      },
    })
    expect(readCookie('XSRF-TOKEN')).toBeNull()
  })
})
