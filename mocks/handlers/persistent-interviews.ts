import { canManageProject } from '@/domain/permissions'
import type { components } from '@/contract/schema'
import { db } from '../db'
import {
  byId,
  firstInterviewsNewestFirst,
  interviewsOfInterviewee,
  newestFirst,
  projectsLedBy,
  questionsOfInterview,
} from '../db/indexes'
import type { InterviewRecord, UserRecord } from '../db/schema'
import {
  questionsOfType,
  questionTree,
  toPersistentInterview,
} from '../dto/users-projects-interviews'
import { guideOf } from '../dto/guide'
import { badRequest, conflict, forbidden } from '../rules/errors'
import { isAdmin, managesInterview, readableInterview, visibleProject } from '../rules/access'
import { currentUser, found, http, nowIso, safe } from './context'
import { recordActivity } from '../coding/activity'
import { consentHash, consentTextOf, DEFAULT_CONSENT_TEXT } from '@/domain/consent'
import { decodeCursor as decodeListCursor, encodeCursor as encodeListCursor } from './list-page'
import { suggestedByOf } from '../study/probes'

type PersistentQuestion = components['schemas']['PersistentQuestion']

const DEFAULT_PAGE_SIZE = 20

/**
 * Questions, answers, finish and abandon belong to the person giving the interview: admins and
 * leads read and delete other people's interviews, they do not write into them (403).
 */
function assertInterviewee(user: UserRecord, interview: InterviewRecord, action: string) {
  if (interview.interviewee_id !== user.id) {
    throw forbidden(`Only the interviewee can ${action} this interview`)
  }
}

function assertInProgress(interview: InterviewRecord, action: string) {
  if (interview.status !== 'in_progress') {
    throw conflict(`The interview is ${interview.status.replace('_', ' ')}; cannot ${action} it`)
  }
}

function purge(interview: InterviewRecord): void {
  // Its coded passages and corrections go with it; the coding activity keeps the history.
  db.highlights.deleteMany((q) => q.where({ interviewId: interview.interview_id }))
  db.sentimentCorrections.deleteMany((q) => q.where({ interviewId: interview.interview_id }))
  db.interviewQuestions.deleteMany((q) => q.where({ interview_id: interview.interview_id }))
  db.interviews.delete((q) => q.where({ interview_id: interview.interview_id }))
}

function findNode(nodes: PersistentQuestion[], questionId: string): PersistentQuestion | undefined {
  for (const node of nodes) {
    if (node.question_id === questionId) return node
    const child = findNode(node.children, questionId)
    if (child) return child
  }
  return undefined
}

/** A recorded question as the contract shows it, with its follow-ups nested. */
function questionNode(
  interviewId: string,
  questionId: string,
  viewer: UserRecord,
): PersistentQuestion {
  return found(findNode(questionTree(interviewId, viewer), questionId), 'Question')
}

interface Cursor {
  startedAt: string
  id: string
}

/** The cursor is opaque to clients: the last item's [started_at, interview_id]. */
function encodeCursor(interview: InterviewRecord): string {
  return encodeListCursor([interview.started_at, interview.interview_id])
}

function decodeCursor(raw: string): Cursor {
  const [startedAt, id] = decodeListCursor(raw)
  if (Number.isNaN(Date.parse(startedAt))) {
    throw badRequest('query.cursor', 'is not a cursor this server issued')
  }
  return { startedAt, id }
}

/** Which interviews a caller may list under a scope (docs/product.md#roles: results). */
function inScope(user: UserRecord, scope: 'mine' | 'all'): (interview: InterviewRecord) => boolean {
  const own = (interview: InterviewRecord) => interview.interviewee_id === user.id
  // Interviewees only ever see their own, whatever scope they ask for.
  if (scope === 'mine' || user.role === 'interviewee') return own
  if (isAdmin(user)) return () => true
  const led = new Set(projectsLedBy(user.id).map((project) => project.id))
  return (interview) => interview.project_id !== null && led.has(interview.project_id)
}

/**
 * Standalone interviews (no project) use the sample companies, which are both services
 * (docs/product.md#overview): their plan is the service type's active questions, as the live interview's is
 * (mocks/interview/engine.ts picks the first type of that category too).
 */
function standaloneQuestionCount(): number {
  const type = db.projectTypes.findFirst((q) => q.where({ category: 'service' }))
  return type ? questionsOfType(type.id, true).length : 0
}

