import { describe, expect, it } from 'vitest'
import { persistentInterviews } from '../../fixtures'
import { demoUsers } from '../../fixtures/users'
import { validateAt } from '../../mocks/contract/validation'
import { openObserveSocket } from '../../mocks/study/observe'
import { questionOnScreen } from '../permissions/requests'
import { call, expectError, tokenFor, signInEachTest, useMockServer } from './harness'
import {
  coffee,
  fixtureMembersOf,
  network,
  others,
  unknownId,
  users,
  type Schemas,
} from './projects-support'

/** getStudyFunnel, suggestProbe and the observe socket (docs/product.md#funnel, #watch-live). */

type Funnel = Schemas['StudyFunnel']
type Probe = Schemas['ProbeSuggestion']
type ObserveMessage = Schemas['WsObserveMessage']

useMockServer()
const token = signInEachTest()
const coffeeInProgress = persistentInterviews.find(
  (interview) => interview.project_id === coffee && interview.status === 'in_progress',
)!.interview_id

const lead = demoUsers.find((user) => user.id === users.lead)!
const leadName = `${lead.firstName} ${lead.lastName}`
const leadNamePattern = new RegExp(`${lead.firstName}|${lead.lastName}|suggest`, 'i')

const funnel = (who: string, project = coffee) =>
  call<Funnel>('getStudyFunnel', { token: who, params: { id: project } })

const interviewees = new Set(
  demoUsers.filter((user) => user.role === 'interviewee').map((user) => user.id),
)

describe('the study funnel', () => {
  it('counts the invited, started and completed people of the project', async () => {
    const answer = await funnel(token.lead)
    expect(answer.status).toBe(200)
    const invited = fixtureMembersOf(coffee).filter((member) => interviewees.has(member.userId))
    const participants = persistentInterviews.filter(
      (interview) => interview.project_id === coffee && !interview.metadata.is_lead_interview,
    )
    const completed = new Set(
      participants.filter((each) => each.status === 'completed').map((each) => each.interviewee_id),
    )
    const started = new Set(participants.map((each) => each.interviewee_id))
    expect(answer.body.total).toMatchObject({
      source: null,
      invited: invited.length,
      started: started.size,
      completed: completed.size,
      withdrawn: 0,
      completionRate: completed.size / started.size,
    })
    expect(answer.body.total.medianDurationSeconds).toBeGreaterThan(0)
    // Nobody has a Source yet: one row, the same as the total.
    expect(answer.body.bySource).toEqual([answer.body.total])
  })

  it('splits the figures by each member’s Source attribute, people without one last', async () => {
    const attributes = await call<Schemas['ProjectAttributes']>('updateProjectAttributes', {
      token: token.lead,
      params: { id: coffee },
      body: { attributes: [{ name: 'Source', values: ['Newsletter', 'Panel'] }] },
    })
    const source = attributes.body.attributes[0]!
    const set = await call('setMemberAttributes', {
      token: token.lead,
      params: { id: coffee, userId: users.coffeeCompleter },
      body: { values: { [source.id]: 'Newsletter' } },
    })
    expect(set.status).toBe(200)
    const answer = await funnel(token.admin)
    const [newsletter, none] = answer.body.bySource
    expect(newsletter).toMatchObject({ source: 'Newsletter', invited: 1, started: 1, completed: 1 })
    expect(newsletter?.completionRate).toBe(1)
    expect(none?.source).toBeNull()
    expect(none!.invited + newsletter!.invited).toBe(answer.body.total.invited)
  })

  it('counts a withdrawal in the total, which cannot say whose it was', async () => {
    const mine = persistentInterviews.find(
      (interview) =>
        interview.project_id === coffee && interview.interviewee_id === users.interviewee,
    )!
    const before = (await funnel(token.lead)).body.total
    const withdrawn = await call('withdrawPersistentInterview', {
      token: token.interviewee,
      params: { id: mine.interview_id },
    })
    expect(withdrawn.status).toBe(204)
    const after = await funnel(token.lead)
    expect(after.body.total.withdrawn).toBe(before.withdrawn + 1)
    expect(after.body.bySource).toEqual([after.body.total])
  })

  it('is for admins and the project’s lead only', async () => {
    expectError(await funnel(token.interviewee), 403)
    expectError(await funnel(await tokenFor(others.networkLead)), 404)
    expectError(await funnel(token.lead, unknownId), 404)
    expect((await funnel(token.admin, network)).status).toBe(200)
  })
})

