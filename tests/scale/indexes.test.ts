import { beforeEach, describe, expect, it } from 'vitest'
import { fixtureIds } from '../../fixtures'
import { clearDatabase, db } from '../../mocks/db'
import {
  byId,
  interviewsNewestFirst,
  membersOfProject,
  membersOfUser,
  projectsLedBy,
  questionsOfInterview,
  rebuildIndexes,
  userByEmail,
} from '../../mocks/db/indexes'
import { seedDatabase } from '../../mocks/db/seed'
import type { components } from '@/contract/schema'
import { call, tokenFor, signInAll, useMockServer } from '../contract/harness'
import { expectIndexesMatchScan } from './scan'
import { demoCredentials } from '../support/accounts'

useMockServer()

type Schemas = components['schemas']

const users = fixtureIds.users
const { coffee, network } = fixtureIds.projects
const { coffeeInProgress } = fixtureIds.interviews

let token: Awaited<ReturnType<typeof signInAll>>

beforeEach(async () => {
  token = await signInAll()
})

describe('indexes on the default seed', () => {
  it('answer exactly what a scan answers, the very same records', () => {
    expectIndexesMatchScan(undefined, ['0000000a-0000-4000-8000-0000000000ff'])
    expect(membersOfUser(users.interviewee).map((member) => member.projectId)).toEqual([
      coffee,
      network,
    ])
    expect(projectsLedBy(users.lead).map((project) => project.id)).toEqual([coffee])
  })

  it('are emptied with the database and filled again by the seed', async () => {
    clearDatabase()
    expect(byId.users(users.admin)).toBeUndefined()
    expect(userByEmail(demoCredentials.admin.email)).toBeUndefined()
    expect(membersOfProject(coffee)).toEqual([])
    expect(questionsOfInterview(coffeeInProgress)).toEqual([])
    expect(interviewsNewestFirst()).toEqual([])
    await seedDatabase()
    expect(byId.users(users.admin)?.email).toBe(demoCredentials.admin.email)
    expectIndexesMatchScan()
  })

  it('clearing tells delete listeners about every record, at once', async () => {
    const deleted: string[] = []
    const stop = new AbortController()
    db.members.hooks.on('delete', (event) => void deleted.push(event.data.deletedRecord.id), {
      signal: stop.signal,
    })
    const ids = db.members.all().map((member) => member.id)
    clearDatabase()
    stop.abort()
    expect(deleted).toEqual(ids)
    expect(db.members.count()).toBe(0)
    expect(membersOfUser(users.interviewee)).toEqual([])
    await seedDatabase()
    expectIndexesMatchScan()
  })

  it('give the same answers after rebuildIndexes()', () => {
    rebuildIndexes()
    expectIndexesMatchScan()
  })

  it('answer as findFirst does when two records share an id', async () => {
    const admin = byId.users(users.admin)
    if (!admin) throw new Error('no admin')
    await db.users.create({ ...admin, firstName: 'Second' })
    expect(byId.users(users.admin)?.firstName).toBe('Ada')
    expect(
      byId.users(users.admin) === db.users.findFirst((q) => q.where({ id: users.admin })),
    ).toBe(true)
    expectIndexesMatchScan()
    db.users.delete((q) => q.where({ id: users.admin }))
    expect(byId.users(users.admin)?.firstName).toBe('Second')
    expectIndexesMatchScan()
  })
})

