import type { components } from '@/contract/schema'
import { db } from '../db'
import type { GuideQuestionRecord, ProjectRecord } from '../db/schema'
import { guideOf, toGuideQuestion } from '../dto/guide'
import { badRequest } from '../rules/errors'
import { managedProject, visibleProject } from '../rules/access'
import { currentUser, http, safe } from './context'

type GuideBody = components['schemas']['UpdateGuideRequest']

/**
 * The saved guide from a PUT body (the guard has checked its shape): kept ids must be the
 * guide's own, so that answers already given stay grouped under their question.
 */
function savedGuide(project: ProjectRecord, body: GuideBody): GuideQuestionRecord[] {
  const known = new Set(guideOf(project).map((question) => question.id))
  const seen = new Set<string>()
  return body.questions.map((question, index) => {
    const field = `body.questions.${index}`
    if (question.id !== undefined) {
      if (!known.has(question.id))
        throw badRequest(`${field}.id`, 'is not a question of this guide')
      if (seen.has(question.id)) throw badRequest(`${field}.id`, 'appears twice')
      seen.add(question.id)
    }
    const goal = question.goal?.trim() ?? ''
    return {
      id: question.id ?? crypto.randomUUID(),
      text: question.text.trim(),
      ...(question.probingDepth !== undefined && { probingDepth: question.probingDepth }),
      goal: goal === '' ? null : goal,
    }
  })
}

/** GET and PUT /projects/{id}/questions (docs/product.md#discussion-guide). */
export const discussionGuideHandlers = [
  http.get(
    '/projects/{id}/questions',
    safe(async ({ request, params, response }) => {
      const me = await currentUser(request)
      const project = visibleProject(me, params.id)
      return response(200).json(guideOf(project).map(toGuideQuestion(project)))
    }),
  ),

  http.put(
    '/projects/{id}/questions',
    safe(async ({ request, params, response }) => {
      const me = await currentUser(request)
      const project = managedProject(me, params.id)
      const guide = savedGuide(project, await request.json())
      await db.projects.update((q) => q.where({ id: project.id }), {
        data(record) {
          record.guide = guide
        },
      })
      return response(200).json(guide.map(toGuideQuestion(project)))
    }),
  ),
]
