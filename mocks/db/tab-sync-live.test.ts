import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'
import { fixtureIds, projects } from '../../fixtures'
import type { LiveSessionRecord } from './schema'
import type { TabMessage } from './tab-sync'

// The node project's files share their worker's modules: the fresh modules this file loaded
// (some left in a state a test gave them, such as a failed mock start) must not be the next
// file's. It then loads its own.
afterAll(() => {
  vi.resetModules()
})

/**
 * Watch live across the demo's tabs (mocks/README.md#watch-live-across-tabs): two mock instances
 * (two module graphs, each with its own data layer, as two tabs each run their own mock) share a
 * BroadcastChannel through TabSync, as the demo's tabs do (browser-persistence.ts, minus the
 * IndexedDB between them). The participant answers in tab A; the lead watches and suggests a
 * probe in tab B.
 */

const interviewId = fixtureIds.interviews.coffeeInProgress
const [coffee] = projects
if (!coffee) throw new Error('no coffee project')

const mp3ish = new Uint8Array([26, 69, 223, 163, 1, 2, 3, 4])

/** One tab's own mock: its modules, loaded afresh, so its data layer is its own. */
async function loadMock() {
  vi.resetModules()
  return {
    index: await import('./index'),
    changes: await import('./changes'),
    snapshot: await import('./snapshot'),
    seed: await import('./seed'),
    tabSync: await import('./tab-sync'),
    live: await import('./tab-sync-live'),
    engine: await import('../interview/engine'),
    probes: await import('../study/probes'),
    observe: await import('../study/observe'),
    crypto: await import('../auth/crypto'),
  }
}
type Mock = Awaited<ReturnType<typeof loadMock>>

const channels: { close(): void }[] = []
afterEach(() => {
  for (const channel of channels.splice(0)) channel.close()
  vi.unstubAllGlobals()
})

/**
 * Joins `mock` to the tabs on `channelName`: each change it makes is told at once under the next
 * write number (`revs`, shared as the stored meta is), and the others' are applied as the
 * demo applies them.
 */
function joinTabs(mock: Mock, channelName: string, revs: { last: number }) {
  const sync = new mock.tabSync.TabSync(channelName)
  channels.push(sync)
  let applying = Promise.resolve()
  sync.listen((message: TabMessage) => {
    if (message.type !== 'changes') return
    applying = applying.then(async () => {
      const newer = sync.newerThanMine(message, [])
      await mock.changes.withoutTheseChanges(newer, () => mock.tabSync.applyToDatabase(newer))
      for (const change of newer) sync.noteRev(change, message.rev)
    })
  })
  mock.changes.watchChanges((change) => sync.announceWritten(++revs.last, [change]))
}

/** A signed-in token of `userId` in `mock`, as the sign-in makes one. */
async function tokenOf(mock: Mock, userId: string): Promise<string> {
  const user = mock.index.db.users.findFirst((q) => q.where({ id: userId }))
  if (!user) throw new Error(`no user ${userId}`)
  const sessionId = crypto.randomUUID()
  const now = new Date().toISOString()
  await mock.index.db.authSessions.create({ sessionId, userId, revoked: false, createdAt: now })
  return mock.crypto.signToken({
    sub: userId,
    email: user.email,
    role: user.role,
    sessionId,
    exp: Math.floor(Date.now() / 1000) + 3600,
  })
}

const userIn = (mock: Mock, id: string) => {
  const user = mock.index.db.users.findFirst((q) => q.where({ id }))
  if (!user) throw new Error(`no user ${id}`)
  return user
}

/** What the participant's client records once a question is on screen (or answered). */
async function showQuestion(
  mock: Mock,
  question: { id: string; text: string; followUpOf: string | null },
) {
  const { db } = mock.index
  const position = db.interviewQuestions.findMany((q) =>
    q.where({ interview_id: interviewId }),
  ).length
  await db.interviewQuestions.create({
    question_id: question.id,
    interview_id: interviewId,
    project_type_question_id: null,
    text: question.text,
    displayed_at: new Date().toISOString(),
    follow_up_of: question.followUpOf,
    answer_text: null,
    answered_at: null,
    sentiment: null,
    response_time_ms: null,
    position,
    ...mock.probes.suggestedByOf(question.id),
  })
}

