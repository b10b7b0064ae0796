import type { Collection } from '@msw/data'
import { defineExtension } from '@msw/data/extensions'
import type { recordSchemas } from './schema'
import { Store } from './index-store'

/**
 * In-memory indexes over the busiest collections, so that a request costs what it returns
 * rather than a scan of every record (@msw/data answers every query, even by id, by testing
 * each record in turn).
 *
 * They are kept by an extension on each indexed collection (see `indexed()` in mocks/db/index.ts)
 * that wraps the collection's own create/createMany/update/updateMany/delete/deleteMany/clear:
 * whatever changes the data through `db.*` changes the indexes too, and no handler can forget.
 * (@msw/data's `hooks` are not enough: an `update` event carries the draft from before the
 * schema is re-applied, not the record that is stored, and `clear()` emits `delete` for only
 * every other record.)
 *
 * Lookups answer exactly what the equivalent scan would, in the collection's order (a record
 * keeps its place when updated, as in the collection). Anything that fills the collections
 * without going through those methods must call `rebuildIndexes()` afterwards;
 * `clearDatabase()` clears them, and `importSnapshot()` creates records one by one, so both are
 * covered already.
 */

type AnySchema = ConstructorParameters<typeof Collection>[0]['schema']
/** A record as the collection stores it (with @msw/data's internal symbols). */
type Stored<Schema extends AnySchema> = NonNullable<ReturnType<Collection<Schema>['findFirst']>>
export type UserRow = Stored<typeof recordSchemas.users>
export type ProjectRow = Stored<typeof recordSchemas.projects>
export type MemberRow = Stored<typeof recordSchemas.members>
export type InterviewRow = Stored<typeof recordSchemas.interviews>
export type InterviewQuestionRow = Stored<typeof recordSchemas.interviewQuestions>
type AuthSessionRow = Stored<typeof recordSchemas.authSessions>
export type CodeRow = Stored<typeof recordSchemas.codes>
export type HighlightRow = Stored<typeof recordSchemas.highlights>
export type SentimentCorrectionRow = Stored<typeof recordSchemas.sentimentCorrections>
export type CodingActivityRow = Stored<typeof recordSchemas.codingActivity>

/**
 * Newest first; ties (same started_at) broken by id so the order, and a cursor into it, are
 * total. The persistent-interview list's order (mocks/handlers/persistent-interviews.ts).
 */
export function newestFirst(a: InterviewRow, b: InterviewRow): number {
  if (a.started_at !== b.started_at) return a.started_at < b.started_at ? 1 : -1
  return a.interview_id < b.interview_id ? 1 : a.interview_id > b.interview_id ? -1 : 0
}

/** The user list's order: creation time, then id for users created together (a total order). */
function oldestUserFirst(a: UserRow, b: UserRow): number {
  if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt ? -1 : 1
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0
}

/** The project list's order: newest first, ties broken by id (a total order). */
export function newestProjectFirst(a: ProjectRow, b: ProjectRow): number {
  if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt ? 1 : -1
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0
}

// The lists are kept sorted: sorting 10,000 users on every page asked for was most of its time.
const stores = {
  users: new Store<UserRow>('users', (row) => row.id, ['email'], oldestUserFirst),
  projects: new Store<ProjectRow>('projects', (row) => row.id, ['leadUserId'], newestProjectFirst),
  members: new Store<MemberRow>('members', (row) => row.id, ['projectId', 'userId']),
  interviews: new Store<InterviewRow>(
    'interviews',
    (row) => row.interview_id,
    ['interviewee_id', 'project_id'],
    newestFirst,
  ),
  interviewQuestions: new Store<InterviewQuestionRow>(
    'interviewQuestions',
    (row) => row.question_id,
    ['interview_id'],
  ),
  authSessions: new Store<AuthSessionRow>('authSessions', (row) => row.sessionId),
  codes: new Store<CodeRow>('codes', (row) => row.id, ['projectId']),
  highlights: new Store<HighlightRow>('highlights', (row) => row.id, [
    'projectId',
    'codeId',
    'questionId',
  ]),
  // Keyed by the answer: one correction per answer, replaced when corrected again.
  sentimentCorrections: new Store<SentimentCorrectionRow>(
    'sentimentCorrections',
    (row) => row.questionId,
    ['projectId'],
  ),
  codingActivity: new Store<CodingActivityRow>('codingActivity', (row) => row.id, ['projectId']),
}

export type IndexedCollection = keyof typeof stores

/**
 * The @msw/data extension that keeps a collection's indexes: `new Collection({ schema,
 * extensions: [indexed('users')] })`.
 */
export function indexed(name: IndexedCollection) {
  return defineExtension({
    name: `candor-indexes-${name}`,
    extend(collection) {
      stores[name].attach(collection)
    },
  })
}

/**
 * Reads every indexed collection again. Call it after filling collections without their
 * create/update/delete methods (for instance by pushing into `collection.all()`); the seed,
 * `clearDatabase()` and `importSnapshot()` do not need it.
 */
export function rebuildIndexes(): void {
  for (const store of Object.values(stores)) store.rebuild()
}

