import type { components } from '@/contract/schema'
import type { GuideQuestionRecord, ProjectRecord } from '../db/schema'
import { questionsOfType } from './users-projects-interviews'

/**
 * A project's discussion guide (docs/product.md#discussion-guide): its own once saved, else the
 * type's active questions, each following the project's intensity. Read here only, so the guide
 * the API shows is the one the interview asks.
 */
export function guideOf(project: ProjectRecord): GuideQuestionRecord[] {
  if (project.guide) return project.guide
  return questionsOfType(project.projectTypeId, true).map((question) => ({
    id: question.id,
    text: question.text,
    goal: null,
  }))
}

/** The bound of a question's follow-ups: its own depth (null: None), else the intensity. */
export const probingDepthOf = (question: GuideQuestionRecord, project: ProjectRecord) =>
  question.probingDepth === undefined ? project.followUpIntensity : question.probingDepth

export function toGuideQuestion(
  project: ProjectRecord,
): (question: GuideQuestionRecord, index: number) => components['schemas']['GuideQuestion'] {
  return (question, index) => ({
    id: question.id,
    text: question.text,
    order: index + 1,
    isActive: true,
    probingDepth: probingDepthOf(question, project),
    followsIntensity: question.probingDepth === undefined,
    goal: question.goal,
  })
}
