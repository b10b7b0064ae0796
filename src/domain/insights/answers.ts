/**
 * Every answer of the completed interviews, placed under the project question it belongs to and
 * numbered as the interview screens number it, and the counts built from them.
 */
import { questionLabels } from '../interview-progress'
import type { ProjectInterview, ProjectTypeQuestion, Sentiment } from '@/contract/types'
import { SENTIMENTS } from '../sentiment'
import { fold } from './text'
import type { InsightAnswer, QuestionSummary, SentimentCounts } from './types'

/** Every sentiment value in the order the badges and legends list them: the contract's. */
export const SENTIMENT_ORDER = SENTIMENTS

/** Counts with keys in SENTIMENT_ORDER, so equal data gives equal JSON. */
export function countSentiments(
  answers: Iterable<{ sentiment: Sentiment | null }>,
): SentimentCounts {
  const tally = new Map<Sentiment, number>()
  for (const { sentiment } of answers) {
    if (sentiment !== null) tally.set(sentiment, (tally.get(sentiment) ?? 0) + 1)
  }
  const counts: SentimentCounts = {}
  for (const sentiment of SENTIMENT_ORDER) {
    const count = tally.get(sentiment)
    if (count !== undefined) counts[sentiment] = count
  }
  return counts
}

/** Milliseconds since the epoch, or NaN for a timestamp that cannot be read. */
const time = (iso: string) => Date.parse(iso)

/**
 * Completed interviews oldest first (ties by id), whatever order the server sent them in: the
 * same interviews always give the same answers in the same order.
 */
export function completedInOrder(interviews: readonly ProjectInterview[]): ProjectInterview[] {
  return interviews
    .filter((interview) => interview.isComplete)
    .sort((a, b) => {
      const byTime = time(a.createdAt) - time(b.createdAt)
      if (Number.isFinite(byTime) && byTime !== 0) return byTime
      return a.id < b.id ? -1 : a.id > b.id ? 1 : 0
    })
}

/** The project's questions in project order (their `order`, then as listed). */
export function questionsInOrder(questions: readonly ProjectTypeQuestion[]): ProjectTypeQuestion[] {
  return questions
    .map((question, index) => ({ question, index }))
    .sort((a, b) => a.question.order - b.question.order || a.index - b.index)
    .map(({ question }) => question)
}

interface Placement {
  isFollowUp: boolean
  /** The project question a primary answers, when it is one of the project's. */
  projectQuestionId: string | null
  /** The answer (by index) a follow-up follows up, when the server says so and it is here. */
  parentIndex: number | null
}

type Answer = ProjectInterview['answers'][number]

/**
 * Where each answer of one interview sits. With projectQuestionId and followUpOf (openapi.yaml,
 * ProjectInterviewAnswer) the server says; without them, an answer to one of the project's
 * questions (by id, else by its exact text) is primary and any other follows up the latest
 * primary before it.
 */
function place(answers: readonly Answer[], projectIds: Map<string, string>): Placement[] {
  const indexOfQuestion = new Map<string, number>()
  return answers.map((answer, index) => {
    const saidFollowUpOf = answer.followUpOf
    const projectQuestionId =
      typeof answer.projectQuestionId === 'string'
        ? (projectIds.get(answer.projectQuestionId) ?? null)
        : answer.projectQuestionId === null
          ? null
          : (projectIds.get(answer.questionId) ??
            projectIds.get(`text:${fold(answer.questionText.trim())}`) ??
            null)
    const isFollowUp =
      saidFollowUpOf !== undefined
        ? saidFollowUpOf !== null
        : answer.projectQuestionId !== undefined
          ? answer.projectQuestionId === null
          : projectQuestionId === null
    const parentIndex =
      isFollowUp && typeof saidFollowUpOf === 'string'
        ? (indexOfQuestion.get(saidFollowUpOf) ?? null)
        : null
    indexOfQuestion.set(answer.questionId, index)
    return { isFollowUp, projectQuestionId: isFollowUp ? null : projectQuestionId, parentIndex }
  })
}

