import { afterEach, describe, expect, it } from 'vitest'
import type { components } from '@/contract/schema'
import { fixtureIds } from '../../fixtures'
import { setAiEngine } from '../../mocks/ai/active-engine'
import type { AiEngine, AskRequest, InterviewContext, Produced } from '../../mocks/ai/engine'
import { localEngine } from '../../mocks/ai/local-engine'
import { call, signInEachTest, useMockServer } from './harness'

/**
 * The engine seam (docs/architecture.md#ai): every AI call of the live interview and of Ask goes
 * through the process's engine, with the session's context, and the answer says which engine
 * made what.
 */

type Schemas = components['schemas']

useMockServer()

const tokens = signInEachTest()

const MODEL = 'openai:seam-test'

interface Calls {
  transcribe: InterviewContext[]
  rateSentiment: string[]
  followUp: InterviewContext[]
  ask: AskRequest[]
}

/** The local engine's answers under another label, recording every call. */
function spyEngine(calls: Calls): AiEngine {
  const relabel = async <T>(produced: Promise<Produced<T>>): Promise<Produced<T>> => ({
    value: (await produced).value,
    engine: MODEL,
  })
  return {
    name: 'openai',
    transcribe: (input, context) => {
      calls.transcribe.push(context)
      return relabel(localEngine.transcribe(input, context))
    },
    rateSentiment: (text, questionText) => {
      calls.rateSentiment.push(text)
      return relabel(localEngine.rateSentiment(text, questionText))
    },
    followUp: (input, context) => {
      calls.followUp.push(context)
      return relabel(localEngine.followUp(input, context))
    },
    ask: (request) => {
      calls.ask.push(request)
      return relabel(localEngine.ask(request))
    },
  }
}

function installSpy(): Calls {
  const calls: Calls = { transcribe: [], rateSentiment: [], followUp: [], ask: [] }
  setAiEngine(spyEngine(calls))
  return calls
}

afterEach(() => setAiEngine(localEngine))

const coffee = {
  company: 'BeanRunner',
  product: 'BeanRunner Express',
  projectId: fixtureIds.projects.coffee,
}

function audio(seed: number): FormData {
  const form = new FormData()
  form.set('audio', new Blob([new Uint8Array([seed, 7, 42])], { type: 'audio/webm' }), 'a.webm')
  return form
}

const start = (token: string) =>
  call<Schemas['StartInterviewResponse']>('startInterview', { token, body: coffee })

const answer = (token: string, id: string, seed: number) =>
  call<Schemas['AnswerResponse']>('answerInterview', {
    token,
    params: { id },
    rawBody: audio(seed),
  })

describe('the engine seam', () => {
  it('transcribes, rates and follows up through the active engine, with the session context', async () => {
    const calls = installSpy()
    const started = await start(tokens.interviewee)
    const first = await answer(tokens.interviewee, started.body.id, 1)
    expect(first.status).toBe(200)
    expect(first.body.transcriptEngine).toBe(MODEL)
    expect(first.body.sentimentEngine).toBe(MODEL)
    expect(calls.transcribe).toHaveLength(1)
    expect(calls.rateSentiment).toEqual([first.body.transcript])
    expect(calls.followUp).toHaveLength(1)
    expect(calls.transcribe[0]).toMatchObject({
      company: 'BeanRunner',
      product: 'BeanRunner Express',
      conversation: [],
    })
    expect(calls.transcribe[0]?.productDescription.length).toBeGreaterThan(0)

    await answer(tokens.interviewee, started.body.id, 2)
    expect(calls.followUp[1]?.conversation).toEqual([
      { question: started.body.firstQuestion.text, answer: first.body.transcript },
    ])
  })

  it('labels a follow-up with the engine that asked it', async () => {
    installSpy()
    const started = await start(tokens.admin)
    const typed = await call<Schemas['AnswerResponse']>('answerInterview', {
      token: tokens.admin,
      params: { id: started.body.id },
      body: { text: 'It was fine I guess.', isTextResponse: true },
    })
    expect(typed.body.transcriptEngine).toBeUndefined()
    expect(typed.body.sentimentEngine).toBe(MODEL)
    expect(typed.body.nextQuestion?.isFollowUp).toBe(true)
    expect(typed.body.nextQuestion?.engine).toBe(MODEL)
  })

  it('says the local engine made everything by default', async () => {
    const started = await start(tokens.interviewee)
    const first = await answer(tokens.interviewee, started.body.id, 3)
    expect(first.body.transcriptEngine).toBe('local')
    expect(first.body.sentimentEngine).toBe('local')
    expect(started.body.firstQuestion.engine).toBeUndefined()
  })

  it("takes the browser's transcript with the local engine only, and never for an empty recording", async () => {
    const said = 'The tracking map froze and support took three days to reply.'
    const withTranscript = (bytes: number[]) => {
      const form = new FormData()
      form.set('audio', new Blob([new Uint8Array(bytes)], { type: 'audio/webm' }), 'a.webm')
      form.set('transcript', `  ${said} `)
      return form
    }
    const send = (id: string, bytes: number[]) =>
      call<Schemas['AnswerResponse']>('answerInterview', {
        token: tokens.interviewee,
        params: { id },
        rawBody: withTranscript(bytes),
      })
    const local = await start(tokens.interviewee)
    const heard = await send(local.body.id, [1, 2, 3])
    expect(heard.body).toMatchObject({ transcript: said, transcriptEngine: 'browser' })
    expect((await send(local.body.id, [])).status).toBe(400)

    installSpy()
    const real = await start(tokens.interviewee)
    const transcribed = await send(real.body.id, [1, 2, 3])
    expect(transcribed.body.transcriptEngine).toBe(MODEL)
    expect(transcribed.body.transcript).not.toBe(said)
  })

  it('answers Ask through the active engine and stores its label', async () => {
    const calls = installSpy()
    const asked = await call<Schemas['AskedQuestion']>('askInterviews', {
      token: tokens.lead,
      params: { id: fixtureIds.projects.coffee },
      body: { question: 'What do they say about the delivery time?', segment: [] },
    })
    expect(asked.status).toBe(201)
    expect(asked.body.engine).toBe(MODEL)
    expect(calls.ask.map((request) => request.question)).toEqual([
      'What do they say about the delivery time?',
    ])
    setAiEngine(localEngine)
    const listed = await call<Schemas['AskedQuestion'][]>('listAskedQuestions', {
      token: tokens.lead,
      params: { id: fixtureIds.projects.coffee },
    })
    expect(listed.body[0]?.engine).toBe(MODEL)
  })
})
