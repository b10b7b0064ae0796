import { ADMIN_ROLE } from '@/domain/roles'
import { beforeEach, describe, expect, it } from 'vitest'
import { FIXTURE_VERSION } from '../../fixtures'
import { startInterview } from '../interview/engine'
import { db } from './index'
import { seedDatabase } from './seed'
import { collectionNames, exportSnapshot, importSnapshot } from './snapshot'

/**
 * Seeds, then adds what the seed leaves empty (sign-in sessions, live interview sessions, theme
 * decisions, sentiment corrections, report links, asked questions).
 */
async function seedEveryCollection() {
  await seedDatabase()
  const interviewee = db.users.findFirst((q) => q.where({ email: 'interviewee@candor.test' }))
  if (!interviewee) throw new Error('seed has no interviewee')
  await db.authSessions.create({
    sessionId: crypto.randomUUID(),
    userId: interviewee.id,
    revoked: false,
    createdAt: new Date().toISOString(),
  })
  const project = db.projects.all()[0]
  if (!project) throw new Error('seed has no project')
  const at = new Date().toISOString()
  await db.themeDecisions.create({
    id: crypto.randomUUID(),
    projectId: project.id,
    themeKey: 'delivery time',
    decision: 'dismissed',
    label: 'Delivery time',
    codeId: null,
    decidedBy: interviewee.id,
    decidedAt: at,
  })
  await db.sentimentCorrections.create({
    id: crypto.randomUUID(),
    projectId: project.id,
    interviewId: crypto.randomUUID(),
    questionId: crypto.randomUUID(),
    sentiment: 'annoyed',
    original: 'positive',
    correctedBy: interviewee.id,
    correctedAt: at,
    reason: null,
  })
  await startInterview(interviewee, {
    company: project.company,
    product: project.product,
    projectId: project.id,
  })
  await db.shareLinks.create({
    id: crypto.randomUUID(),
    projectId: project.id,
    token: 'snapshot-test-token-0123456789',
    createdByUserId: interviewee.id,
    createdByName: { firstName: interviewee.firstName, lastName: interviewee.lastName },
    createdAt: new Date().toISOString(),
    includeSentiment: false,
    segment: [],
  })
  await db.askedQuestions.create({
    id: crypto.randomUUID(),
    projectId: project.id,
    question: 'What do they say about the price?',
    segment: [],
    interviewCount: 0,
    mentionCount: 0,
    citations: [],
    summary: null,
    engine: 'Local search (MiniSearch)',
    askedByUserId: interviewee.id,
    askedByName: { firstName: interviewee.firstName, lastName: interviewee.lastName },
    askedAt: at,
  })
}

describe('data snapshot', () => {
  beforeEach(seedEveryCollection)

  it('exports every collection as plain JSON, with the fixtures version', () => {
    const snapshot = exportSnapshot()
    expect(snapshot.version).toBe(FIXTURE_VERSION)
    expect(Object.keys(snapshot.collections).sort()).toEqual([...collectionNames].sort())
    for (const name of collectionNames) {
      expect(snapshot.collections[name].length, name).toBeGreaterThan(0)
      expect(snapshot.collections[name]).toHaveLength(db[name].count())
    }
    expect(JSON.parse(JSON.stringify(snapshot))).toEqual(snapshot)
  })

  it('round-trips every collection exactly, in order, through JSON', async () => {
    const before = exportSnapshot()
    await seedDatabase({ seed: 1, extraUsers: 2 })
    expect(exportSnapshot()).not.toEqual(before)
    await importSnapshot(JSON.parse(JSON.stringify(before)))
    const after = exportSnapshot()
    for (const name of collectionNames)
      expect(after.collections[name], name).toEqual(before.collections[name])
    expect(after).toEqual(before)
    // The imported records are live records: queries and updates work on them.
    const admin = db.users.findFirst((q) => q.where({ email: 'admin@candor.test' }))
    expect(admin?.role).toBe(ADMIN_ROLE)
  })

  it('rejects a snapshot of another fixtures version, leaving the data as it was', async () => {
    const before = exportSnapshot()
    await expect(importSnapshot({ ...before, version: FIXTURE_VERSION + 1 })).rejects.toThrow(
      `version ${FIXTURE_VERSION + 1} does not match the fixtures version ${FIXTURE_VERSION}`,
    )
    expect(exportSnapshot()).toEqual(before)
  })

  it.each([
    ['not an object', [], /expected a JSON object/],
    ['no collections', { version: FIXTURE_VERSION }, /"collections" must be an object/],
    [
      'an unknown collection',
      () => ({ ...exportSnapshot(), collections: { ...exportSnapshot().collections, pets: [] } }),
      /unknown collection\(s\) pets/,
    ],
    [
      'a missing collection',
      () => {
        const { users: _users, ...rest } = exportSnapshot().collections
        return { version: FIXTURE_VERSION, collections: rest }
      },
      /collection "users" must be an array/,
    ],
    [
      'a record with a wrong field type',
      () => {
        const snapshot = exportSnapshot()
        snapshot.collections.projects[1] = { ...snapshot.collections.projects[1], status: 42 }
        return snapshot
      },
      /projects\[1\] status: /,
    ],
    [
      'a record with an unknown field',
      () => {
        const snapshot = exportSnapshot()
        snapshot.collections.users[0] = { ...snapshot.collections.users[0], admin: true }
        return snapshot
      },
      /users\[0\] .*admin/,
    ],
  ])('rejects %s with a clear error, leaving the data as it was', async (_, input, message) => {
    const before = exportSnapshot()
    const snapshot: unknown = typeof input === 'function' ? input() : input
    await expect(importSnapshot(snapshot)).rejects.toThrow(message)
    expect(exportSnapshot()).toEqual(before)
  })
})