describe('indexes follow changes made through the API', () => {
  it('a created user signs in by email; an edited email moves with him', async () => {
    const created = await call<Schemas['CreateUserResponse']>('createUser', {
      token: token.admin,
      body: {
        email: 'Scale.Tester@Candor.test',
        firstName: 'Scale',
        lastName: 'Tester',
        role: 'interviewee',
        projectIds: [coffee],
      },
    })
    expect(created.status).toBe(201)
    const { id, password } = created.body
    expect(userByEmail('scale.tester@candor.test')?.id).toBe(id)
    expect(membersOfProject(coffee).map((member) => member.userId)).toContain(id)
    await tokenFor({ email: 'scale.tester@candor.test', password })

    const edited = await call('updateUser', {
      token: token.admin,
      params: { id },
      body: {
        email: 'renamed@candor.test',
        firstName: 'Scale',
        lastName: 'Tester',
        role: 'interviewee',
        projectIds: [network],
      },
    })
    expect(edited.status).toBe(200)
    expect(userByEmail('scale.tester@candor.test')).toBeUndefined()
    expect(userByEmail('renamed@candor.test')?.id).toBe(id)
    expect(membersOfUser(id).map((member) => member.projectId)).toEqual([network])
    const old = await call('login', { body: { email: 'scale.tester@candor.test', password } })
    expect(old.status).toBe(401)
    await tokenFor({ email: 'renamed@candor.test', password })
    expectIndexesMatchScan()
  })

  it('a deleted user leaves the membership, session and lead indexes', async () => {
    const lead = await tokenFor(demoCredentials.lead)
    const deleted = await call('deleteUser', { token: token.admin, params: { id: users.lead } })
    expect(deleted.status).toBe(204)
    expect(byId.users(users.lead)).toBeUndefined()
    expect(projectsLedBy(users.lead)).toEqual([])
    expect((await call('getProfile', { token: lead })).status).toBe(401)

    const gone = await call('deleteUser', { token: token.admin, params: { id: users.interviewee } })
    expect(gone.status).toBe(204)
    expect(membersOfUser(users.interviewee)).toEqual([])
    expect(membersOfProject(coffee).map((member) => member.userId)).not.toContain(users.interviewee)
    expect(userByEmail(demoCredentials.interviewee.email)).toBeUndefined()
    expect((await call('getProfile', { token: token.interviewee })).status).toBe(401)
    expectIndexesMatchScan(undefined, [users.lead, users.interviewee])
  })

  it('recording, answering and finishing an interview show at once', async () => {
    const started = await call<{ interview_id: string }>('createPersistentInterview', {
      token: token.interviewee,
      body: { project_id: network, interviewer_id: null, interviewee_id: users.interviewee },
    })
    const id = started.body.interview_id
    expect(byId.interviews(id)?.status).toBe('in_progress')
    expect(interviewsNewestFirst()[0]?.interview_id).toBe(id)
    const questionId = crypto.randomUUID()
    const recorded = await call('recordPersistentQuestion', {
      token: token.interviewee,
      params: { id },
      body: {
        question_id: questionId,
        question_text: 'Why?',
        displayed_at: new Date().toISOString(),
      },
    })
    expect(recorded.status).toBe(201)
    const answered = await call('recordPersistentAnswer', {
      token: token.interviewee,
      params: { id },
      body: {
        question_id: questionId,
        answer_text: 'Because.',
        answered_at: new Date().toISOString(),
      },
    })
    expect(answered.status).toBe(201)
    expect(questionsOfInterview(id).map((question) => question.answer_text)).toEqual(['Because.'])
    const finished = await call('finishPersistentInterview', {
      token: token.interviewee,
      params: { id },
    })
    expect(finished.status).toBe(200)
    expect(byId.interviews(id)?.status).toBe('completed')
    expectIndexesMatchScan()
  })

  it('abandoning with purge removes the interview and its questions', async () => {
    expect(questionsOfInterview(coffeeInProgress).length).toBeGreaterThan(0)
    const questionIds = questionsOfInterview(coffeeInProgress).map((q) => q.question_id)
    const result = await call('abandonPersistentInterview', {
      token: token.interviewee,
      params: { id: coffeeInProgress },
      body: { purge: true },
    })
    expect(result.status).toBe(204)
    expect(byId.interviews(coffeeInProgress)).toBeUndefined()
    expect(questionsOfInterview(coffeeInProgress)).toEqual([])
    for (const id of questionIds) expect(byId.interviewQuestions(id)).toBeUndefined()
    expect(interviewsNewestFirst().map((i) => i.interview_id)).not.toContain(coffeeInProgress)
    expectIndexesMatchScan(undefined, [coffeeInProgress])
  })

  it('a new project, an invitation and a sign-out show at once', async () => {
    const created = await call<Schemas['Project']>('createProject', {
      token: token.lead,
      body: {
        name: 'Scale study',
        company: 'Acme',
        product: 'Rocket Skates',
        productDescription: 'Fast.',
        projectTypeId: fixtureIds.projectTypes.app,
      },
    })
    expect(created.status).toBe(201)
    const projectId = created.body.id
    expect(projectsLedBy(users.lead).map((project) => project.id)).toEqual([coffee, projectId])
    const invited = await call('inviteMember', {
      token: token.lead,
      params: { id: projectId },
      body: { userId: users.uninvited },
    })
    expect(invited.status).toBe(201)
    expect(membersOfProject(projectId).map((member) => member.userId)).toEqual([users.uninvited])

    const sessions = db.authSessions.findMany((q) => q.where({ userId: users.lead }))
    expect((await call('logout', { token: token.lead })).status).toBe(204)
    const revoked = sessions.map((session) => byId.authSessions(session.sessionId)?.revoked)
    expect(revoked).toEqual([true])
    expect((await call('getProfile', { token: token.lead })).status).toBe(401)
    expectIndexesMatchScan()
  })
})