/** Two tabs on one data set: A seeded, B a copy of it (as B loads what A stored). */
async function twoTabs() {
  const channelName = `tab-sync-live-${crypto.randomUUID()}`
  const revs = { last: 0 }
  const a = await loadMock()
  await a.seed.seedDatabase()
  const leadToken = await tokenOf(a, fixtureIds.users.lead)
  const b = await loadMock()
  await b.snapshot.importSnapshot(a.snapshot.exportSnapshot())
  joinTabs(a, channelName, revs)
  joinTabs(b, channelName, revs)
  return { a, b, leadToken }
}

async function watchIn(mock: Mock, token: string) {
  const sent: Parameters<Parameters<Mock['observe']['openObserveSocket']>[2]['send']>[0][] = []
  const closes: string[] = []
  const url = new URL(`ws://candor.test/ws/observe/${interviewId}?token=${token}`)
  await mock.observe.openObserveSocket(url, interviewId, {
    send: (message) => sent.push(message),
    close: (code, reason) => closes.push(`${code} ${reason}`),
  })
  return { sent, closes }
}

describe('Watch live across two tabs', { timeout: 60_000 }, () => {
  it("shows the participant's live question in the lead's tab and asks the lead's probe in hers", async () => {
    const { a, b, leadToken } = await twoTabs()
    const lead = await watchIn(b, leadToken)
    expect(lead.sent[0]?.type).toBe('snapshot')

    // Tab A: the participant resumes her interview; its question reaches the lead's view.
    const participant = userIn(a, fixtureIds.users.interviewee)
    const started = await a.engine.startInterview(participant, {
      company: coffee.company,
      product: coffee.product,
      projectId: coffee.id,
      resumePersistentId: interviewId,
    })
    await showQuestion(a, started.firstQuestion)
    await vi.waitFor(() =>
      expect(lead.sent.at(-1)).toMatchObject({
        type: 'observedQuestion',
        question: { id: started.firstQuestion.id, answer: null },
      }),
    )

    // Tab B: the lead's probe for it is taken, not refused as 'moved on'.
    await vi.waitFor(() =>
      expect(
        b.index.db.liveSessions.findFirst((q) => q.where({ id: started.id }))?.current?.id,
      ).toBe(started.firstQuestion.id),
    )
    const probe = await b.probes.suggestProbe(userIn(b, fixtureIds.users.lead), interviewId, {
      questionId: started.firstQuestion.id,
      text: 'What would make you order on a second weekday?',
    })
    expect(probe.status).toBe('pending')

    // Tab A asks it next, as 'Follow-up Question n.1'.
    await vi.waitFor(() =>
      expect(
        a.index.db.liveSessions.findFirst((q) => q.where({ id: started.id }))?.suggestedProbe
          ?.status,
      ).toBe('pending'),
    )
    const answered = await a.engine.answerInterview(participant, started.id, {
      kind: 'audio',
      bytes: mp3ish,
    })
    expect(answered.nextQuestion).toMatchObject({
      text: 'What would make you order on a second weekday?',
      isFollowUp: true,
      followUpOf: started.firstQuestion.id,
    })
    if (!answered.nextQuestion) throw new Error('no next question')
    await showQuestion(a, answered.nextQuestion)

    // The lead reads that it was asked, marked as his.
    await vi.waitFor(() => {
      expect(lead.sent).toContainEqual({
        type: 'probe',
        probe: expect.objectContaining({ id: probe.id, status: 'asked' }) as unknown,
      })
      expect(lead.sent.at(-1)).toMatchObject({
        type: 'observedQuestion',
        question: {
          text: 'What would make you order on a second weekday?',
          suggestedBy: 'Leo Lindqvist',
        },
      })
    })
  })

  it("ends the live view when the participant's tab closes mid-interview", async () => {
    const pageEvents = new EventTarget()
    vi.stubGlobal('window', pageEvents)
    const { a, b, leadToken } = await twoTabs()
    const participant = userIn(a, fixtureIds.users.interviewee)
    const started = await a.engine.startInterview(participant, {
      company: coffee.company,
      product: coffee.product,
      projectId: coffee.id,
      resumePersistentId: interviewId,
    })
    a.live.hostLiveSession(started.id)
    await showQuestion(a, started.firstQuestion)
    await vi.waitFor(() =>
      expect(
        b.index.db.liveSessions.findFirst((q) => q.where({ id: started.id }))?.current?.id,
      ).toBe(started.firstQuestion.id),
    )
    const lead = await watchIn(b, leadToken)
    await b.probes.suggestProbe(userIn(b, fixtureIds.users.lead), interviewId, {
      questionId: started.firstQuestion.id,
      text: 'Anything else?',
    })

    pageEvents.dispatchEvent(new Event('pagehide'))
    await vi.waitFor(() => expect(lead.closes).toEqual(['4410 Participant left']))
    expect(lead.sent.at(-1)).toMatchObject({ type: 'probe', probe: { status: 'dropped' } })
    await expect(
      b.probes.suggestProbe(userIn(b, fixtureIds.users.lead), interviewId, {
        questionId: started.firstQuestion.id,
        text: 'Still there?',
      }),
    ).rejects.toThrow('The interview has moved on to the next question.')
    // The interview itself stays in progress: she may resume it.
    expect(
      b.index.db.interviews.findFirst((q) => q.where({ interview_id: interviewId }))?.status,
    ).toBe('in_progress')
  })
})

