import { expect } from 'vitest'
import { db } from '../../mocks/db'
import {
  byId,
  interviewsNewestFirst,
  interviewsOfInterviewee,
  interviewsOfProject,
  membersOfProject,
  membersOfUser,
  newestFirst,
  projectsLedBy,
  questionsOfInterview,
  userByEmail,
} from '../../mocks/db/indexes'

/**
 * The unindexed answers, by @msw/data's own scans, to compare the indexes with. Results must be
 * the very records the collections hold (same objects, same order), not just equal copies.
 */

function expectSame(label: string, indexed: readonly unknown[], scanned: readonly unknown[]) {
  expect(indexed, label).toEqual(scanned)
  indexed.forEach((record, index) => expect(record === scanned[index], label).toBe(true))
}

function sample<T>(items: readonly T[], size: number | undefined): T[] {
  if (size === undefined || items.length <= size) return [...items]
  const step = items.length / size
  return Array.from({ length: size }, (_, index) => items[Math.floor(index * step)] as T)
}

/**
 * Checks every index helper against a scan, for every record (or `size` of each kind, evenly
 * spread, on large data). Keys that have no records (deleted users, unknown ids) are checked too.
 */
export function expectIndexesMatchScan(size?: number, extraKeys: readonly string[] = []): void {
  const users = sample(db.users.all(), size)
  const userIds = [
    ...users.map((user) => user.id),
    ...extraKeys,
    ...sample(db.members.all(), size).map((member) => member.userId),
  ]
  for (const id of userIds) {
    expect(byId.users(id) === db.users.findFirst((q) => q.where({ id })), `user ${id}`).toBe(true)
    expectSame(
      `members of user ${id}`,
      membersOfUser(id),
      db.members.findMany((q) => q.where({ userId: id })),
    )
    expectSame(
      `projects led by ${id}`,
      projectsLedBy(id),
      db.projects.findMany((q) => q.where({ leadUserId: id })),
    )
    expectSame(
      `interviews of ${id}`,
      interviewsOfInterviewee(id),
      db.interviews.findMany((q) => q.where({ interviewee_id: id })),
    )
  }
  for (const user of users) {
    const scanned = db.users.findFirst((q) => q.where({ email: user.email }))
    expect(userByEmail(user.email) === scanned, `email ${user.email}`).toBe(true)
  }
  const projectIds = [...sample(db.projects.all(), size).map((project) => project.id), ...extraKeys]
  for (const id of projectIds) {
    expect(byId.projects(id) === db.projects.findFirst((q) => q.where({ id })), id).toBe(true)
    expectSame(
      `members of project ${id}`,
      membersOfProject(id),
      db.members.findMany((q) => q.where({ projectId: id })),
    )
    expectSame(
      `interviews of project ${id}`,
      interviewsOfProject(id),
      db.interviews.findMany((q) => q.where({ project_id: id })),
    )
  }
  const interviewIds = [
    ...sample(db.interviews.all(), size).map((interview) => interview.interview_id),
    ...extraKeys,
  ]
  for (const id of interviewIds) {
    const scanned = db.interviews.findFirst((q) => q.where({ interview_id: id }))
    expect(byId.interviews(id) === scanned, `interview ${id}`).toBe(true)
    expectSame(
      `questions of ${id}`,
      questionsOfInterview(id),
      db.interviewQuestions.findMany((q) => q.where({ interview_id: id }), {
        orderBy: { position: 'asc' },
      }),
    )
  }
  for (const question of sample(db.interviewQuestions.all(), size)) {
    const id = question.question_id
    const scanned = db.interviewQuestions.findFirst((q) => q.where({ question_id: id }))
    expect(byId.interviewQuestions(id) === scanned, `question ${id}`).toBe(true)
  }
  for (const member of sample(db.members.all(), size)) {
    const scanned = db.members.findFirst((q) => q.where({ id: member.id }))
    expect(byId.members(member.id) === scanned, `member ${member.id}`).toBe(true)
  }
  for (const session of db.authSessions.all()) {
    const { sessionId } = session
    const scanned = db.authSessions.findFirst((q) => q.where({ sessionId }))
    expect(byId.authSessions(sessionId) === scanned, `session ${sessionId}`).toBe(true)
  }
  expectSame(
    'interviews newest first',
    interviewsNewestFirst(),
    db.interviews.findMany().sort(newestFirst),
  )
}
