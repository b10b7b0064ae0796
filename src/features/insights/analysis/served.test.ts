import { describe, expect, it } from 'vitest'
import { fixtureIds } from '../../../../fixtures/ids'
import {
  call,
  tokenFor, // Not a React hook: it starts the node mock around each test of the file.
  useMockServer as serveTheMock,
} from '../../../../tests/contract/harness'
import { numberQuestionTree } from '@/domain/interview-progress'
import type { PersistentInterview, ProjectInterview, ProjectTypeQuestion } from '@/contract/types'
import { computeInsights } from '@/domain/insights/compute'
import { demoCredentials } from '../../../../tests/support/accounts'

serveTheMock()

/** The sample projects as the mock serves them, and the same interviews as persisted trees. */
async function served(projectId: string) {
  const token = await tokenFor(demoCredentials.admin)
  const interviews = await call<ProjectInterview[]>('listProjectInterviews', {
    token,
    params: { id: projectId },
  })
  const questions = await call<ProjectTypeQuestion[]>('listProjectQuestions', {
    token,
    params: { id: projectId },
  })
  const trees = await Promise.all(
    interviews.body
      .filter((interview) => interview.isComplete)
      .map(async (interview) => {
        const tree = await call<PersistentInterview>('getPersistentInterview', {
          token,
          params: { id: interview.id },
        })
        return tree.body
      }),
  )
  return { interviews: interviews.body, questions: questions.body, trees }
}

describe('insights of the served sample projects', () => {
  it('number every answer as the interview details do, follow-ups under their primary', async () => {
    for (const projectId of [fixtureIds.projects.coffee, fixtureIds.projects.network]) {
      const { interviews, questions, trees } = await served(projectId)
      const insights = computeInsights({ interviews, questions })
      expect(insights.interviewCount).toBe(trees.length)
      expect(insights.interviewCount).toBeGreaterThan(0)
      for (const tree of trees) {
        const details = numberQuestionTree(tree, { answeredOnly: true })
        const answers = insights.answers.filter(
          (answer) => answer.interviewId === tree.interview_id,
        )
        expect(answers.map((answer) => [answer.label, answer.text])).toEqual(
          details.map(({ label, question }) => [label, question.answer_text]),
        )
        // Each follow-up is counted under the project question its thread started from.
        details.forEach((_, index) => {
          const primary = details
            .slice(0, index + 1)
            .reverse()
            .find((item) => item.question.follow_up_of === null)
          expect(answers[index]?.primaryQuestionId).toBe(primary?.question.project_type_question_id)
        })
      }
      const counted = insights.questions.reduce((sum, question) => sum + question.answerCount, 0)
      expect(counted).toBe(insights.answerCount)
    }
  })
})
