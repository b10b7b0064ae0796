import { describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { fixtureIds, persistentInterviews } from '../../fixtures'
import { validateAt } from '../../mocks/contract/validation'
import { frameText } from '../../scripts/contract/socket'
import { demo, signInAt, useStandaloneServer } from './support'

/** The observe socket of the standalone server (docs/product.md#watch-live), over real TCP. */

const server = useStandaloneServer()
const interviewId = fixtureIds.interviews.coffeeInProgress
const open = persistentInterviews
  .find((interview) => interview.interview_id === interviewId)!
  .questions.findLast((question) => question.answer_text === null)!

type Message = { type: string; [key: string]: unknown }

function observe(token: string) {
  const socket = new WebSocket(
    `${server.url.replace(/^http/, 'ws')}/ws/observe/${interviewId}?token=${token}`,
  )
  const messages: Message[] = []
  const problems: unknown[] = []
  let wake = () => {}
  socket.on('message', (data) => {
    const message = JSON.parse(frameText(data)) as Message
    const problem = validateAt('/components/schemas/WsObserveMessage', message, 'message')
    if (problem) problems.push(problem)
    messages.push(message)
    wake()
  })
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)))
  async function until(test: (message: Message) => boolean): Promise<Message> {
    for (;;) {
      const found = messages.find(test)
      if (found) return found
      await new Promise<void>((resolve) => (wake = resolve))
    }
  }
  return { socket, until, closed, problems }
}

describe('observe socket over ws', () => {
  it('sends the snapshot, then an answer as the participant records it', async () => {
    const { token } = await signInAt(server.url, demo.lead)
    const watching = observe(token)
    await watching.until((message) => message.type === 'snapshot')
    const participant = await signInAt(server.url, demo.interviewee)
    const recorded = await fetch(`${server.url}/api/persistent-interviews/${interviewId}/answers`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${participant.token}` },
      body: JSON.stringify({
        question_id: open.question_id,
        answer_text: 'On the train.',
        answered_at: new Date().toISOString(),
      }),
    })
    expect(recorded.status).toBe(201)
    const seen = await watching.until((message) => message.type === 'observedQuestion')
    expect(seen.question).toMatchObject({ id: open.question_id, answer: 'On the train.' })
    expect(watching.problems).toEqual([])
    watching.socket.close(1000)
    expect(await watching.closed).toBe(1000)
  })

  it('closes 4403 for an interviewee and 4401 for a bad token', async () => {
    const { token } = await signInAt(server.url, demo.interviewee)
    expect(await observe(token).closed).toBe(4403)
    expect(await observe('nope').closed).toBe(4401)
  })
})
