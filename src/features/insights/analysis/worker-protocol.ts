/**
 * What computeInsightsInBackground and its worker say to each other. The input goes in parts
 * and the answers come back in parts: copying a message to or from a worker blocks the main
 * thread for as long as the copy takes, so a large project is copied a part per task.
 */
import type { ProjectInterview, ProjectTypeQuestion } from '../../../api/types'
import { computeInsights } from './compute'
import type { InsightAnswer, Insights } from './types'

/** Answers per message, both ways. */
export const ANSWERS_PER_MESSAGE = 1_000

/** From the main thread: the questions, the interviews in parts, then 'compute'. */
export type WorkerRequest =
  | { kind: 'questions'; questions: ProjectTypeQuestion[] }
  | { kind: 'interviews'; interviews: ProjectInterview[] }
  | { kind: 'compute' }

/** From the worker: the insights without their answers, the answers in parts, then 'done'. */
export type WorkerReply =
  | { kind: 'insights'; insights: Insights }
  | { kind: 'answers'; answers: InsightAnswer[] }
  | { kind: 'done' }
  | { kind: 'failed'; message: string }

/** The worker's side: gathers the input, computes on 'compute', replies through `reply`. */
export function createWorkerHandler(
  reply: (message: WorkerReply) => void,
): (request: WorkerRequest) => void {
  let questions: ProjectTypeQuestion[] = []
  const interviews: ProjectInterview[] = []
  return (request) => {
    if (request.kind === 'questions') {
      questions = request.questions
      return
    }
    if (request.kind === 'interviews') {
      interviews.push(...request.interviews)
      return
    }
    try {
      const { answers, ...insights } = computeInsights({ interviews, questions })
      reply({ kind: 'insights', insights: { ...insights, answers: [] } })
      for (let start = 0; start < answers.length; start += ANSWERS_PER_MESSAGE) {
        reply({ kind: 'answers', answers: answers.slice(start, start + ANSWERS_PER_MESSAGE) })
      }
      reply({ kind: 'done' })
    } catch (error) {
      reply({ kind: 'failed', message: error instanceof Error ? error.message : String(error) })
    }
  }
}
