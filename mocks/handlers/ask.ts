import { managedProject as managed } from '../rules/access'
import type { AskDocument } from '../ai'
import { aiEngine } from '../ai/active-engine'
import { db } from '../db'
import { answersVersion, interviewsOfProject, questionsOfInterview } from '../db/indexes'
import type { AskedQuestionRecord, ProjectRecord, UserRecord } from '../db/schema'
import { memberValuesOf, segmentTerms } from '../dto/segments'
import type { components } from '@/contract/schema'
import { currentUser, http, nowIso, safe } from './context'

type Schemas = components['schemas']
type SegmentTerm = AskedQuestionRecord['segment'][number]

const managedProject = (user: UserRecord, id: string): ProjectRecord =>
  managed(user, id, 'Only an admin or the project lead can ask its interviews')

/** The completed interviews of the interviewees with every value of the segment. */
function interviewsInScope(projectId: string, segment: readonly SegmentTerm[]): Set<string> {
  const values = new Map(memberValuesOf(projectId).map((member) => [member.userId, member.values]))
  return new Set(
    interviewsOfProject(projectId)
      .filter((interview) => interview.status === 'completed')
      .filter((interview) =>
        segment.every(
          (term) => values.get(interview.interviewee_id)?.[term.attributeId] === term.value,
        ),
      )
      .map((interview) => interview.interview_id),
  )
}

/** Every stored answer of the project's interviews, as the index reads them. */
function* answersOf(projectId: string): Generator<AskDocument> {
  for (const interview of interviewsOfProject(projectId))
    for (const question of questionsOfInterview(interview.interview_id))
      if (question.answer_text)
        yield {
          interviewId: interview.interview_id,
          questionId: question.question_id,
          text: question.answer_text,
        }
}

/** Questions asked before engines were labelled name the local search in words: all local. */
const isEngineLabel = (engine: string) => engine === 'local' || engine.startsWith('openai:')

function toAskedQuestion(record: AskedQuestionRecord): Schemas['AskedQuestion'] {
  const { id, question, segment, interviewCount, mentionCount, citations, summary } = record
  return {
    id,
    question,
    segment: segment.map((term) => ({ ...term })),
    interviewCount,
    mentionCount,
    citations: citations.map((citation) => ({ ...citation })),
    ...(summary !== null && { summary }),
    engine: isEngineLabel(record.engine) ? record.engine : 'local',
    askedBy: { ...record.askedByName },
    askedAt: record.askedAt,
  }
}

/** docs/product.md#ask */
export const askHandlers = [
  http.get(
    '/projects/{id}/asked-questions',
    safe(async ({ request, params, response }) => {
      const project = managedProject(await currentUser(request), params.id)
      // Kept in the order asked, so reversed is newest first even within one millisecond.
      const asked = db.askedQuestions.findMany((q) => q.where({ projectId: project.id })).reverse()
      return response(200).json(asked.map(toAskedQuestion))
    }),
  ),

  http.post(
    '/projects/{id}/asked-questions',
    safe(async ({ request, params, response }) => {
      const me = await currentUser(request)
      const project = managedProject(me, params.id)
      const body = await request.json()
      const question = body.question.trim()
      const segment = segmentTerms(project.id, body.segment ?? [])
      const scope = interviewsInScope(project.id, segment)
      const { value: answer, engine } = await aiEngine().ask({
        projectId: project.id,
        version: answersVersion(),
        documents: () => answersOf(project.id),
        question,
        scope,
      })
      const record = await db.askedQuestions.create({
        id: crypto.randomUUID(),
        projectId: project.id,
        question,
        segment,
        interviewCount: scope.size,
        mentionCount: answer.mentioningInterviews.length,
        citations: answer.citations,
        summary: answer.summary ?? null,
        engine,
        askedByUserId: me.id,
        askedByName: { firstName: me.firstName, lastName: me.lastName },
        askedAt: nowIso(),
      })
      return response(201).json(toAskedQuestion(record))
    }),
  ),
]