const suggest = (who: string, questionId: string, text = 'What made you switch?') =>
  call<Probe>('suggestProbe', {
    token: who,
    params: { id: coffeeInProgress },
    body: { questionId, text },
  })

/** The participant answers the question on screen, by voice, as the app does. */
async function answerOnScreen(intervieweeToken: string, liveInterviewId: string) {
  const form = new FormData()
  form.append('audio', new Blob([new Uint8Array([26, 69, 223, 163, 1, 2, 3, 4])]), 'a.webm')
  return call<Schemas['AnswerResponse']>('answerInterview', {
    token: intervieweeToken,
    params: { id: liveInterviewId },
    rawBody: form,
  })
}

async function resumed(intervieweeToken: string) {
  const started = await call<Schemas['StartInterviewResponse']>('startInterview', {
    token: intervieweeToken,
    body: {
      company: 'BeanRunner',
      product: 'Morning Drop',
      projectId: coffee,
      resumePersistentId: coffeeInProgress,
    },
  })
  return started.body
}

/** Opens an observation with a peer that keeps what it is told. */
async function observe(observerToken: string) {
  const messages: ObserveMessage[] = []
  const closes: number[] = []
  const url = new URL(`ws://candor.test/ws/observe/${coffeeInProgress}?token=${observerToken}`)
  const stop = await openObserveSocket(url, coffeeInProgress, {
    send: (message) => {
      expect(validateAt('/components/schemas/WsObserveMessage', message, 'message')).toBeNull()
      messages.push(message)
    },
    close: (code) => closes.push(code),
  })
  return { messages, closes, stop: () => stop?.() }
}

describe('suggest a probe', () => {
  it('is asked as the next follow-up, and the participant never sees who suggested it', async () => {
    const session = await resumed(token.interviewee)
    await call('recordPersistentQuestion', {
      token: token.interviewee,
      params: { id: coffeeInProgress },
      body: {
        question_id: session.firstQuestion.id,
        question_text: session.firstQuestion.text,
        displayed_at: new Date().toISOString(),
        follow_up_of: session.firstQuestion.followUpOf,
      },
    })
    const watching = await observe(token.admin)
    const probe = await suggest(token.lead, session.firstQuestion.id)
    expect(probe.status).toBe(201)
    expect(probe.body).toMatchObject({ status: 'pending', suggestedBy: leadName })

    const answer = await answerOnScreen(token.interviewee, session.id)
    expect(answer.status).toBe(200)
    expect(answer.body.nextQuestion).toMatchObject({
      text: 'What made you switch?',
      isFollowUp: true,
      followUpOf: session.firstQuestion.id,
    })
    expect(JSON.stringify(answer.body)).not.toMatch(leadNamePattern)
    const asked = answer.body.nextQuestion!
    const recorded = await call('recordPersistentQuestion', {
      token: token.interviewee,
      params: { id: coffeeInProgress },
      body: {
        question_id: asked.id,
        question_text: asked.text,
        displayed_at: new Date().toISOString(),
        follow_up_of: asked.followUpOf,
      },
    })
    expect(JSON.stringify(recorded.body)).not.toMatch(leadNamePattern)
    const mine = await call('getPersistentInterview', {
      token: token.interviewee,
      params: { id: coffeeInProgress },
    })
    expect(JSON.stringify(mine.body)).not.toMatch(leadNamePattern)

    // The observers see it asked, and marked with who suggested it.
    expect(
      watching.messages.find(
        (message) => message.type === 'probe' && message.probe.status === 'asked',
      ),
    ).toMatchObject({ probe: { askedQuestionId: asked.id } })
    expect(watching.messages.at(-1)).toMatchObject({
      type: 'observedQuestion',
      question: { id: asked.id, suggestedBy: leadName },
    })
    watching.stop()
  })

  it('says so when the interview moved on or the question’s depth is used up', async () => {
    const onScreen = await questionOnScreen(token.interviewee)
    const older = persistentInterviews
      .find((interview) => interview.interview_id === coffeeInProgress)!
      .questions.find((question) => question.question_id !== onScreen)!.question_id
    const movedOn = await suggest(token.lead, older)
    expect(movedOn.status).toBe(409)
    expect(movedOn.body).toMatchObject({
      message: 'The interview has moved on to the next question.',
    })
    expect((await suggest(token.lead, onScreen)).status).toBe(201)
    expect((await suggest(token.admin, onScreen, 'And then?')).status).toBe(409)
    expectError(await suggest(token.lead, onScreen, '   '), 400, 'body.text')
  })

  it('is refused to an interviewee and hidden from other leads', async () => {
    const onScreen = await questionOnScreen(token.interviewee)
    expectError(await suggest(token.interviewee, onScreen), 403)
    expectError(await suggest(await tokenFor(others.networkLead), onScreen), 404)
    expectError(await suggest(token.lead, unknownId), 404)
  })
})

