import { db } from '../db'
import { activityOfProject } from '../db/indexes'
import type { CodingActivityRecord, CodingState } from '../db/schema'

/**
 * The coding activity (docs/product.md#coding): every change to a project's codes, highlights,
 * theme decisions and sentiment corrections is appended here with who, when, before and after.
 * Nothing ever updates or deletes an entry.
 */

type CodingAction = CodingActivityRecord['action']

export interface ActivityInput {
  projectId: string
  /** Null for an entry that must not say who (an interview withdrawn). */
  actorId: string | null
  action: CodingAction
  before: CodingState | null
  after: CodingState | null
  at: string
}

export async function recordActivity(input: ActivityInput): Promise<void> {
  const { projectId, actorId, action, before, after, at } = input
  const last = activityOfProject(projectId).at(-1)
  await db.codingActivity.create({
    id: crypto.randomUUID(),
    projectId,
    seq: (last?.seq ?? -1) + 1,
    action,
    actorId,
    createdAt: at,
    before,
    after,
  })
}

/** The project's activity, newest first (seq grows with every entry of the project). */
export const activityNewestFirst = (projectId: string): CodingActivityRecord[] =>
  [...activityOfProject(projectId)].sort((a, b) => b.seq - a.seq)
