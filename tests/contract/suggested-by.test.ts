import { beforeEach, describe, expect, it } from 'vitest'
import { persistentInterviews } from '../../fixtures'
import { demoUsers } from '../../fixtures/users'
import { call, tokenFor, signInEachTest, useMockServer } from './harness'
import { coffee, others, users, type Schemas } from './projects-support'

/**
 * `suggestedBy` on the saved interview (docs/product.md#watch-live): a follow-up asked from an
 * observer's probe says who suggested it to the team, in getPersistentInterview and
 * listProjectInterviews; no other question carries it, and the participant never gets it.
 */

type PersistentQuestion = Schemas['PersistentQuestion']

useMockServer()
const token = signInEachTest()
const coffeeInProgress = persistentInterviews.find(
  (interview) => interview.project_id === coffee && interview.status === 'in_progress',
)!.interview_id

const lead = demoUsers.find((user) => user.id === users.lead)!
const leadName = `${lead.firstName} ${lead.lastName}`
const probeText = 'What made you switch from your old café?'

const now = () => new Date().toISOString()

/** The participant's app records a question it puts on screen, as the interview screen does. */
const recordQuestion = (question: Schemas['InterviewQuestion']) =>
  call('recordPersistentQuestion', {
    token: token.interviewee,
    params: { id: coffeeInProgress },
    body: {
      question_id: question.id,
      question_text: question.text,
      displayed_at: now(),
      follow_up_of: question.followUpOf,
    },
  })

/**
 * The lead suggests a probe while the participant is on a question; the participant answers by
 * voice, is asked the probe, and answers it. Returns the probe's question id.
 */
async function askProbe(): Promise<string> {
  const started = await call<Schemas['StartInterviewResponse']>('startInterview', {
    token: token.interviewee,
    body: {
      company: 'BeanRunner',
      product: 'Morning Drop',
      projectId: coffee,
      resumePersistentId: coffeeInProgress,
    },
  })
  const session = started.body
  await recordQuestion(session.firstQuestion)
  const probe = await call('suggestProbe', {
    token: token.lead,
    params: { id: coffeeInProgress },
    body: { questionId: session.firstQuestion.id, text: probeText },
  })
  expect(probe.status).toBe(201)
  const form = new FormData()
  form.append('audio', new Blob([new Uint8Array([26, 69, 223, 163, 1, 2, 3, 4])]), 'a.webm')
  const answer = await call<Schemas['AnswerResponse']>('answerInterview', {
    token: token.interviewee,
    params: { id: session.id },
    rawBody: form,
  })
  const asked = answer.body.nextQuestion!
  expect(asked.text).toBe(probeText)
  expect((await recordQuestion(asked)).status).toBe(201)
  const answered = await call('recordPersistentAnswer', {
    token: token.interviewee,
    params: { id: coffeeInProgress },
    body: { question_id: asked.id, answer_text: 'The beans were stale.', answered_at: now() },
  })
  expect(answered.status).toBe(201)
  return asked.id
}

const flatten = (questions: readonly PersistentQuestion[]): PersistentQuestion[] =>
  questions.flatMap((question) => [question, ...flatten(question.children)])

async function savedQuestions(who: string): Promise<PersistentQuestion[]> {
  const answer = await call<Schemas['PersistentInterview']>('getPersistentInterview', {
    token: who,
    params: { id: coffeeInProgress },
  })
  expect(answer.status).toBe(200)
  return flatten(answer.body.questions)
}

async function resultsAnswers(who: string): Promise<Schemas['ProjectInterviewAnswer'][]> {
  const answer = await call<Schemas['ProjectInterview'][]>('listProjectInterviews', {
    token: who,
    params: { id: coffee },
  })
  expect(answer.status).toBe(200)
  return answer.body.find((interview) => interview.id === coffeeInProgress)?.answers ?? []
}

describe('who suggested a probed follow-up', () => {
  let probeId = ''
  beforeEach(async () => {
    probeId = await askProbe()
  })

  it('is on that follow-up in the saved interview, for the lead and admins, and on nothing else', async () => {
    for (const who of [token.lead, token.admin]) {
      const questions = await savedQuestions(who)
      const probe = questions.find((question) => question.question_id === probeId)
      expect(probe).toMatchObject({ text: probeText, suggestedBy: leadName })
      const others = questions.filter((question) => question.question_id !== probeId)
      expect(others.length).toBeGreaterThan(0)
      expect(others.filter((question) => 'suggestedBy' in question)).toEqual([])
    }
  })

  it('is on that answer in the project’s interviews, and on no other answer', async () => {
    const answers = await resultsAnswers(token.lead)
    expect(answers.find((answer) => answer.questionId === probeId)).toMatchObject({
      text: 'The beans were stale.',
      suggestedBy: leadName,
    })
    const others = answers.filter((answer) => answer.questionId !== probeId)
    expect(others.length).toBeGreaterThan(0)
    expect(others.filter((answer) => 'suggestedBy' in answer)).toEqual([])
  })

  it('never reaches the participant, nor a lead of another project', async () => {
    const mine = await savedQuestions(token.interviewee)
    expect(mine.find((question) => question.question_id === probeId)?.text).toBe(probeText)
    expect(mine.filter((question) => 'suggestedBy' in question)).toEqual([])
    const stranger = await call('getPersistentInterview', {
      token: await tokenFor(others.networkLead),
      params: { id: coffeeInProgress },
    })
    expect(stranger.status).toBe(404)
  })
})
