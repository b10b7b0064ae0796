import { codedProject } from '../rules/access'
import { activityNewestFirst, recordActivity } from '../coding/activity'
import { toCodingActivity, toSentimentCorrection } from '../coding/records'
import { db } from '../db'
import { byId, correctionOfAnswer } from '../db/indexes'
import type { CodingActivityRecord } from '../db/schema'
import { conflict } from '../rules/errors'
import { currentUser, found, http, nowIso, safe } from './context'
import { listPage, type CursorKey } from './list-page'

/** Sentiment corrections and the coding activity (openapi.yaml, tag coding). */

/** seq, zero-padded so that the cursor's string order is the number order. */
const newestKey = (entry: CodingActivityRecord): CursorKey => [
  String(entry.seq).padStart(12, '0'),
  entry.id,
]

export const codingActivityHandlers = [
  http.put(
    '/projects/{id}/interviews/{interviewId}/answers/{questionId}/sentiment',
    safe(async ({ request, params, response }) => {
      const me = await currentUser(request)
      const project = codedProject(me, params.id)
      const stored = byId.interviews(params.interviewId)
      const interview = found(stored?.project_id === project.id ? stored : undefined, 'Interview')
      const asked = byId.interviewQuestions(params.questionId)
      const question = found(
        asked?.interview_id === interview.interview_id ? asked : undefined,
        'Question',
      )
      if (question.answer_text === null) throw conflict('This question has no answer yet.')
      const body = await request.json()
      const reason = body.reason?.trim() || null
      const previous = correctionOfAnswer(question.question_id)
      const at = nowIso()
      const values = {
        sentiment: body.sentiment,
        correctedBy: me.id,
        correctedAt: at,
        reason,
      }
      // The first original stays: a second correction replaces the first, not the AI's reading.
      const correction = previous
        ? ((await db.sentimentCorrections.update((q) => q.where({ id: previous.id }), {
            data(record) {
              Object.assign(record, values)
            },
          })) ?? previous)
        : await db.sentimentCorrections.create({
            id: crypto.randomUUID(),
            projectId: project.id,
            interviewId: interview.interview_id,
            questionId: question.question_id,
            original: question.sentiment,
            ...values,
          })
      const answer = { interviewId: interview.interview_id, questionId: question.question_id }
      await recordActivity({
        projectId: project.id,
        actorId: me.id,
        action: 'sentiment_corrected',
        before: {
          ...answer,
          sentiment: previous?.sentiment ?? question.sentiment,
          reason: previous?.reason ?? null,
        },
        after: { ...answer, sentiment: correction.sentiment, reason },
        at,
      })
      return response(200).json(toSentimentCorrection(correction))
    }),
  ),

  http.get(
    '/projects/{id}/coding-activity',
    safe(async ({ request, params, response }) => {
      const me = await currentUser(request)
      const project = codedProject(me, params.id)
      const query = new URL(request.url).searchParams
      const page = listPage(activityNewestFirst(project.id), query, newestKey, 'desc')
      return response(200).json(page.items.map(toCodingActivity), { headers: page.headers })
    }),
  ),
]
