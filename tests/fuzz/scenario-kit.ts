import fc from 'fast-check'
import {
  coffeeCompany,
  featuredQuestionId,
  fixtureIds,
  interviewerPrompts,
  projectTypes,
  typeQuestionId,
} from '../../fixtures'
import type { Body } from './http'

/** The types, fixture ids and values the fuzz scenarios (scenarios-*.ts) share. */

export type Caller = 'anonymous' | 'admin' | 'lead' | 'interviewee' | 'nora' | 'carlos' | 'priya'
export type Rejection = 400 | 401 | 403 | 404 | 409 | 413

export interface FuzzContext {
  tokens: Record<Exclude<Caller, 'anonymous'>, string>
  /** Live interview sessions (POST /interviews) of the admin and of the interviewee. */
  adminLive: string
  intervieweeLive: string
  /** A standalone persistent interview of the interviewee, abandoned. */
  abandoned: string
  /** A report link of the coffee project, made by the admin. */
  shareLink: { id: string; token: string }
  /** Tokens that must all be refused with 401. */
  badTokens: { why: string; token: string }[]
  /** The question on screen of the interviewee's coffee interview, resumed (suggestProbe). */
  probeQuestion: string
}

export const ids = fixtureIds
export const users = ids.users
export const { coffee, network } = ids.projects
export const { coffeeCompleted, coffeeInProgress, networkCompleted } = ids.interviews
export const serviceType = ids.projectTypes.service
export const appType = ids.projectTypes.app
export const heardAbout = ids.serviceQuestions.heardAbout
export const appQuestion = typeQuestionId('app', 1)
/** The unanswered question on screen in the interviewee's coffee interview. */
export const openQuestion = featuredQuestionId('coffeeInProgress', 4)
/** A question of Carlos' completed coffee interview. */
export const carlosQuestion = featuredQuestionId('coffeeCompleted', 1)
export const typeName = (id: string) => projectTypes.find((type) => type.id === id)?.name ?? ''

export interface RequestSpec {
  as: Caller
  /** Decoded path parameters (encoded on the way out). */
  path?: Record<string, string>
  query?: Record<string, string>
  /** The JSON body, or another kind of body. */
  body?: unknown
  rawBody?: Body
}

export interface HostileCase extends Partial<RequestSpec> {
  why: string
  expect: Rejection
}

export interface Scenario {
  baseline: (ctx: FuzzContext) => RequestSpec
  /** Schema-valid requests the rules refuse; each is sent at least once. */
  hostile?: (ctx: FuzzContext) => fc.Arbitrary<HostileCase>[]
}

export const c = (hostile: HostileCase) => fc.constant(hostile)
/** An id that names nothing. */
export const unknownId = fc.uuid({ version: 4 })
export const otherEmails = fc.constantFrom(
  'admin@candor.test',
  'LEAD@candor.test',
  'Nora.Hale@Candor.Test',
  'carlos.mendes@candor.test',
  'priya.raman@CANDOR.test',
)
export const startBody = { company: coffeeCompany.company, product: coffeeCompany.product }
export const projectBody = {
  name: 'Fuzz study',
  description: 'Made by the fuzz suite.',
  company: 'Fuzz Co',
  product: 'Fuzzer',
  productDescription: 'Sends bad requests.',
  followUpIntensity: 3,
}
export const question = (extra: Record<string, unknown> = {}) => ({
  question_id: '0000fa22-0000-4000-8000-000000000001',
  question_text: 'What else would you like to tell us?',
  displayed_at: '2026-11-03T08:00:00.000Z',
  ...extra,
})
export const answer = (extra: Record<string, unknown> = {}) => ({
  question_id: openQuestion,
  answer_text: 'Usually at my desk, around eight.',
  sentiment: 'neutral',
  answered_at: '2026-11-03T08:01:00.000Z',
  ...extra,
})
export const tinyAudio = () => new Blob([new Uint8Array([26, 69, 223, 163, 1, 2, 3, 4])])

/** Prompt values: the listed default first, then traversal and near misses. */
export const PROMPT_VALUES = [
  interviewerPrompts[0].path,
  'prompts/interviewer/../x.txt',
  'prompts/interviewer/../../etc/passwd',
  '../../etc/passwd',
  'prompts/interviewer/..%2F..%2Fetc%2Fpasswd.txt',
  'prompts%2Finterviewer%2F..%2Fx.txt',
  'prompts/interviewer/interviewer.system.missing.txt',
  'prompts/interviewer/interviewer.system.prompt1.txt\u0000',
  '/prompts/interviewer/interviewer.system.prompt1.txt',
  'prompts/interviewer/',
] as const

/** Paths the select-prompt pattern lets through but that name no listed prompt file. */
export const PATTERN_VALID_PROMPTS = [
  'prompts/interviewer/..txt',
  'prompts/interviewer/...txt',
  'prompts/interviewer/.._.txt',
  'prompts/interviewer/x.txt',
  'prompts/interviewer/interviewer.system.missing.txt',
  'prompts/interviewer/INTERVIEWER.SYSTEM.PROMPT1.TXT.txt',
  'prompts/interviewer/interviewer.system.prompt1.txt.txt',
] as const

export const MODEL_IDS: readonly string[] = [
  'gpt-4o',
  'gpt-4o-mini',
  'gpt-4.1',
  'gpt-4.1-mini',
  'o4-mini',
  'whisper-1',
  'gpt-4o-transcribe',
  'gpt-4o-mini-transcribe',
  'gpt-4o-mini-tts',
  'text-embedding-3-small',
]
export const PATH_LIKE_MODELS = [
  '../whisper-1',
  'whisper-1 ',
  'WHISPER-1',
  'gpt-4o\u0000',
  '*',
] as const
