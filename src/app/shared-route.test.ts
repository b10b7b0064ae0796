import { describe, expect, it } from 'vitest'
import { joinToken, sharedReportToken } from './shared-route'

describe('sharedReportToken', () => {
  it('reads the token of a report link, at the root or under a sub-path', () => {
    expect(sharedReportToken('/shared/abcDEF012_-xyzXYZ789012')).toBe('abcDEF012_-xyzXYZ789012')
    expect(sharedReportToken('/demo/shared/Tok_en-1/')).toBe('Tok_en-1')
  })

  it('is null for the app itself and for anything deeper or malformed', () => {
    for (const path of ['/', '/shared/', '/shared/a/b', '/shared/a%20b', '/sharedx/abc']) {
      expect(sharedReportToken(path)).toBeNull()
    }
  })
})

describe('joinToken', () => {
  it('reads the token of a participant link, at the root or under a sub-path', () => {
    expect(joinToken('/join/abcDEF012_-xyzXYZ789012')).toBe('abcDEF012_-xyzXYZ789012')
    expect(joinToken('/demo/join/Tok_en-1/')).toBe('Tok_en-1')
  })

  it('is null for the app, a report link and anything deeper or malformed', () => {
    for (const path of ['/', '/join/', '/join/a/b', '/join/a%20b', '/shared/abc', '/joinx/a']) {
      expect(joinToken(path)).toBeNull()
    }
  })
})
