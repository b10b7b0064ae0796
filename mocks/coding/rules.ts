import { byId, codesOfProject } from '../db/indexes'
import type {
  CodeRecord,
  InterviewQuestionRecord,
  InterviewRecord,
  ProjectRecord,
} from '../db/schema'
import { badRequest, conflict, HttpError } from '../rules/errors'

/** The codebook's and the passages' rules (docs/product.md#coding), free of any transport. */

/** docs/product.md#coding: the exact text the client shows when a passage is refused. */
const PASSAGE_MESSAGE = 'The passage must be part of the answer.'
export const OWN_ANCESTOR_MESSAGE = 'A code cannot be its own ancestor.'

const duplicateNameMessage = (name: string) => `A code named "${name}" already exists.`

/** Code colours, handed out in turn to codes created without one. */
const CODE_PALETTE = [
  '#2f6fde',
  '#d9480f',
  '#2b8a3e',
  '#ae3ec9',
  '#e8590c',
  '#0c8599',
  '#c2255c',
  '#5c940d',
  '#6741d9',
  '#a61e4d',
  '#1971c2',
  '#862e9c',
] as const

export const nextColor = (projectId: string): string =>
  CODE_PALETTE[codesOfProject(projectId).length % CODE_PALETTE.length] ?? CODE_PALETTE[0]

const nameKey = (name: string) => name.trim().toLocaleLowerCase()

/** The project's code with this name (case-insensitive, trimmed), if any. */
export const codeNamed = (projectId: string, name: string): CodeRecord | undefined =>
  codesOfProject(projectId).find((code) => nameKey(code.name) === nameKey(name))

/** 409 when another code of the project already has this name. */
export function assertNameFree(projectId: string, name: string, field: string, self?: string) {
  const taken = codeNamed(projectId, name)
  if (taken && taken.id !== self) throw conflict(duplicateNameMessage(name.trim()), field)
}

/** A code of this project named by a body field (400 otherwise: 404 is for path ids). */
export function bodyCode(project: ProjectRecord, id: string, field: string): CodeRecord {
  const code = byId.codes(id)
  if (!code || code.projectId !== project.id) throw badRequest(field, 'does not exist')
  return code
}

/** True when `candidate` is `code` or lies under it. */
export function isSelfOrDescendant(code: CodeRecord, candidate: CodeRecord): boolean {
  const seen = new Set<string>()
  for (let at: CodeRecord | undefined = candidate; at;) {
    if (at.id === code.id) return true
    // Stored data is never cyclic; the guard only keeps a damaged snapshot from looping.
    if (seen.has(at.id)) return false
    seen.add(at.id)
    at = at.parentId === null ? undefined : byId.codes(at.parentId)
  }
  return false
}

export interface PassageInput {
  interviewId: string
  questionId: string
  start: number
  end: number
  text: string
}

export interface Located {
  interview: InterviewRecord
  question: InterviewQuestionRecord
}

const isHigh = (unit: number) => unit >= 0xd800 && unit <= 0xdbff
const isLow = (unit: number) => unit >= 0xdc00 && unit <= 0xdfff

/** An offset between the two halves of one character (an emoji, say) cuts it in two. */
const splitsCharacter = (text: string, offset: number) =>
  offset > 0 &&
  offset < text.length &&
  isHigh(text.charCodeAt(offset - 1)) &&
  isLow(text.charCodeAt(offset))

/**
 * Checks that a passage is `answer.slice(start, end)` of an answered question of one of the
 * project's interviews; `prefix` names the passage in the request (body, body.occurrences.2).
 */
export function locatePassage(
  project: ProjectRecord,
  passage: PassageInput,
  prefix: string,
): Located {
  const interview = byId.interviews(passage.interviewId)
  if (!interview || interview.project_id !== project.id) {
    throw badRequest(`${prefix}.interviewId`, 'is not an interview of this project')
  }
  const question = byId.interviewQuestions(passage.questionId)
  if (
    !question ||
    question.interview_id !== interview.interview_id ||
    question.answer_text === null
  ) {
    throw badRequest(`${prefix}.questionId`, 'is not an answered question of this interview')
  }
  const answer = question.answer_text
  const { start, end, text } = passage
  if (end > answer.length || splitsCharacter(answer, end)) {
    throw new HttpError(400, PASSAGE_MESSAGE, `${prefix}.end`)
  }
  if (start >= end || splitsCharacter(answer, start)) {
    throw new HttpError(400, PASSAGE_MESSAGE, `${prefix}.start`)
  }
  if (answer.slice(start, end) !== text) throw new HttpError(400, PASSAGE_MESSAGE, `${prefix}.text`)
  return { interview, question }
}

/** One span of one answer: two highlights with the same key and code are the same coding. */
export const spanKey = (passage: { questionId: string; start: number; end: number }) =>
  `${passage.questionId}:${passage.start}:${passage.end}`
