import { describe, expect, it } from 'vitest'
import { demo, useStandaloneServer } from '../server/support'
import { rawRequest } from './raw-request'

/**
 * Every answer of the standalone server says it is data, not a page: no script, frame, sniffing
 * or Referer, whatever the route and status.
 */

const server = useStandaloneServer()

const expected = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
}

const headersOf = (response: Response) =>
  Object.fromEntries(Object.keys(expected).map((name) => [name, response.headers.get(name)]))

describe('security headers of the standalone server', () => {
  it.each([
    ['a sign-in (200)', '/api/auth/login', { method: 'POST', body: JSON.stringify(demo.lead) }],
    ['a refused call (401)', '/api/projects', {}],
    ['a bad request (400)', '/api/auth/login', { method: 'POST', body: '{' }],
    ['an unknown operation (404)', '/api/nothing-here', {}],
    ['a route outside the API (404)', '/index.html', {}],
    ['a preflight (204)', '/api/projects', { method: 'OPTIONS' }],
  ])('are on %s', async (_case, path, init: RequestInit) => {
    const response = await fetch(`${server.url}${path}`, {
      ...init,
      headers: { 'Content-Type': 'application/json' },
    })
    expect(headersOf(response)).toEqual(expected)
  })

  it.each([
    ['elsewhere (404)', '/ws/elsewhere', 'HTTP/1.1 404 Not Found'],
    ['with a broken escape (400)', '/ws/interviews/%zz', 'HTTP/1.1 400 Bad Request'],
  ])('are on a refused socket upgrade %s', async (_case, path, status) => {
    const { host } = new URL(server.url)
    const request = `GET ${path} HTTP/1.1\r\nHost: ${host}\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n\r\n`
    const answer = await rawRequest(server.url, request)
    expect(answer.status).toBe(status)
    expect(Object.keys(expected).map((name) => answer.headers[name])).toEqual(
      Object.values(expected),
    )
  })
})
