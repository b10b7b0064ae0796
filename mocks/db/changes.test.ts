import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { watchChanges, withoutChanges, withoutTheseChanges, type Change } from './changes'
import { clearDatabase, db } from './index'

/**
 * Which changes are reported while stored or shared data is applied: only what is being applied
 * is held back, never a request's write answered at the same moment (the demo's tabs and its
 * reload answer requests while they apply data: mocks/db/browser-persistence.ts).
 */

const project = (id: string) => ({
  id,
  name: `Project ${id}`,
  description: '',
  company: 'Candor',
  product: 'Candor',
  productDescription: '',
  projectTypeId: 'type-1',
  status: 'active' as const,
  followUpIntensity: 3,
  leadUserId: null,
  createdAt: '2026-11-01T09:00:00.000Z',
})

let reported: Change[] = []
let stop = () => {}
beforeEach(() => {
  clearDatabase()
  reported = []
  const unwatch = watchChanges((change) => reported.push(change))
  stop = () => void unwatch()
})
afterEach(() => stop())

const reportedKeys = () =>
  reported.map((change) =>
    change.op === 'put' ? `${change.op} ${String(change.record.id)}` : change.op,
  )

describe('applying another tab’s changes', () => {
  it('holds back only those records: a write answered meanwhile is reported', async () => {
    const theirs: Change = { op: 'put', collection: 'projects', record: project('theirs') }
    let resume = () => {}
    const applying = withoutTheseChanges([theirs], async () => {
      await db.projects.create(project('theirs'))
      // The apply is still running when a request's write comes in.
      await new Promise<void>((resolve) => (resume = resolve))
    })
    await db.projects.create(project('mine'))
    resume()
    await applying
    expect(reportedKeys()).toEqual(['put mine'])
  })

  it('holds back a whole collection when the change clears it', async () => {
    await withoutTheseChanges([{ op: 'clear', collection: 'projects' }], async () => {
      db.projects.clear()
      await db.users.create({
        id: 'user-1',
        email: 'someone@candor.test',
        firstName: 'Some',
        lastName: 'One',
        role: 'interviewee',
        createdAt: '2026-11-01T09:00:00.000Z',
        lastLoginAt: null,
        passwordSalt: 'salt',
        passwordHash: 'hash',
      })
    })
    expect(reported.map((change) => `${change.op} ${change.collection}`)).toEqual(['put users'])
  })

  it('reports the same records again once applied', async () => {
    await withoutTheseChanges(
      [{ op: 'put', collection: 'projects', record: project('theirs') }],
      async () => void (await db.projects.create(project('theirs'))),
    )
    await db.projects.update((q) => q.where({ id: 'theirs' }), {
      data: (draft) => void (draft.name = 'Renamed here'),
    })
    expect(reportedKeys()).toEqual(['put theirs'])
  })
})

describe('loading collections on their own', () => {
  it('holds back only the named collections', async () => {
    await withoutChanges(async () => {
      await db.projects.create(project('loaded'))
      await db.members.create({
        id: 'member-1',
        projectId: 'loaded',
        userId: 'user-1',
        invitedAt: '2026-11-01T09:00:00.000Z',
        completedAt: null,
      })
    }, ['projects'])
    expect(reported.map((change) => change.collection)).toEqual(['members'])
  })
})
