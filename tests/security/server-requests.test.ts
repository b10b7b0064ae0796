import { describe, expect, it } from 'vitest'
import { signInAt, demo, startInterview, useStandaloneServer } from '../server/support'
import { rawRequest } from './raw-request'

/**
 * Strangers can reach a standalone mock server that a team runs for weeks: no request, however
 * malformed, may take the process down. Each bad request is sent as raw bytes (a client library
 * would refuse to write most of them), then the same server must still answer.
 */

const server = useStandaloneServer()

const upgrade = (path: string, host: string) =>
  [
    `GET ${path} HTTP/1.1`,
    `Host: ${host}`,
    'Connection: Upgrade',
    'Upgrade: websocket',
    'Sec-WebSocket-Version: 13',
    'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==',
    '',
    '',
  ].join('\r\n')

const plain = (method: string, path: string, host: string) =>
  [`${method} ${path} HTTP/1.1`, `Host: ${host}`, 'Connection: close', '', ''].join('\r\n')

async function stillAnswers() {
  const { token } = await signInAt(server.url, demo.interviewee)
  expect(token).toBeTruthy()
}

describe('the standalone server survives malformed requests', () => {
  const host = () => new URL(server.url).host

  it.each([
    ['a bad escape in the interview id', () => upgrade('/ws/interviews/%zz', host())],
    ['a Host with a space', () => upgrade('/ws/interviews/abc', 'a b')],
    ['a Host that is not a host', () => upgrade('/ws/interviews/abc', '[::1')],
    ['an absolute path with a bad host', () => upgrade('http://a b/ws/interviews/abc', host())],
    ['a path that is not a path', () => upgrade('*', host())],
  ])('answers 400 to an upgrade with %s, and goes on answering', async (_case, request) => {
    expect((await rawRequest(server.url, request())).status).toBe('HTTP/1.1 400 Bad Request')
    await stillAnswers()
  })

  it.each([
    ['a bad escape in the path', () => plain('GET', '/api/projects/%zz', host())],
    ['a bad escape in the query', () => plain('GET', '/api/projects?q=%zz', host())],
    ['a Host with a space', () => plain('GET', '/api/projects', 'a b')],
    ['a path that is not a path', () => plain('GET', '*', host())],
    ['an unknown method', () => plain('BREW', '/api/projects', host())],
  ])('answers HTTP with %s below 500, and goes on answering', async (_case, request) => {
    const { status } = await rawRequest(server.url, request())
    expect(status).toMatch(/^HTTP\/1\.1 4\d\d /)
    await stillAnswers()
  })

  it('still serves an interview socket after all of them', async () => {
    const { id, token } = await startInterview(server.url)
    const { status } = await rawRequest(
      server.url,
      upgrade(`/ws/interviews/${id}?token=${token}`, host()),
    )
    expect(status).toBe('HTTP/1.1 101 Switching Protocols')
  })
})
