import { describe, expect, it } from 'vitest'
import { interviewerPrompts, persistentInterviews } from '../../fixtures'
import { db } from '../../mocks/db'
import { seedDatabase } from '../../mocks/db/seed'
import { call, tokenFor, useMockServer } from '../contract/harness'
import {
  users,
  coffee,
  network,
  coffeeInProgress,
  coffeeCompleted,
  networkCompleted,
  accounts,
  idOf,
  startBody,
  liveSession,
  ROLES,
  type Tokens,
} from './requests'
import { seededAccounts, demoCredentials } from '../support/accounts'

/** The relation rules: what a role may do only to the records it is related to. */

useMockServer()

describe('relation rules', () => {
  let tokens: Tokens

  async function fresh() {
    await seedDatabase()
    tokens = {
      admin: await tokenFor(demoCredentials.admin),
      lead: await tokenFor(demoCredentials.lead),
      interviewee: await tokenFor(demoCredentials.interviewee),
    }
  }

  const projectBody = {
    name: 'Edited',
    company: 'Co',
    product: 'Product',
    productDescription: 'Described.',
  }

  it('an interview lead edits, invites and sees members only on the projects he leads', async () => {
    await fresh()
    const nora = await tokenFor(seededAccounts.nora)
    const projectsBefore = JSON.stringify(db.projects.all())
    const membersBefore = JSON.stringify(db.members.all())
    const attempts = [
      [tokens.lead, coffee, network],
      [nora, network, coffee],
    ] as const
    const edit = (token: string, id: string) =>
      call('updateProject', { token, params: { id }, body: projectBody })
    const invite = (token: string, id: string) =>
      call('inviteMember', { token, params: { id }, body: { userId: users.uninvited } })
    const members = (token: string, id: string) =>
      call('listProjectMembers', { token, params: { id } })
    // Another lead's project is not his to see: as unknown to him as a missing one (issue 33).
    for (const [token, , other] of attempts) {
      expect((await edit(token, other)).status).toBe(404)
      expect((await invite(token, other)).status).toBe(404)
      expect((await members(token, other)).status).toBe(404)
    }
    // The refused requests changed nothing.
    expect(JSON.stringify(db.projects.all())).toBe(projectsBefore)
    expect(JSON.stringify(db.members.all())).toBe(membersBefore)
    for (const [token, own] of attempts) {
      expect((await edit(token, own)).status).toBe(200)
      expect((await invite(token, own)).status).toBe(201)
      expect((await members(token, own)).status).toBe(200)
    }
    // Nor may a lead read or delete the interviews of a project he does not lead.
    for (const op of ['getPersistentInterview', 'deletePersistentInterview']) {
      expect(
        (await call(op, { token: tokens.lead, params: { id: networkCompleted } })).status,
      ).toBe(404)
    }
    // Admins may do all of it anywhere.
    expect(
      (
        await call('updateProject', {
          token: tokens.admin,
          params: { id: network },
          body: projectBody,
        })
      ).status,
    ).toBe(200)
  })

  it('an interviewee sees only his own interviews (list, get, project interviews)', async () => {
    await fresh()
    const token = tokens.interviewee
    type Page = { items: { interview_id: string; interviewee_id: string }[] }
    const queries: Record<string, string>[] = [
      { scope: 'all' },
      { scope: 'mine' },
      { scope: 'all', project_id: coffee },
    ]
    for (const query of queries) {
      const page = await call<Page>('listPersistentInterviews', { token, query })
      expect(page.status).toBe(200)
      expect(page.body.items.length).toBeGreaterThan(0)
      expect(page.body.items.every((item) => item.interviewee_id === users.interviewee)).toBe(true)
      expect(page.body.items.map((item) => item.interview_id)).not.toContain(coffeeCompleted)
    }
    expect(
      (await call('getPersistentInterview', { token, params: { id: coffeeInProgress } })).status,
    ).toBe(200)
    expect(
      (await call('getPersistentInterview', { token, params: { id: coffeeCompleted } })).status,
    ).toBe(404)
    type ProjectInterview = { userId: string; isComplete: boolean }
    const coffeeResults = await call<ProjectInterview[]>('listProjectInterviews', {
      token,
      params: { id: coffee },
    })
    // His coffee interview is in progress and Carlos' completed one is not his: nothing.
    expect(coffeeResults.body).toEqual([])
    const networkResults = await call<ProjectInterview[]>('listProjectInterviews', {
      token,
      params: { id: network },
    })
    expect(networkResults.body).toHaveLength(1)
    expect(networkResults.body.every((i) => i.userId === users.interviewee && i.isComplete)).toBe(
      true,
    )
    const inProgress = await call<{ interviewee_id: string }[]>('listInProgressInterviews', {
      token,
    })
    expect(inProgress.body.every((item) => item.interviewee_id === users.interviewee)).toBe(true)
    // The project's lead sees them all, and on scope=all only his projects' interviews.
    const leadView = await call<ProjectInterview[]>('listProjectInterviews', {
      token: tokens.lead,
      params: { id: coffee },
    })
    const coffeeInterviewees = persistentInterviews
      .filter((interview) => interview.project_id === coffee)
      .map((interview) => interview.interviewee_id)
    expect(new Set(leadView.body.map((i) => i.userId))).toEqual(new Set(coffeeInterviewees))
    expect(coffeeInterviewees).toEqual(
      expect.arrayContaining([users.interviewee, users.coffeeCompleter]),
    )
    const leadPage = await call<{ items: { project_id: string | null }[] }>(
      'listPersistentInterviews',
      {
        token: tokens.lead,
        query: { scope: 'all' },
      },
    )
    expect(leadPage.body.items.every((item) => item.project_id === coffee)).toBe(true)
    // Someone invited to no project sees none of it.
    const priya = await tokenFor(accounts.priya)
    expect((await call('getProject', { token: priya, params: { id: coffee } })).status).toBe(404)
    expect(
      (await call('listProjectInterviews', { token: priya, params: { id: coffee } })).status,
    ).toBe(404)
  })

  it('nobody can delete himself or reset his own password (403)', async () => {
    await fresh()
    for (const role of ROLES) {
      const params = { id: idOf[role] }
      expect((await call('deleteUser', { token: tokens[role], params })).status).toBe(403)
      expect((await call('resetUserPassword', { token: tokens[role], params })).status).toBe(403)
    }
    // Still there, with the same password, and the admin still signed in.
    await tokenFor(demoCredentials.admin)
    expect((await call('getProfile', { token: tokens.admin })).status).toBe(200)
  })

  it('admins and leads write into their own interviews, not into others’', async () => {
    await fresh()
    for (const role of ['admin', 'lead'] as const) {
      const token = tokens[role]
      const created = await call<{ interview_id: string }>('createPersistentInterview', {
        token,
        body: { project_id: coffee, interviewer_id: null, interviewee_id: idOf[role] },
      })
      expect(created.status).toBe(201)
      const id = created.body.interview_id
      const question = {
        question_id: crypto.randomUUID(),
        question_text: 'Why?',
        displayed_at: '2026-11-03T08:00:00.000Z',
      }
      expect(
        (await call('recordPersistentQuestion', { token, params: { id }, body: question })).status,
      ).toBe(201)
      expect(
        (
          await call('recordPersistentAnswer', {
            token,
            params: { id },
            body: {
              question_id: question.question_id,
              answer_text: 'Because.',
              answered_at: '2026-11-03T08:01:00.000Z',
            },
          })
        ).status,
      ).toBe(201)
      expect((await call('finishPersistentInterview', { token, params: { id } })).status).toBe(200)
      // Recording an interview for someone else is refused.
      expect(
        (
          await call('createPersistentInterview', {
            token,
            body: { project_id: coffee, interviewer_id: null, interviewee_id: users.interviewee },
          })
        ).status,
      ).toBe(403)
    }
  })

  it('only admins type answers or override the prompt; a live session is its user’s', async () => {
    await fresh()
    const text = { text: 'Typed.', isTextResponse: true }
    for (const role of ['lead', 'interviewee'] as const) {
      const id = await liveSession(tokens[role])
      expect(
        (await call('answerInterview', { token: tokens[role], params: { id }, body: text })).status,
      ).toBe(403)
      expect(
        (
          await call('startInterview', {
            token: tokens[role],
            body: { ...startBody, promptOverride: interviewerPrompts[1].path },
          })
        ).status,
      ).toBe(403)
      // Someone else's session is not revealed.
      expect(
        (await call('answerInterview', { token: tokens.admin, params: { id }, body: text })).status,
      ).toBe(404)
    }
    const own = await liveSession(tokens.admin)
    expect(
      (await call('answerInterview', { token: tokens.admin, params: { id: own }, body: text }))
        .status,
    ).toBe(200)
    expect(
      (
        await call('startInterview', {
          token: tokens.admin,
          body: { ...startBody, promptOverride: interviewerPrompts[1].path },
        })
      ).status,
    ).toBe(201)
  })
})