describe('mergeLiveSession', () => {
  const question = (id: string) => ({
    id,
    text: `Question ${id}`,
    isFollowUp: false,
    followUpOf: null,
    projectTypeQuestionId: null,
    depth: 0,
    rootId: id,
  })
  const probe = (questionId: string, status: 'pending' | 'asked' | 'dropped' = 'pending') => ({
    id: `probe-${questionId}`,
    interviewId,
    questionId,
    text: 'A probe',
    status,
    suggestedBy: { userId: fixtureIds.users.lead, name: 'Leo Lindqvist' },
    askedQuestionId: null,
  })
  const session = (
    answered: number,
    extra: Partial<LiveSessionRecord> = {},
  ): LiveSessionRecord => ({
    id: 'session',
    userId: fixtureIds.users.interviewee,
    projectId: coffee.id,
    persistentId: interviewId,
    company: coffee.company,
    product: coffee.product,
    productDescription: coffee.productDescription,
    category: 'service',
    intensity: 3,
    promptPath: null,
    plan: [],
    nextPlanIndex: answered + 1,
    current: question(`q${answered}`),
    followUpsForRoot: 0,
    answers: Array.from({ length: answered }, (_, n) => ({
      question: `Question q${n}`,
      answer: 'Yes',
      sentiment: 'positive' as const,
    })),
    done: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...extra,
  })

  it("never rewinds the interview for an observer's late copy, and drops its stale probe", async () => {
    const { mergeLiveSession } = await import('./tab-sync-live')
    const merged = mergeLiveSession(session(2), session(1, { suggestedProbe: probe('q1') }))
    expect(merged.current?.id).toBe('q2')
    expect(merged.answers).toHaveLength(2)
    expect(merged.suggestedProbe?.status).toBe('dropped')
  })

  it("takes the observer's probe for the question on screen", async () => {
    const { mergeLiveSession } = await import('./tab-sync-live')
    const merged = mergeLiveSession(session(1), session(1, { suggestedProbe: probe('q1') }))
    expect(merged.suggestedProbe).toMatchObject({ questionId: 'q1', status: 'pending' })
  })

  it('keeps a probe settled in one tab over the same probe still pending in the other', async () => {
    const { mergeLiveSession } = await import('./tab-sync-live')
    const asked = session(2, { suggestedProbe: probe('q1', 'asked') })
    const late = session(1, { suggestedProbe: probe('q1') })
    expect(mergeLiveSession(asked, late).suggestedProbe?.status).toBe('asked')
    expect(mergeLiveSession(late, asked).suggestedProbe?.status).toBe('asked')
  })
})
