/**
 * What computeInsightsInBackground and its worker say to each other. The input goes in parts
 * and the answers come back in parts: copying a message to or from a worker blocks the main
 * thread for as long as the copy takes, so a large project is copied a part per task.
 */
import type { ProjectInterview, ProjectTypeQuestion } from '@/contract/types'
import { computeInsights } from '@/domain/insights/compute'
import type { InsightAnswer, Insights, Theme } from './types'

/** Answers per message, both ways. */
export const ANSWERS_PER_MESSAGE = 1_000

/** From the main thread: the questions, the interviews in parts, then 'compute'. */
export type WorkerRequest =
  | { kind: 'questions'; questions: ProjectTypeQuestion[] }
  | { kind: 'interviews'; interviews: ProjectInterview[] }
  | { kind: 'compute' }

/**
 * From the worker: the insights without their answers, the answers in parts, then 'done'. The
 * themes' occurrences travel packed (see packOccurrences) with the insights.
 */
export type WorkerReply =
  | { kind: 'insights'; insights: Insights; occurrences: Int32Array[] }
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
      reply({
        kind: 'insights',
        insights: {
          ...insights,
          themes: insights.themes.map((theme) => ({ ...theme, occurrences: [] })),
          answers: [],
        },
        occurrences: packOccurrences(insights.themes, answers),
      })
      for (let start = 0; start < answers.length; start += ANSWERS_PER_MESSAGE) {
        reply({ kind: 'answers', answers: answers.slice(start, start + ANSWERS_PER_MESSAGE) })
      }
      reply({ kind: 'done' })
    } catch (error) {
      reply({ kind: 'failed', message: error instanceof Error ? error.message : String(error) })
    }
  }
}

/**
 * Each theme's occurrences as (answer index, start, end) triples. Thousands of small objects
 * take milliseconds to copy to the main thread in one task; a typed array is copied whole.
 */
function packOccurrences(
  themes: readonly Theme[],
  answers: readonly InsightAnswer[],
): Int32Array[] {
  const indexOf = new Map(answers.map((answer, index) => [answer.id, index]))
  return themes.map((theme) => {
    const packed = new Int32Array(theme.occurrences.length * 3)
    theme.occurrences.forEach((occurrence, at) => {
      packed.set([indexOf.get(occurrence.answerId) ?? -1, occurrence.start, occurrence.end], at * 3)
    })
    return packed
  })
}

/** The themes with their occurrences read back from packOccurrences, once the answers are in. */
export function unpackOccurrences(
  themes: readonly Theme[],
  packed: readonly Int32Array[],
  answers: readonly InsightAnswer[],
): Theme[] {
  return themes.map((theme, index) => {
    const triples = packed[index] ?? new Int32Array(0)
    const occurrences: Theme['occurrences'] = []
    for (let at = 0; at + 2 < triples.length; at += 3) {
      const answer = answers[triples[at] ?? -1]
      if (!answer) continue
      occurrences.push({
        answerId: answer.id,
        interviewId: answer.interviewId,
        questionId: answer.questionId,
        start: triples[at + 1] ?? 0,
        end: triples[at + 2] ?? 0,
      })
    }
    return { ...theme, occurrences }
  })
}
