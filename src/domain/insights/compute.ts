import {
  collectAnswers,
  completedInOrder,
  countSentiments,
  dateRange,
  questionsInOrder,
  summarizeQuestions,
} from './answers'
import { extractThemes, topicStemsOf } from './themes'
import type { Insights, InsightsInput } from './types'

/**
 * A project's insights from its interviews and questions: only completed interviews count.
 * Pure and deterministic: the same interviews, in any order, give deep-equal insights.
 */
export function computeInsights(input: InsightsInput): Insights {
  const completed = completedInOrder(input.interviews)
  const questions = questionsInOrder(input.questions)
  const answers = collectAnswers(completed, questions)
  const topic = topicStemsOf([
    ...questions.map((question) => question.text),
    ...new Set(completed.flatMap((interview) => [interview.company, interview.product])),
  ])
  return {
    interviewCount: completed.length,
    answerCount: answers.length,
    ...dateRange(completed),
    sentiment: countSentiments(answers),
    questions: summarizeQuestions(questions, answers),
    themes: extractThemes(answers, completed.length, topic),
    answers,
  }
}