/** Records by their id (an interview by interview_id, a session by sessionId, …). */
export const byId = {
  users: (id: string) => stores.users.get(id),
  projects: (id: string) => stores.projects.get(id),
  members: (id: string) => stores.members.get(id),
  interviews: (id: string) => stores.interviews.get(id),
  interviewQuestions: (id: string) => stores.interviewQuestions.get(id),
  authSessions: (sessionId: string) => stores.authSessions.get(sessionId),
  codes: (id: string) => stores.codes.get(id),
  highlights: (id: string) => stores.highlights.get(id),
}

export const codesOfProject = (projectId: string): CodeRow[] =>
  stores.codes.where('projectId', projectId)

export const highlightsOfProject = (projectId: string): HighlightRow[] =>
  stores.highlights.where('projectId', projectId)

export const highlightsOfCode = (codeId: string): HighlightRow[] =>
  stores.highlights.where('codeId', codeId)

/** The researcher's sentiment for an answer (by its question id), if one was given. */
export const correctionOfAnswer = (questionId: string): SentimentCorrectionRow | undefined =>
  stores.sentimentCorrections.get(questionId)

export const activityOfProject = (projectId: string): CodingActivityRow[] =>
  stores.codingActivity.where('projectId', projectId)

/** The first user with this (already normalised) email, as findFirst({ email }) answers. */
export const userByEmail = (email: string): UserRow | undefined =>
  stores.users.where('email', email)[0]

export const membersOfProject = (projectId: string): MemberRow[] =>
  stores.members.where('projectId', projectId)

export const membersOfUser = (userId: string): MemberRow[] => stores.members.where('userId', userId)

/** The user's membership of the project, if he has one. */
export const membership = (projectId: string, userId: string): MemberRow | undefined =>
  membersOfUser(userId).find((member) => member.projectId === projectId)

export const projectsLedBy = (userId: string): ProjectRow[] =>
  stores.projects.where('leadUserId', userId)

/** Every user in the list's order (see oldestUserFirst; a shared array: do not change it). */
export const usersOldestFirst = (): readonly UserRow[] => stores.users.ordered()

/** Every project in the list's order (see newestProjectFirst; a shared array: do not change it). */
export const projectsNewestFirst = (): readonly ProjectRow[] => stores.projects.ordered()

/** Projects by id, each once, in the collection's order (as findMany would give them). */
export const projectsByIds = (ids: Iterable<string>): ProjectRow[] => stores.projects.getMany(ids)

/** An interview's questions in display order (position; ties in collection order). */
export const questionsOfInterview = (interviewId: string): InterviewQuestionRow[] =>
  orderBy(stores.interviewQuestions.where('interview_id', interviewId), 'position', 'asc')

export const interviewsOfInterviewee = (userId: string): InterviewRow[] =>
  stores.interviews.where('interviewee_id', userId)

export const interviewsOfProject = (projectId: string): InterviewRow[] =>
  stores.interviews.where('project_id', projectId)

/** Changes whenever an interview or an answer does (what the Ask index is built from). */
export const answersVersion = (): string =>
  `${stores.interviews.version}.${stores.interviewQuestions.version}`

/** Every interview, newest first (see newestFirst). */
export const interviewsNewestFirst = (): InterviewRow[] => [...stores.interviews.ordered()]

/**
 * The first `count` interviews, newest first, that `matches` accepts, starting after a page
 * cursor (the last item of the previous page: its started_at and interview_id) when given. The
 * cursor is found by binary search and the walk stops once `count` are found, so a page costs
 * what it holds (plus what its filters skip).
 */
export function firstInterviewsNewestFirst(
  matches: (interview: InterviewRow) => boolean,
  count: number,
  after?: { startedAt: string; id: string },
): InterviewRow[] {
  const sorted = stores.interviews.ordered()
  let index = 0
  if (after) {
    // Those after the cursor are a suffix of the order: from the first with an earlier
    // (started_at, interview_id) than the cursor's.
    let end = sorted.length
    while (index < end) {
      const middle = (index + end) >>> 1
      const row = sorted[middle]
      const later =
        row !== undefined &&
        (row.started_at > after.startedAt ||
          (row.started_at === after.startedAt && row.interview_id >= after.id))
      if (later) index = middle + 1
      else end = middle
    }
  }
  const found: InterviewRow[] = []
  for (; index < sorted.length && found.length < count; index++) {
    const row = sorted[index]
    if (row !== undefined && matches(row)) found.push(row)
  }
  return found
}

/**
 * Sorts in place as @msw/data's `orderBy` does (a stable sort comparing with < and >), so
 * rows taken from an index come out in the order findMany(…, { orderBy }) gives.
 */
export function orderBy<Row, Field extends keyof Row>(
  rows: Row[],
  field: Field,
  direction: 'asc' | 'desc',
): Row[] {
  const sign = direction === 'asc' ? 1 : -1
  return rows.sort((left, right) => {
    if (left[field] > right[field]) return sign
    if (left[field] < right[field]) return -sign
    return 0
  })
}
