import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { db } from '../../mocks/db'
import type { Snapshot } from '../../mocks/db/snapshot'
import { startMockServer, type RunningMockServer } from '../../mocks/server/create-server'
import { readDataFile } from '../../mocks/server/data-store'
import { connectSocket, spawnMockServer, startInterview } from './support'

/**
 * The standalone server as a hybrid proxy (--upstream) pipes the interview socket to the
 * upstream while the upstream starts the interviews. The upstream is a mock of its own process
 * with the demo data, kept in a data file (so its state can be read from outside); the proxy's
 * own mock is a fresh install (the `empty` scenario), which has neither the interviewee nor the
 * project: whatever answers the socket through the proxy is the upstream.
 */

let dir = ''
let dataFile = ''
let upstreamProcess: ReturnType<typeof spawnMockServer>
let proxy: RunningMockServer

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'candor-hybrid-socket-'))
  dataFile = join(dir, 'upstream.json')
  upstreamProcess = spawnMockServer(['--port', '0', '--scenario', 'demo', '--data', dataFile])
  proxy = await startMockServer({
    port: 0,
    host: '127.0.0.1',
    scenario: 'empty',
    upstream: await upstreamProcess.url,
  })
}, 30_000)
afterAll(async () => {
  await proxy.close()
  await upstreamProcess.stop('SIGKILL')
  await rm(dir, { recursive: true, force: true })
})

type LiveSession = { id: string; answers: { answer: string }[]; done: boolean }

/** The upstream's live interview `id` as its data file and journal hold it. */
async function upstreamSession(id: string): Promise<LiveSession | undefined> {
  const snapshot = (await readDataFile(dataFile)) as Snapshot
  const sessions = snapshot.collections.liveSessions as unknown as LiveSession[]
  return sessions.find((session) => session.id === id)
}

/** Audio in two frames, then the empty end-of-answer frame, as the app's recorder sends it. */
function sendAnswer(socket: ReturnType<typeof connectSocket>['socket'], turn: number) {
  socket.send(new Uint8Array([turn, 7, 7]))
  socket.send(new Uint8Array([turn * 3, 1]))
  socket.send(new Uint8Array(0))
}

describe('--upstream and the interview socket', () => {
  it('pipes the socket to the upstream, whose interview records the answers', async () => {
    // Sign-in and startInterview are forwarded: the interview is the upstream's.
    const { token, id } = await startInterview(proxy.url)
    expect(db.liveSessions.findFirst((q) => q.where({ id }))).toBeUndefined()

    const { socket, next, closed, invalid } = connectSocket(
      proxy.url,
      `/ws/interviews/${id}?token=${token}`,
    )
    expect(await next('status')).toEqual({ type: 'status', status: 'ready' })
    sendAnswer(socket, 0)
    const { transcript } = await next('transcript')
    expect(String(transcript).length).toBeGreaterThan(0)
    await next('sentiment')
    expect((await next('done')).done).toBe(false)
    await next('nextQuestion')

    // The upstream persisted the answer the client heard back through the proxy.
    await expect
      .poll(async () => (await upstreamSession(id))?.answers.map((answer) => answer.answer))
      .toEqual([transcript])
    // The proxy's own mock never saw the interview.
    expect(db.liveSessions.findFirst((q) => q.where({ id }))).toBeUndefined()

    // To the end: the upstream's closing code and reason reach the client.
    let done = false
    for (let turn = 1; turn < 40 && !done; turn++) {
      sendAnswer(socket, turn)
      await next('transcript')
      await next('sentiment')
      done = (await next('done')).done === true
      if (!done) await next('nextQuestion')
    }
    expect(done).toBe(true)
    await next('summary')
    expect(await closed).toEqual({ code: 1000, reason: 'Interview completed' })
    expect(invalid).toEqual([])
    await expect.poll(async () => (await upstreamSession(id))?.done).toBe(true)
  })
})
