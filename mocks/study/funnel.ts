import type { components } from '@/contract/schema'
import { activityOfProject, byId, interviewsOfProject, membersOfProject } from '../db/indexes'
import { attributesOf, memberValuesOf } from '../dto/segments'

type FunnelRow = components['schemas']['FunnelRow']
type StudyFunnel = components['schemas']['StudyFunnel']

/** The attribute that says where a participant came from (a participant link's label). */
const SOURCE_ATTRIBUTE = 'source'

/**
 * A withdrawal as the activity log keeps it: an entry whose action names one. The entry keeps
 * that it happened, never the interview's content (issue 31 §2); a participant's own withdrawal
 * keeps no actor either, so it counts in the total but in no Source's row.
 */
const isWithdrawal = (action: string) => action.includes('withdraw')

interface Person {
  started: boolean
  completed: boolean
  withdrawals: number
  durations: number[]
}

function median(values: number[]): number | null {
  if (values.length === 0) return null
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  const value =
    sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
  return Math.round(value)
}

function rowOf(source: string | null, people: readonly Person[]): FunnelRow {
  const started = people.filter((person) => person.started).length
  const completed = people.filter((person) => person.completed).length
  return {
    source,
    invited: people.length,
    started,
    completed,
    withdrawn: people.reduce((total, person) => total + person.withdrawals, 0),
    completionRate: started === 0 ? null : completed / started,
    medianDurationSeconds: median(people.flatMap((person) => person.durations)),
  }
}

/**
 * A project's funnel (docs/product.md#funnel): people, from invited to completed, overall and by
 * their Source attribute. Everything comes from indexes by project, so a project's funnel costs
 * its own members and interviews, not the data set's.
 */
export function studyFunnel(projectId: string): StudyFunnel {
  const people = new Map<string, Person>()
  const person = (userId: string): Person => {
    let found = people.get(userId)
    if (!found) {
      found = { started: false, completed: false, withdrawals: 0, durations: [] }
      people.set(userId, found)
    }
    return found
  }
  for (const member of membersOfProject(projectId)) {
    if (byId.users(member.userId)?.role === 'interviewee') person(member.userId)
  }
  for (const interview of interviewsOfProject(projectId)) {
    // A lead's own interview tries the study out; it is no participant's.
    if (interview.metadata.is_lead_interview) continue
    const each = person(interview.interviewee_id)
    each.started = true
    if (interview.status === 'completed' && interview.completed_at !== null) {
      each.completed = true
      const seconds = (Date.parse(interview.completed_at) - Date.parse(interview.started_at)) / 1000
      if (Number.isFinite(seconds) && seconds >= 0) each.durations.push(seconds)
    }
  }
  let unattributed = 0
  for (const entry of activityOfProject(projectId)) {
    if (!isWithdrawal(entry.action)) continue
    if (entry.actorId === null) {
      unattributed += 1
      continue
    }
    const each = person(entry.actorId)
    each.started = true
    each.withdrawals += 1
  }

  const source = attributesOf(projectId).find(
    (attribute) => attribute.name.trim().toLowerCase() === SOURCE_ATTRIBUTE,
  )
  const sourceOf = new Map<string, string>()
  if (source) {
    for (const values of memberValuesOf(projectId)) {
      const value = values.values[source.id]
      if (value) sourceOf.set(values.userId, value)
    }
  }
  const groups = new Map<string | null, Person[]>()
  for (const [userId, each] of people) {
    const key = sourceOf.get(userId) ?? null
    const group = groups.get(key)
    if (group) group.push(each)
    else groups.set(key, [each])
  }
  const bySource = [...groups]
    .map(([key, group]) => rowOf(key, group))
    .sort(
      (a, b) =>
        Number(a.source === null) - Number(b.source === null) ||
        b.invited - a.invited ||
        (a.source ?? '').localeCompare(b.source ?? ''),
    )
  const total = rowOf(null, [...people.values()])
  total.withdrawn += unattributed
  // One row is the total by another name (the screen shows it alone).
  if (bySource.length === 1) bySource[0]!.withdrawn += unattributed
  return { total, bySource }
}
