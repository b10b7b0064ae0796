import { describe, expect, it } from 'vitest'
import { fixtureIds } from '../../fixtures'
import { call, expectError, signInAll, useMockServer } from './harness'

useMockServer()

type Question = {
  id: string
  text: string
  isFollowUp: boolean
  projectTypeQuestionId: string | null
}
type Answer = {
  transcript: string
  sentiment: string
  done: boolean
  summary: { question: string; answer: string; sentiment: string }[] | null
  nextQuestion: Question | null
}

const coffee = {
  company: 'BeanRunner',
  product: 'BeanRunner Express',
  projectId: fixtureIds.projects.coffee,
}

function audioForm(bytes: number[]): FormData {
  const form = new FormData()
  form.set('audio', new Blob([new Uint8Array(bytes)], { type: 'audio/webm' }), 'answer.webm')
  return form
}

async function answerAudio(token: string, id: string, seed: number) {
  return call<Answer>('answerInterview', {
    token,
    params: { id },
    rawBody: audioForm([seed, seed + 1, seed + 2, 42]),
  })
}

describe('live interview over HTTP', () => {
  it('runs an interviewee voice interview to completion with a summary', async () => {
    const { interviewee } = await signInAll()
    const started = await call<{ id: string; firstQuestion: Question }>('startInterview', {
      token: interviewee,
      body: coffee,
    })
    expect(started.status).toBe(201)
    expect(started.body.firstQuestion.isFollowUp).toBe(false)
    expect(started.body.firstQuestion.text).toContain('How did you first hear about the service?')

    let last: Answer | null = null
    for (let turn = 0; turn < 40 && !last?.done; turn++) {
      const result = await answerAudio(interviewee, started.body.id, turn)
      expect(result.status).toBe(200)
      expect(result.body.transcript.length).toBeGreaterThan(0)
      last = result.body
    }
    expect(last?.done).toBe(true)
    expect(last?.nextQuestion).toBeNull()
    expect(last?.summary?.length).toBeGreaterThanOrEqual(5)
    expectError(await answerAudio(interviewee, started.body.id, 99), 409)
  })

  it('lets only admins type an answer, and classifies typed text for real', async () => {
    const { admin, interviewee } = await signInAll()
    const asInterviewee = await call<{ id: string }>('startInterview', {
      token: interviewee,
      body: coffee,
    })
    const typed = { text: 'I love it!', isTextResponse: true }
    expectError(
      await call('answerInterview', {
        token: interviewee,
        params: { id: asInterviewee.body.id },
        body: typed,
      }),
      403,
    )
    const asAdmin = await call<{ id: string }>('startInterview', { token: admin, body: coffee })
    const answered = await call<Answer>('answerInterview', {
      token: admin,
      params: { id: asAdmin.body.id },
      body: {
        text: 'Honestly I doubt it is worth the price, seems too good to be true.',
        isTextResponse: true,
      },
    })
    expect(answered.body.transcript).toBe(
      'Honestly I doubt it is worth the price, seems too good to be true.',
    )
    expect(answered.body.sentiment).toBe('skeptical')
    expectError(
      await call('answerInterview', {
        token: admin,
        params: { id: asAdmin.body.id },
        body: { text: '   ', isTextResponse: true },
      }),
      400,
      'body.text',
    )
  })

  it('refuses bad answers: empty recording, missing audio, unknown or foreign session', async () => {
    const { interviewee, lead } = await signInAll()
    const started = await call<{ id: string }>('startInterview', {
      token: interviewee,
      body: coffee,
    })
    const id = started.body.id
    expectError(
      await call('answerInterview', { token: interviewee, params: { id }, rawBody: audioForm([]) }),
      400,
      'body.audio',
    )
    expectError(
      await call('answerInterview', {
        token: interviewee,
        params: { id },
        rawBody: new FormData(),
      }),
      400,
      'body.audio',
    )
    expectError(await answerAudio(lead, id, 1), 404)
    expectError(await answerAudio(interviewee, crypto.randomUUID(), 1), 404)
    expectError(
      await call('answerInterview', { token: interviewee, params: { id: 'not-a-uuid' }, body: {} }),
      400,
      'path.id',
    )
  })

  it('resumes after the answered questions of a persistent interview', async () => {
    const { interviewee, lead } = await signInAll()
    const resumed = await call<{ firstQuestion: Question }>('startInterview', {
      token: interviewee,
      body: { ...coffee, resumePersistentId: fixtureIds.interviews.coffeeInProgress },
    })
    expect(resumed.status).toBe(201)
    expect(resumed.body.firstQuestion.projectTypeQuestionId).toBe(
      fixtureIds.serviceQuestions.lastTime,
    )
    expectError(
      await call('startInterview', {
        token: lead,
        body: { ...coffee, resumePersistentId: fixtureIds.interviews.coffeeInProgress },
      }),
      403,
    )
  })

  it('keeps prompt overrides to admins and to listed prompt files', async () => {
    const { admin, interviewee } = await signInAll()
    const override = 'prompts/interviewer/interviewer.system.prompt3.txt'
    expectError(
      await call('startInterview', {
        token: interviewee,
        body: { ...coffee, promptOverride: override },
      }),
      403,
    )
    expectError(
      await call('startInterview', {
        token: admin,
        body: { ...coffee, promptOverride: '../../etc/passwd' },
      }),
      400,
      'body.promptOverride',
    )
    const started = await call<{ firstQuestion: Question }>('startInterview', {
      token: admin,
      body: { ...coffee, promptOverride: override },
    })
    expect(started.body.firstQuestion.text).toContain('How did you first hear about the service?')
  })

  it('hides projects from non-members', async () => {
    const { lead } = await signInAll()
    expectError(
      await call('startInterview', {
        token: lead,
        body: {
          company: 'NetNest',
          product: 'NetNest Home Setup',
          projectId: fixtureIds.projects.network,
        },
      }),
      404,
    )
  })
})
