import { describe, expect, it } from 'vitest'
import { sharedReportToken } from './shared-route'

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
