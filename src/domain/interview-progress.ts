/**
 * Answer numbering and interview progress over the contract's persistent-interview shapes,
 * shared by every feature that shows interviews (the live interview, the dashboard's
 * in-progress card, results), which may not import each other.
 */
import type { PersistentInterview, PersistentQuestion } from '@/contract/types'
import { normalizeSentiment } from './sentiment'

/**
 * A persisted question as some servers send it: the canonical snake_case fields, or the
 * aliases older backends were seen using (openapi.yaml, info.description).
 */
type PersistentQuestionInput = Partial<Omit<PersistentQuestion, 'children'>> & {
  questionId?: string
  answeredAt?: string | null
  parentQuestionId?: string | null
  children?: readonly PersistentQuestionInput[]
}

export type PersistentInterviewInput = Partial<Omit<PersistentInterview, 'questions'>> & {
  projectId?: string | null
  questions?: readonly PersistentQuestionInput[]
}

function nullableString(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null
}

function normalizeQuestion(input: PersistentQuestionInput): PersistentQuestion {
  const sentiment = input.sentiment ?? null
  return {
    question_id: input.question_id ?? input.questionId ?? '',
    project_type_question_id: nullableString(input.project_type_question_id),
    text: input.text ?? '',
    displayed_at: input.displayed_at ?? '',
    follow_up_of: nullableString(input.follow_up_of ?? input.parentQuestionId),
    answer_text: typeof input.answer_text === 'string' ? input.answer_text : null,
    answered_at: nullableString(input.answered_at ?? input.answeredAt),
    sentiment: sentiment === null ? null : normalizeSentiment(sentiment),
    response_time_ms: typeof input.response_time_ms === 'number' ? input.response_time_ms : null,
    sentimentCorrection: input.sentimentCorrection ?? null,
    // Admins only: kept when the server sent them (docs/architecture.md#ai).
    ...(input.questionEngine !== undefined && { questionEngine: input.questionEngine }),
    ...(input.sentimentEngine !== undefined && { sentimentEngine: input.sentimentEngine }),
    ...(input.transcriptEngine !== undefined && { transcriptEngine: input.transcriptEngine }),
    // The team only: who suggested a probed follow-up (docs/product.md#watch-live).
    ...(typeof input.suggestedBy === 'string' && { suggestedBy: input.suggestedBy }),
    children: [],
  }
}

/** Every question of a (possibly nested) list, parents before their follow-ups. */
function flattenInput(
  questions: readonly PersistentQuestionInput[],
  parentId: string | null = null,
): PersistentQuestion[] {
  return questions.flatMap((question) => {
    const node = normalizeQuestion(question)
    // A child listed under a parent follows that parent even when it omits follow_up_of.
    if (node.follow_up_of === null && parentId !== null) node.follow_up_of = parentId
    return [node, ...flattenInput(question.children ?? [], node.question_id)]
  })
}

/** Nests follow-ups under the question they follow; an unknown parent leaves them at the top. */
function nest(flat: readonly PersistentQuestion[]): PersistentQuestion[] {
  const byId = new Map(
    flat.map((question): [string, PersistentQuestion] => [
      question.question_id,
      { ...question, children: [] },
    ]),
  )
  const roots: PersistentQuestion[] = []
  for (const question of flat) {
    const node = byId.get(question.question_id)
    if (!node) continue
    const parent = question.follow_up_of ? byId.get(question.follow_up_of) : undefined
    if (parent && parent !== node) parent.children.push(node)
    else roots.push(node)
  }
  return roots
}

/**
 * The canonical shape of a persistent interview: aliases (projectId, questionId, answeredAt,
 * parentQuestionId) folded into the contract's names, and follow-ups nested under their parent
 * whether the server sent a tree or a flat list.
 */
export function normalizePersistentInterview(input: PersistentInterviewInput): PersistentInterview {
  const metadata = input.metadata
  return {
    interview_id: input.interview_id ?? '',
    project_id: nullableString(input.project_id ?? input.projectId),
    interviewer_id: nullableString(input.interviewer_id),
    interviewee_id: input.interviewee_id ?? '',
    status: input.status ?? (input.completed_at ? 'completed' : 'in_progress'),
    started_at: input.started_at ?? '',
    completed_at: nullableString(input.completed_at),
    metadata: {
      company: metadata?.company ?? '',
      product: metadata?.product ?? '',
      product_description: metadata?.product_description ?? '',
      is_lead_interview: metadata?.is_lead_interview ?? false,
      total_questions: metadata?.total_questions ?? 0,
    },
    questions: nest(flattenInput(input.questions ?? [])),
  }
}

