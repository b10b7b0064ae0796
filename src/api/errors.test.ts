import { describe, expect, it } from 'vitest'
import { errorMessage } from './errors'

describe('errorMessage', () => {
  it("returns the Error body's message", () => {
    const body = { status: 401, code: 'unauthorized', message: 'Invalid email or password' }
    expect(errorMessage(body, 'Login failed')).toBe('Invalid email or password')
  })

  it('returns a non-empty text body', () => {
    expect(errorMessage('Registration is closed', 'Registration failed')).toBe(
      'Registration is closed',
    )
  })

  it.each([
    ['undefined (empty body)', undefined],
    ['null', null],
    ['an empty string', ''],
    ['whitespace', '  \n'],
    ['an HTML error page', '<html><body>502 Bad Gateway</body></html>'],
    ['an object without message', { status: 500 }],
    ['an empty message', { status: 500, code: 'x', message: ' ' }],
    ['a thrown JS error', new TypeError('Failed to fetch')],
    ['a number', 500],
  ])('falls back for %s', (_label, error) => {
    expect(errorMessage(error, 'Failed to load projects')).toBe('Failed to load projects')
  })
})