describe('the observe socket', () => {
  it('sends the questions so far, then each answer as it is recorded; sentiment to admins only', async () => {
    const admin = await observe(token.admin)
    const lead = await observe(token.lead)
    const [adminSnapshot] = admin.messages
    const [leadSnapshot] = lead.messages
    expect(adminSnapshot).toMatchObject({ type: 'snapshot', status: 'in_progress' })
    if (adminSnapshot?.type !== 'snapshot' || leadSnapshot?.type !== 'snapshot')
      throw new Error('no snapshot')
    expect(adminSnapshot.questions.length).toBeGreaterThan(0)
    expect(adminSnapshot.questions.some((question) => question.sentiment)).toBe(true)
    expect(leadSnapshot.questions.some((question) => 'sentiment' in question)).toBe(false)

    const open = adminSnapshot.questions.findLast((question) => question.answer === null)!
    await call('recordPersistentAnswer', {
      token: token.interviewee,
      params: { id: coffeeInProgress },
      body: {
        question_id: open.id,
        answer_text: 'At my desk, before the first meeting.',
        sentiment: 'positive',
        answered_at: new Date().toISOString(),
      },
    })
    expect(admin.messages.at(-1)).toMatchObject({
      type: 'observedQuestion',
      question: {
        id: open.id,
        answer: 'At my desk, before the first meeting.',
        sentiment: 'positive',
      },
    })
    const seen = lead.messages.at(-1)
    expect(seen).toMatchObject({ type: 'observedQuestion', question: { id: open.id } })
    expect(seen?.type === 'observedQuestion' && 'sentiment' in seen.question).toBe(false)

    await call('finishPersistentInterview', {
      token: token.interviewee,
      params: { id: coffeeInProgress },
    })
    expect(lead.messages.at(-1)).toEqual({ type: 'ended', status: 'completed' })
    expect(lead.closes).toEqual([1000])
  })

  it('closes for a bad token, an interviewee and another project’s lead', async () => {
    expect((await observe('nope')).closes).toEqual([4401])
    expect((await observe(token.interviewee)).closes).toEqual([4403])
    const stranger = await observe(await tokenFor(others.networkLead))
    expect(stranger.closes).toEqual([4404])
    expect(stranger.messages).toEqual([])
  })
})