export const persistentInterviewHandlers = [
  http.post(
    '/persistent-interviews',
    safe(async ({ request, response }) => {
      const me = await currentUser(request)
      const body = await request.json()
      if (body.interviewee_id !== me.id) {
        throw forbidden('body.interviewee_id must be the signed-in user')
      }
      let metadata: InterviewRecord['metadata']
      let consentText = DEFAULT_CONSENT_TEXT
      if (body.project_id) {
        // A project's own metadata wins; body.metadata is ignored when project_id is given.
        const project = visibleProject(me, body.project_id)
        metadata = {
          company: project.company,
          product: project.product,
          product_description: project.productDescription,
          is_lead_interview: canManageProject(me, project),
          total_questions: guideOf(project).length,
        }
        consentText = consentTextOf(project)
      } else {
        if (!body.metadata) {
          throw badRequest('body.metadata', 'is required when project_id is null')
        }
        metadata = {
          company: body.metadata.company.trim(),
          product: body.metadata.product.trim(),
          product_description: body.metadata.product_description?.trim() ?? '',
          // Without a project there is no project lead: admins and interview leads count as leads.
          is_lead_interview: me.role !== 'interviewee',
          total_questions: standaloneQuestionCount(),
        }
      }
      const interview = await db.interviews.create({
        interview_id: crypto.randomUUID(),
        project_id: body.project_id ?? null,
        // Stored as sent: the AI interviewer has no user record, so null is the usual value.
        interviewer_id: body.interviewer_id ?? null,
        interviewee_id: me.id,
        status: 'in_progress',
        started_at: nowIso(),
        completed_at: null,
        metadata,
        consent: body.consented
          ? { consentedAt: nowIso(), textHash: await consentHash(consentText) }
          : null,
      })
      return response(201).json({ interview_id: interview.interview_id })
    }),
  ),

  http.get(
    '/persistent-interviews',
    safe(async ({ request, query, response }) => {
      const me = await currentUser(request)
      const scope = query.get('scope') ?? 'mine'
      const projectId = query.get('project_id')
      const product = query.get('product_id')
      const status = query.get('status')
      const limit = Number(query.get('limit') ?? DEFAULT_PAGE_SIZE)
      const rawCursor = query.get('cursor')
      const cursor = rawCursor ? decodeCursor(rawCursor) : null
      const visible = inScope(me, scope)
      // Filters narrow silently: an unknown project_id or product gives an empty page, not a 404.
      const matches = (interview: InterviewRecord) =>
        visible(interview) &&
        (!projectId || interview.project_id === projectId) &&
        (!product || interview.metadata.product === product) &&
        (!status || interview.status === status)
      // Newest first from after the cursor; one more than the page says whether another follows.
      const matching = firstInterviewsNewestFirst(matches, limit + 1, cursor ?? undefined)
      const page = matching.slice(0, limit)
      const last = page.at(-1)
      return response(200).json({
        items: page.map((interview) => toPersistentInterview(interview, me)),
        nextCursor: matching.length > limit && last ? encodeCursor(last) : null,
      })
    }),
  ),

  // Registered before /{id} so that "in-progress" is never read as an id.
  http.get(
    '/persistent-interviews/in-progress',
    safe(async ({ request, response }) => {
      const me = await currentUser(request)
      const mine = interviewsOfInterviewee(me.id)
        .filter((interview) => interview.status === 'in_progress')
        .sort(newestFirst)
      return response(200).json(mine.map((interview) => toPersistentInterview(interview, me)))
    }),
  ),

  http.get(
    '/persistent-interviews/{id}',
    safe(async ({ request, params, response }) => {
      const me = await currentUser(request)
      const interview = readableInterview(me, params.id)
      return response(200).json(toPersistentInterview(interview, me))
    }),
  ),

  http.delete(
    '/persistent-interviews/{id}',
    safe(async ({ request, params, response }) => {
      const me = await currentUser(request)
      const interview = readableInterview(me, params.id)
      if (!managesInterview(me, interview)) {
        throw forbidden('Only an admin or the project lead can delete this interview')
      }
      // A member's completedAt is history and stays, even when the interview record goes.
      purge(interview)
      return response(204).empty()
    }),
  ),

  http.post(
    '/persistent-interviews/{id}/questions',
    safe(async ({ request, params, response }) => {
      const me = await currentUser(request)
      const interview = readableInterview(me, params.id)
      const body = await request.json()
      assertInterviewee(me, interview, 'record questions in')
      if (body.interview_id !== undefined && body.interview_id !== interview.interview_id) {
        throw badRequest('body.interview_id', 'must equal the interview id in the path')
      }
      assertInProgress(interview, 'record questions in')
      const existing = questionsOfInterview(interview.interview_id)
      const followUpOf = body.follow_up_of ?? null
      if (followUpOf && !existing.some((question) => question.question_id === followUpOf)) {
        throw badRequest('body.follow_up_of', 'must be a question of this interview')
      }
      // The same question recorded again (a resumed interview asks a pending follow-up under its
      // recorded id; a client retries) changes nothing.
      const same = byId.interviewQuestions(body.question_id)
      if (
        same?.interview_id === interview.interview_id &&
        same.text === body.question_text.trim() &&
        same.follow_up_of === followUpOf
      ) {
        return response(201).json(questionNode(interview.interview_id, body.question_id, me))
      }
      // Question ids are global (UUIDs), so a clash with any interview's question is a duplicate.
      if (same) {
        throw conflict('body.question_id is already recorded', 'body.question_id')
      }
      await db.interviewQuestions.create({
        question_id: body.question_id,
        interview_id: interview.interview_id,
        // Stored as sent: a retired type question may still be on an older client's screen.
        project_type_question_id: body.project_type_question_id ?? null,
        text: body.question_text.trim(),
        displayed_at: body.displayed_at,
        follow_up_of: followUpOf,
        answer_text: null,
        answered_at: null,
        sentiment: null,
        question_engine: followUpOf ? (body.engine ?? 'local') : null,
        sentiment_engine: null,
        transcript_engine: null,
        response_time_ms: null,
        position: Math.max(-1, ...existing.map((question) => question.position)) + 1,
        ...suggestedByOf(body.question_id),
      })
      return response(201).json(questionNode(interview.interview_id, body.question_id, me))
    }),
  ),

  http.post(
    '/persistent-interviews/{id}/answers',
    safe(async ({ request, params, response }) => {
      const me = await currentUser(request)
      const interview = readableInterview(me, params.id)
      const body = await request.json()
      assertInterviewee(me, interview, 'record answers in')
      assertInProgress(interview, 'record answers in')
      const recorded = byId.interviewQuestions(body.question_id)
      const question = found(
        recorded?.interview_id === interview.interview_id ? recorded : undefined,
        'Question',
      )
      const elapsed = Date.parse(body.answered_at) - Date.parse(question.displayed_at)
      // Answering again replaces the earlier answer (a re-recorded response).
      await db.interviewQuestions.update(question, {
        data(record) {
          record.answer_text = body.answer_text
          record.sentiment = body.sentiment ?? 'unknown'
          record.sentiment_engine = body.sentimentEngine ?? 'local'
          record.transcript_engine = body.transcriptEngine ?? null
          record.answered_at = body.answered_at
          record.response_time_ms = Math.max(0, Math.round(elapsed))
        },
      })
      return response(201).json(questionNode(interview.interview_id, body.question_id, me))
    }),
  ),

  http.post(
    '/persistent-interviews/{id}/finish',
    safe(async ({ request, params, response }) => {
      const me = await currentUser(request)
      const interview = readableInterview(me, params.id)
      assertInterviewee(me, interview, 'finish')
      if (interview.status === 'abandoned') {
        throw conflict('The interview was abandoned; it cannot be finished')
      }
      if (interview.status === 'completed') {
        return response(200).json(toPersistentInterview(interview, me))
      }
      const completedAt = nowIso()
      const finished = await db.interviews.update(interview, {
        data(record) {
          record.status = 'completed'
          record.completed_at = completedAt
        },
      })
      const projectId = interview.project_id
      if (projectId) {
        // Leads and admins interviewing in a project may have no membership: nothing to mark.
        await db.members.update((q) => q.where({ projectId, userId: me.id }), {
          data(member) {
            member.completedAt = completedAt
          },
        })
      }
      return response(200).json(toPersistentInterview(finished ?? interview, me))
    }),
  ),

  http.post(
    '/persistent-interviews/{id}/withdraw',
    safe(async ({ request, params, response }) => {
      const me = await currentUser(request)
      const interview = readableInterview(me, params.id)
      assertInterviewee(me, interview, 'withdraw')
      purge(interview)
      // That it happened stays in the project's activity; what was said, and by whom, does not.
      if (interview.project_id !== null)
        await recordActivity({
          projectId: interview.project_id,
          actorId: null,
          action: 'interview_withdrawn',
          before: null,
          after: null,
          at: nowIso(),
        })
      return response(204).empty()
    }),
  ),

  http.post(
    '/persistent-interviews/{id}/abandon',
    safe(async ({ request, params, response }) => {
      const me = await currentUser(request)
      const interview = readableInterview(me, params.id)
      // The body is optional (openapi-msw types text() as never for JSON bodies, hence Request);
      // the guard has already validated it when present.
      const text = await (request as Request).text()
      const purgeIt = text ? (JSON.parse(text) as { purge?: boolean }).purge === true : false
      assertInterviewee(me, interview, 'abandon')
      if (interview.status === 'completed') {
        throw conflict('The interview is completed; it cannot be abandoned')
      }
      // Abandoning an abandoned interview changes nothing (purge still removes it).
      if (purgeIt) {
        purge(interview)
      } else if (interview.status === 'in_progress') {
        await db.interviews.update(interview, {
          data(record) {
            record.status = 'abandoned'
          },
        })
      }
      return response(204).empty()
    }),
  ),
]
