import { describe, expect, it } from 'vitest'
import { fixtureIds } from '../../fixtures'
import { validateAt } from '../../mocks/contract/validation'
import { setUpMockWorker } from '../support/mock-worker'
import { demoCredentials } from '../support/accounts'

/**
 * The interview socket protocol as a browser speaks it, against the MSW socket: every message
 * is checked against the WsServerMessage schema of openapi.yaml.
 */

setUpMockWorker({ signOut: false })

type Message = { type: string; [key: string]: unknown }

async function signInAndStart(): Promise<{ token: string; id: string }> {
  const login = await fetch('/api/auth/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(demoCredentials.interviewee),
  })
  const { token } = (await login.json()) as { token: string }
  const started = await fetch('/api/interviews', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({
      company: 'BeanRunner',
      product: 'BeanRunner Express',
      projectId: fixtureIds.projects.coffee,
    }),
  })
  const { id } = (await started.json()) as { id: string }
  return { token, id }
}

function openSocket(id: string, token: string) {
  const socket = new WebSocket(`ws://${location.host}/ws/interviews/${id}?token=${token}`)
  const messages: Message[] = []
  const invalid: unknown[] = []
  const waiters: (() => void)[] = []
  socket.addEventListener('message', (event) => {
    const message = JSON.parse(String(event.data)) as Message
    // Recorded, not thrown: an exception inside a socket listener would be swallowed.
    const problem = validateAt('/components/schemas/WsServerMessage', message, 'message')
    if (problem) invalid.push({ message, problem })
    messages.push(message)
    waiters.splice(0).forEach((wake) => wake())
  })
  const closed = new Promise<CloseEvent>((resolve) => socket.addEventListener('close', resolve))
  async function next(type: string): Promise<Message> {
    for (;;) {
      expect(invalid).toEqual([])
      const index = messages.findIndex((message) => message.type === type)
      if (index >= 0) return messages.splice(index, 1)[0] as Message
      await new Promise<void>((resolve) => waiters.push(resolve))
    }
  }
  return { socket, next, closed, messages }
}

describe('interview socket', () => {
  it('says ready, answers each recording in protocol order, and closes 1000 when done', async () => {
    const { token, id } = await signInAndStart()
    const { socket, next, closed } = openSocket(id, token)
    await next('status')
    let done = false
    for (let turn = 0; turn < 40 && !done; turn++) {
      socket.send(new Blob([new Uint8Array([turn, 7, 7, turn * 3])], { type: 'audio/webm' }))
      socket.send(new Blob([]))
      const transcript = await next('transcript')
      expect(String(transcript.transcript).length).toBeGreaterThan(0)
      await next('sentiment')
      done = (await next('done')).done === true
      if (!done) await next('nextQuestion')
    }
    expect(done).toBe(true)
    const summary = await next('summary')
    expect((summary.summary as unknown[]).length).toBeGreaterThanOrEqual(5)
    const close = await closed
    expect(close.code).toBe(1000)
    expect(close.reason).toBe('Interview completed')
  })

  it('reports a problem with one answer as an error message and stays open', async () => {
    const { token, id } = await signInAndStart()
    const { socket, next } = openSocket(id, token)
    await next('status')
    socket.send(new Blob([]))
    const error = await next('error')
    expect(String(error.detail)).toContain('body.audio')
    expect(socket.readyState).toBe(WebSocket.OPEN)
  })

  it("closes with 4403 for another user's interview, before ready", async () => {
    const { id } = await signInAndStart()
    const login = await fetch('/api/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(demoCredentials.admin),
    })
    const { token } = (await login.json()) as { token: string }
    const { closed, messages } = openSocket(id, token)
    const close = await closed
    expect({ code: close.code, reason: close.reason }).toEqual({ code: 4403, reason: 'Forbidden' })
    expect(messages).toEqual([])
  })

  it('closes with 4401 for a bad token', async () => {
    const { id } = await signInAndStart()
    const { closed } = openSocket(id, 'not-a-token')
    expect((await closed).code).toBe(4401)
  })
})