/** Every question of a normalised tree, in display order (parents before their follow-ups). */
export function flattenQuestions(questions: readonly PersistentQuestion[]): PersistentQuestion[] {
  return questions.flatMap((question) => [question, ...flattenQuestions(question.children)])
}

function isAnswered(question: PersistentQuestion): boolean {
  return question.answer_text !== null
}

/**
 * Answered primary questions (the project's own questions, not follow-ups), as the dashboard's
 * "questions answered / total" counts them (docs/product.md#interview). A resumed interview can show the same
 * project question twice (once unanswered before the break, once after), so primaries are
 * counted by their project type question.
 */
export function answeredPrimaryCount(interview: PersistentInterviewInput): number {
  const { questions } = normalizePersistentInterview(interview)
  const answered = flattenQuestions(questions).filter(
    (question) => question.follow_up_of === null && isAnswered(question),
  )
  return new Set(answered.map((q) => q.project_type_question_id ?? q.question_id)).size
}

/** The number of primary questions of the interview (at least as many as were answered). */
export function totalPrimaryCount(interview: PersistentInterviewInput): number {
  const total = interview.metadata?.total_questions ?? 0
  return Math.max(total, answeredPrimaryCount(interview))
}

/** The answered questions of an interview, oldest first. */
export function answeredQuestions(interview: PersistentInterviewInput): PersistentQuestion[] {
  const flat = flattenQuestions(normalizePersistentInterview(interview).questions)
  const order = new Map(flat.map((question, index) => [question, index]))
  return flat.filter(isAnswered).sort((a, b) => {
    // Display time orders them; the tree's order breaks ties and covers missing timestamps.
    const byTime = Date.parse(a.displayed_at) - Date.parse(b.displayed_at)
    return Number.isFinite(byTime) && byTime !== 0
      ? byTime
      : (order.get(a) ?? 0) - (order.get(b) ?? 0)
  })
}

/** One question to number: its id and, for a follow-up, the question it follows up. */
export interface NumberingItem {
  id: string
  isFollowUp: boolean
  followUpOf: string | null
}

/**
 * Labels for questions given oldest first (docs/product.md#interview): primary questions 1, 2, 3…, follow-ups
 * primary.sub (2.1, 2.2) and deeper ones 2.1.1. A follow-up whose parent is not in the list
 * (an answer lost to a persistence failure) is counted under the latest primary question.
 */
export function questionLabels(items: readonly NumberingItem[]): Map<string, string> {
  const labels = new Map<string, string>()
  const childCounts = new Map<string, number>()
  let primaries = 0
  let lastPrimary: string | null = null
  for (const item of items) {
    const parent =
      item.followUpOf !== null && labels.has(item.followUpOf)
        ? item.followUpOf
        : item.isFollowUp
          ? lastPrimary
          : null
    if (parent === null) {
      primaries += 1
      labels.set(item.id, String(primaries))
      lastPrimary = item.id
      continue
    }
    const count = (childCounts.get(parent) ?? 0) + 1
    childCounts.set(parent, count)
    labels.set(item.id, `${labels.get(parent) ?? ''}.${count}`)
  }
  return labels
}

/** A question of a persisted tree with its label and nesting depth (0 for primaries). */
export interface NumberedPersistentQuestion {
  question: PersistentQuestion
  label: string
  depth: number
}

/**
 * A persisted interview's questions in display order with their labels, for detail views that
 * indent follow-ups (docs/product.md#interview, Results). Pass `answeredOnly` to skip questions never answered.
 */
export function numberQuestionTree(
  interview: PersistentInterviewInput,
  { answeredOnly = false }: { answeredOnly?: boolean } = {},
): NumberedPersistentQuestion[] {
  const flat = flattenQuestions(normalizePersistentInterview(interview).questions).filter(
    (question) => !answeredOnly || isAnswered(question),
  )
  const labels = questionLabels(
    flat.map((question) => ({
      id: question.question_id,
      isFollowUp: question.follow_up_of !== null,
      followUpOf: question.follow_up_of,
    })),
  )
  return flat.map((question) => {
    const label = labels.get(question.question_id) ?? ''
    return { question, label, depth: label.split('.').length - 1 }
  })
}