/** The project questions by id, and by `text:` plus their folded text for the fallback. */
function projectQuestionKeys(questions: readonly ProjectTypeQuestion[]): Map<string, string> {
  const keys = new Map<string, string>()
  for (const question of questions) {
    keys.set(question.id, question.id)
    const byText = `text:${fold(question.text.trim())}`
    if (!keys.has(byText)) keys.set(byText, question.id)
  }
  return keys
}

/** The answers of the completed interviews (oldest interview first), placed and numbered. */
export function collectAnswers(
  completed: readonly ProjectInterview[],
  questions: readonly ProjectTypeQuestion[],
): InsightAnswer[] {
  const projectIds = projectQuestionKeys(questions)
  const result: InsightAnswer[] = []
  for (const interview of completed) {
    const placements = place(interview.answers, projectIds)
    const ids = interview.answers.map((_, index) => `${interview.id}:${index}`)
    const labels = questionLabels(
      placements.map((placement, index) => ({
        id: ids[index] ?? '',
        isFollowUp: placement.isFollowUp,
        followUpOf: placement.parentIndex === null ? null : (ids[placement.parentIndex] ?? null),
      })),
    )
    // A follow-up belongs under its parent's primary question, else under the latest primary.
    const primaryOf: (string | null)[] = []
    let latestPrimary: string | null = null
    for (const placement of placements) {
      let primary: string | null
      if (!placement.isFollowUp) {
        primary = placement.projectQuestionId
        latestPrimary = primary
      } else {
        primary =
          placement.parentIndex === null
            ? latestPrimary
            : (primaryOf[placement.parentIndex] ?? null)
      }
      primaryOf.push(primary)
    }
    interview.answers.forEach((answer, index) => {
      const id = ids[index] ?? ''
      result.push({
        id,
        interviewId: interview.id,
        index,
        label: labels.get(id) ?? '',
        primaryQuestionId: primaryOf[index] ?? null,
        questionId: answer.questionId,
        questionText: answer.questionText,
        isFollowUp: placements[index]?.isFollowUp ?? false,
        text: answer.text,
        sentiment: answer.sentiment ?? null,
      })
    })
  }
  return result
}

/** One summary per project question, in project order, follow-ups counted under their primary. */
export function summarizeQuestions(
  questions: readonly ProjectTypeQuestion[],
  answers: readonly InsightAnswer[],
): QuestionSummary[] {
  const byQuestion = new Map<string, InsightAnswer[]>()
  for (const answer of answers) {
    if (answer.primaryQuestionId === null) continue
    const list = byQuestion.get(answer.primaryQuestionId)
    if (list) list.push(answer)
    else byQuestion.set(answer.primaryQuestionId, [answer])
  }
  return questions.map((question, index) => {
    const under = byQuestion.get(question.id) ?? []
    return {
      questionId: question.id,
      label: String(index + 1),
      text: question.text,
      answerCount: under.length,
      sentiment: countSentiments(under),
    }
  })
}

/** The earliest start and the latest completion (or start, when the server sends none). */
export function dateRange(completed: readonly ProjectInterview[]): {
  firstDate: string | null
  lastDate: string | null
} {
  let first: { iso: string; at: number } | null = null
  let last: { iso: string; at: number } | null = null
  for (const interview of completed) {
    const started = time(interview.createdAt)
    if (Number.isFinite(started) && (first === null || started < first.at)) {
      first = { iso: interview.createdAt, at: started }
    }
    const endIso = interview.completedAt ?? interview.createdAt
    const ended = time(endIso)
    if (Number.isFinite(ended) && (last === null || ended > last.at)) {
      last = { iso: endIso, at: ended }
    }
  }
  return { firstDate: first?.iso ?? null, lastDate: last?.iso ?? null }
}
