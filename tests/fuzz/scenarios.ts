import fc from 'fast-check'
import { coffeeCompany, fixtureIds, interviewerPrompts, projectTypes } from '../../fixtures'
import { signToken, type TokenPayload } from '../../mocks/auth/crypto'
import { call, demo, signIn } from '../contract/harness'
import type { Body } from './http'
import { base64url, decodePayload, tamper } from './http'

/**
 * For each of the contract's operations: a baseline request that an authorised caller sends
 * and that succeeds (the fuzz suite breaks one thing of it at a time), and the hostile requests
 * that are valid by the schema but must be refused by the rules behind it — other users'
 * records, someone else's project, unknown ids, duplicates, path traversal in prompt values —
 * each with the status the contract's descriptions give for it.
 */

export type Caller = 'anonymous' | 'admin' | 'lead' | 'interviewee' | 'nora' | 'carlos' | 'priya'
export type Rejection = 400 | 401 | 403 | 404 | 409 | 413

const accounts = {
  admin: demo.admin,
  lead: demo.lead,
  interviewee: demo.interviewee,
  nora: { email: 'nora.hale@candor.test', password: 'nora1234' },
  carlos: { email: 'carlos.mendes@candor.test', password: 'carlos1234' },
  priya: { email: 'priya.raman@candor.test', password: 'priya1234' },
} as const

export interface FuzzContext {
  tokens: Record<Exclude<Caller, 'anonymous'>, string>
  /** Live interview sessions (POST /interviews) of the admin and of the interviewee. */
  adminLive: string
  intervieweeLive: string
  /** A standalone persistent interview of the interviewee, abandoned. */
  abandoned: string
  /** Tokens that must all be refused with 401. */
  badTokens: { why: string; token: string }[]
}

const ids = fixtureIds
const users = ids.users
const { coffee, network } = ids.projects
const { coffeeCompleted, coffeeInProgress, networkCompleted } = ids.interviews
const serviceType = ids.projectTypes.service
const appType = ids.projectTypes.app
const heardAbout = ids.serviceQuestions.heardAbout
const appQuestion = '0000000d-0001-4000-8000-000000000001'
/** The unanswered question on screen in the interviewee's coffee interview. */
const openQuestion = '00000011-0002-4000-8000-000000000004'
/** A question of Carlos' completed coffee interview. */
const carlosQuestion = '00000011-0001-4000-8000-000000000001'
const typeName = (id: string) => projectTypes.find((type) => type.id === id)?.name ?? ''

/** Signs everyone in and builds the records the scenarios point at. Not part of the fuzzing. */
export async function prepare(): Promise<FuzzContext> {
  const tokens = {
    admin: await signIn(accounts.admin),
    lead: await signIn(accounts.lead),
    interviewee: await signIn(accounts.interviewee),
    nora: await signIn(accounts.nora),
    carlos: await signIn(accounts.carlos),
    priya: await signIn(accounts.priya),
  }
  const live = async (token: string) =>
    (
      await call<{ id: string }>('startInterview', {
        token,
        body: { company: coffeeCompany.company, product: coffeeCompany.product },
      })
    ).body.id
  const created = await call<{ interview_id: string }>('createPersistentInterview', {
    token: tokens.interviewee,
    body: {
      project_id: null,
      interviewer_id: null,
      interviewee_id: users.interviewee,
      metadata: { company: 'Acme', product: 'Rocket Skates' },
    },
  })
  const abandoned = created.body.interview_id
  await call('abandonPersistentInterview', { token: tokens.interviewee, params: { id: abandoned } })
  const revoked = await signIn(accounts.interviewee)
  await call('logout', { token: revoked })
  const token = tokens.interviewee
  const payload = decodePayload(token) as unknown as TokenPayload
  const signed: TokenPayload = { ...payload }
  const [header = '', body = ''] = token.split('.')
  const badTokens = [
    { why: 'signed-out session', token: revoked },
    { why: 'role changed, signature kept', token: tamper(token, { role: 'candor_admin' }) },
    { why: 'sub changed, signature kept', token: tamper(token, { sub: users.admin }) },
    { why: 'exp extended, signature kept', token: tamper(token, { exp: payload.exp + 3600 }) },
    {
      why: 'expired (signed)',
      token: await signToken({ ...signed, exp: 1_000_000_000 }),
    },
    {
      why: 'unknown session (signed)',
      token: await signToken({
        ...signed,
        sessionId: crypto.randomUUID(),
      }),
    },
    {
      why: "another user's sub on this session (signed)",
      token: await signToken({ ...signed, sub: users.admin }),
    },
    {
      why: 'alg none, no signature',
      token: `${base64url(JSON.stringify({ alg: 'none', typ: 'JWT' }))}.${body}.`,
    },
    { why: 'signature dropped', token: `${header}.${body}.` },
    { why: 'signature of another token', token: `${header}.${body}.${tokens.admin.split('.')[2]}` },
  ]
  return {
    tokens,
    adminLive: await live(tokens.admin),
    intervieweeLive: await live(tokens.interviewee),
    abandoned,
    badTokens,
  }
}

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

const c = (hostile: HostileCase) => fc.constant(hostile)
/** An id that names nothing. */
const unknownId = fc.uuid({ version: 4 })
const otherEmails = fc.constantFrom(
  'admin@candor.test',
  'LEAD@candor.test',
  'Nora.Hale@Candor.Test',
  'carlos.mendes@candor.test',
  'priya.raman@CANDOR.test',
)
const startBody = { company: coffeeCompany.company, product: coffeeCompany.product }
const projectBody = {
  name: 'Fuzz study',
  description: 'Made by the fuzz suite.',
  company: 'Fuzz Co',
  product: 'Fuzzer',
  productDescription: 'Sends bad requests.',
  followUpIntensity: 3,
}
const question = (extra: Record<string, unknown> = {}) => ({
  question_id: '0000fa22-0000-4000-8000-000000000001',
  question_text: 'What else would you like to tell us?',
  displayed_at: '2026-11-03T08:00:00.000Z',
  ...extra,
})
const answer = (extra: Record<string, unknown> = {}) => ({
  question_id: openQuestion,
  answer_text: 'Usually at my desk, around eight.',
  sentiment: 'neutral',
  answered_at: '2026-11-03T08:01:00.000Z',
  ...extra,
})
const tinyAudio = () => new Blob([new Uint8Array([26, 69, 223, 163, 1, 2, 3, 4])])

/** Prompt values: the listed default first, then traversal and near misses. */
const PROMPT_VALUES = [
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
const PATTERN_VALID_PROMPTS = [
  'prompts/interviewer/..txt',
  'prompts/interviewer/...txt',
  'prompts/interviewer/.._.txt',
  'prompts/interviewer/x.txt',
  'prompts/interviewer/interviewer.system.missing.txt',
  'prompts/interviewer/INTERVIEWER.SYSTEM.PROMPT1.TXT.txt',
  'prompts/interviewer/interviewer.system.prompt1.txt.txt',
] as const

const MODEL_IDS: readonly string[] = [
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
const PATH_LIKE_MODELS = ['../whisper-1', 'whisper-1 ', 'WHISPER-1', 'gpt-4o\u0000', '*'] as const

export const scenarios: Record<string, Scenario> = {
  login: {
    baseline: () => ({ as: 'anonymous', body: demo.admin }),
    hostile: () => [
      fc
        .string({ minLength: 1, maxLength: 40 })
        .filter((password) => password !== demo.admin.password)
        .map((password) => ({
          why: 'wrong password',
          body: { ...demo.admin, password },
          expect: 401,
        })),
      fc
        .emailAddress({ size: 'small' })
        .filter((email) => email.length <= 254)
        .map((email) => ({
          why: 'unknown email',
          body: { email, password: 'admin123' },
          expect: 401,
        })),
      c({ why: 'SQL in email', body: { email: "' OR 1=1 --", password: 'x' }, expect: 401 }),
      c({
        why: 'password hash as password',
        body: { ...demo.admin, password: 'salt-' },
        expect: 401,
      }),
    ],
  },
  register: {
    baseline: () => ({
      as: 'anonymous',
      body: {
        email: 'fuzz.new@candor.test',
        password: 'secret12',
        firstName: 'Fuzz',
        lastName: 'New',
        role: 'interviewee',
      },
    }),
    hostile: () => [
      otherEmails.map((email) => ({
        why: 'email already registered (any case)',
        body: { email, password: 'secret12', firstName: 'A', lastName: 'B', role: 'interviewee' },
        expect: 409,
      })),
    ],
  },
  logout: { baseline: () => ({ as: 'interviewee' }) },
  getProfile: { baseline: () => ({ as: 'interviewee' }) },
  getAuthConfig: { baseline: () => ({ as: 'anonymous' }) },
  updateProfile: {
    baseline: () => ({
      as: 'interviewee',
      body: { firstName: 'Ines', lastName: 'Moreau', email: demo.interviewee.email },
    }),
    hostile: () => [
      otherEmails.map((email) => ({
        why: "another user's email",
        body: { firstName: 'Ines', lastName: 'Moreau', email },
        expect: 409,
      })),
    ],
  },
  listPersistentInterviews: {
    baseline: () => ({ as: 'interviewee', query: { scope: 'all', limit: '5' } }),
    hostile: () => [
      fc
        .constantFrom(
          base64url('["not a date","x"]'),
          base64url('[1,2]'),
          base64url('["2026-11-03T07:55:20.000Z"]'),
          base64url('{"startedAt":"2026-11-03T07:55:20.000Z","id":"x"}'),
          base64url('["2026-11-03T07:55:20.000Z",""]'),
          '..%2F..%2Fetc%2Fpasswd',
          '!!!!',
          'eyJ',
        )
        .map((cursor) => ({
          why: `cursor this server did not issue (${cursor})`,
          query: { cursor },
          expect: 400,
        })),
    ],
  },
  createPersistentInterview: {
    baseline: () => ({
      as: 'interviewee',
      body: { project_id: coffee, interviewer_id: null, interviewee_id: users.interviewee },
    }),
    hostile: () => [
      fc.constantFrom(users.admin, users.lead, users.coffeeCompleter).map((other) => ({
        why: 'an interview recorded for another user',
        body: { project_id: coffee, interviewer_id: null, interviewee_id: other },
        expect: 403,
      })),
      unknownId.map((project) => ({
        why: 'unknown project',
        body: { project_id: project, interviewer_id: null, interviewee_id: users.interviewee },
        expect: 404,
      })),
      c({
        why: 'a project the caller cannot see',
        as: 'priya',
        body: { project_id: coffee, interviewer_id: null, interviewee_id: users.uninvited },
        expect: 404,
      }),
      c({
        why: 'standalone without metadata',
        body: { project_id: null, interviewer_id: null, interviewee_id: users.interviewee },
        expect: 400,
      }),
    ],
  },
  listInProgressInterviews: { baseline: () => ({ as: 'interviewee' }) },
  getPersistentInterview: {
    baseline: () => ({ as: 'interviewee', path: { id: coffeeInProgress } }),
    hostile: () => [
      c({ why: "another user's interview", path: { id: coffeeCompleted }, expect: 403 }),
      c({
        why: "a lead reading another lead's project interview",
        as: 'nora',
        path: { id: coffeeInProgress },
        expect: 403,
      }),
      c({
        why: "an interviewee reading a peer's interview",
        as: 'priya',
        path: { id: networkCompleted },
        expect: 403,
      }),
      unknownId.map((id) => ({ why: 'unknown interview', path: { id }, expect: 404 })),
    ],
  },
  deletePersistentInterview: {
    baseline: () => ({ as: 'lead', path: { id: coffeeInProgress } }),
    hostile: () => [
      c({
        why: 'a project he does not lead',
        path: { id: networkCompleted },
        expect: 403,
      }),
      c({ why: 'a standalone interview', path: { id: 'ABANDONED' }, expect: 403 }),
      unknownId.map((id) => ({ why: 'unknown interview', path: { id }, expect: 404 })),
    ],
  },
  recordPersistentQuestion: {
    baseline: () => ({ as: 'interviewee', path: { id: coffeeInProgress }, body: question() }),
    hostile: () => [
      c({
        why: "another user's interview",
        path: { id: coffeeCompleted },
        body: question(),
        expect: 403,
      }),
      c({
        why: "an admin writing into someone's interview",
        as: 'admin',
        body: question(),
        expect: 403,
      }),
      c({
        why: 'a completed interview',
        path: { id: networkCompleted },
        body: question(),
        expect: 409,
      }),
      c({
        why: 'an abandoned interview',
        path: { id: 'ABANDONED' },
        body: question(),
        expect: 409,
      }),
      c({
        why: 'a question id already recorded',
        body: question({ question_id: openQuestion }),
        expect: 409,
      }),
      c({
        why: "a question id of another user's interview",
        body: question({ question_id: carlosQuestion }),
        expect: 409,
      }),
      unknownId.map((id) => ({
        why: 'follow-up of an unknown question',
        body: question({ follow_up_of: id }),
        expect: 400,
      })),
      c({
        why: "follow-up of another interview's question",
        body: question({ follow_up_of: carlosQuestion }),
        expect: 400,
      }),
      unknownId.map((id) => ({
        why: 'body interview_id differs from the path',
        body: question({ interview_id: id }),
        expect: 400,
      })),
      unknownId.map((id) => ({
        why: 'unknown interview',
        path: { id },
        body: question(),
        expect: 404,
      })),
    ],
  },
  recordPersistentAnswer: {
    baseline: () => ({ as: 'interviewee', path: { id: coffeeInProgress }, body: answer() }),
    hostile: () => [
      unknownId.map((id) => ({
        why: 'unknown question',
        body: answer({ question_id: id }),
        expect: 404,
      })),
      c({
        why: "a question of another user's interview",
        body: answer({ question_id: carlosQuestion }),
        expect: 404,
      }),
      c({
        why: "another user's interview",
        path: { id: coffeeCompleted },
        body: answer({ question_id: carlosQuestion }),
        expect: 403,
      }),
      c({ why: 'the project lead answering', as: 'lead', body: answer(), expect: 403 }),
      c({
        why: 'a completed interview',
        path: { id: networkCompleted },
        body: answer(),
        expect: 409,
      }),
      c({ why: 'an abandoned interview', path: { id: 'ABANDONED' }, body: answer(), expect: 409 }),
    ],
  },
  finishPersistentInterview: {
    baseline: () => ({ as: 'interviewee', path: { id: coffeeInProgress } }),
    hostile: () => [
      c({ why: "another user's interview", path: { id: coffeeCompleted }, expect: 403 }),
      c({ why: 'an admin finishing it for him', as: 'admin', expect: 403 }),
      c({ why: 'an abandoned interview', path: { id: 'ABANDONED' }, expect: 409 }),
      unknownId.map((id) => ({ why: 'unknown interview', path: { id }, expect: 404 })),
    ],
  },
  abandonPersistentInterview: {
    baseline: () => ({
      as: 'interviewee',
      path: { id: coffeeInProgress },
      body: { purge: false },
    }),
    hostile: () => [
      c({ why: 'a completed interview', path: { id: networkCompleted }, expect: 409 }),
      c({
        why: 'purging a completed interview',
        path: { id: networkCompleted },
        body: { purge: true },
        expect: 409,
      }),
      c({
        why: "another user's interview",
        path: { id: coffeeCompleted },
        body: { purge: true },
        expect: 403,
      }),
      c({ why: 'the project lead abandoning it', as: 'lead', body: { purge: true }, expect: 403 }),
      unknownId.map((id) => ({ why: 'unknown interview', path: { id }, expect: 404 })),
    ],
  },
  startInterview: {
    baseline: () => ({ as: 'interviewee', body: { ...startBody, projectId: coffee } }),
    hostile: () => [
      fc.constantFrom(...PROMPT_VALUES).map((promptOverride) => ({
        why: 'prompt override by a non-admin',
        body: { ...startBody, promptOverride },
        expect: 403,
      })),
      fc.constantFrom(...PROMPT_VALUES.slice(1)).map((promptOverride) => ({
        why: `prompt override that is no listed file (${promptOverride})`,
        as: 'admin',
        body: { ...startBody, promptOverride },
        expect: 400,
      })),
      unknownId.map((projectId) => ({
        why: 'unknown project',
        body: { ...startBody, projectId },
        expect: 404,
      })),
      c({
        why: 'a project the caller is not invited to',
        as: 'priya',
        body: { ...startBody, projectId: coffee },
        expect: 404,
      }),
      c({
        why: "resuming another user's interview",
        body: { ...startBody, projectId: coffee, resumePersistentId: coffeeCompleted },
        expect: 403,
      }),
      c({
        why: 'resuming a completed interview',
        body: { ...startBody, resumePersistentId: networkCompleted },
        expect: 409,
      }),
      unknownId.map((resumePersistentId) => ({
        why: 'resuming an unknown interview',
        body: { ...startBody, resumePersistentId },
        expect: 404,
      })),
    ],
  },
  answerInterview: {
    baseline: () => ({
      as: 'admin',
      path: { id: 'ADMIN_LIVE' },
      body: { text: 'Around eight, at my desk.', isTextResponse: true },
    }),
    hostile: () => [
      c({
        why: 'typed answer by a non-admin',
        as: 'interviewee',
        path: { id: 'INTERVIEWEE_LIVE' },
        expect: 403,
      }),
      c({
        why: 'typed answer by a non-admin, media type in capitals',
        as: 'interviewee',
        path: { id: 'INTERVIEWEE_LIVE' },
        rawBody: {
          kind: 'text',
          text: JSON.stringify({ text: 'Hello', isTextResponse: true }),
          contentType: 'Application/JSON',
        },
        expect: 403,
      }),
      c({ why: "answering another user's session", path: { id: 'INTERVIEWEE_LIVE' }, expect: 404 }),
      unknownId.map((id) => ({ why: 'unknown session', path: { id }, expect: 404 })),
      c({
        why: 'empty recording',
        as: 'interviewee',
        path: { id: 'INTERVIEWEE_LIVE' },
        rawBody: { kind: 'form', entries: [['audio', new Blob([])]] },
        expect: 400,
      }),
      c({
        why: 'a recording over 10 MiB',
        as: 'interviewee',
        path: { id: 'INTERVIEWEE_LIVE' },
        rawBody: {
          kind: 'form',
          entries: [['audio', new Blob([new Uint8Array(10 * 1024 * 1024 + 1)])]],
        },
        expect: 413,
      }),
      c({
        why: 'multipart without audio',
        as: 'interviewee',
        path: { id: 'INTERVIEWEE_LIVE' },
        rawBody: { kind: 'form', entries: [['sound', tinyAudio()]] },
        expect: 400,
      }),
      c({
        why: 'audio sent as a text field',
        as: 'interviewee',
        path: { id: 'INTERVIEWEE_LIVE' },
        rawBody: { kind: 'form', entries: [['audio', '../../etc/passwd']] },
        expect: 400,
      }),
      c({
        why: "a lead sending audio to another user's session",
        as: 'lead',
        path: { id: 'INTERVIEWEE_LIVE' },
        rawBody: { kind: 'form', entries: [['audio', tinyAudio()]] },
        expect: 404,
      }),
    ],
  },
  listProjects: { baseline: () => ({ as: 'interviewee' }) },
  createProject: {
    baseline: () => ({ as: 'lead', body: { ...projectBody, projectTypeId: serviceType } }),
    hostile: () => [
      unknownId.map((projectTypeId) => ({
        why: 'unknown project type',
        body: { ...projectBody, projectTypeId },
        expect: 400,
      })),
      fc.constantFrom(users.networkLead, users.admin).map((leadUserId) => ({
        why: 'a lead naming someone else as lead',
        body: { ...projectBody, projectTypeId: serviceType, leadUserId },
        expect: 403,
      })),
      fc.constantFrom(users.interviewee, users.uninvited).map((leadUserId) => ({
        why: 'an admin naming an interviewee as lead',
        as: 'admin',
        body: { ...projectBody, projectTypeId: serviceType, leadUserId },
        expect: 400,
      })),
      unknownId.map((leadUserId) => ({
        why: 'an admin naming an unknown lead',
        as: 'admin',
        body: { ...projectBody, projectTypeId: serviceType, leadUserId },
        expect: 400,
      })),
    ],
  },
  getProject: {
    baseline: () => ({ as: 'interviewee', path: { id: coffee } }),
    hostile: () => [
      c({ why: 'a project he is not invited to', as: 'priya', expect: 404 }),
      c({ why: 'a project another lead leads', as: 'lead', path: { id: network }, expect: 404 }),
      unknownId.map((id) => ({ why: 'unknown project', path: { id }, expect: 404 })),
    ],
  },
  updateProject: {
    baseline: () => ({ as: 'lead', path: { id: coffee }, body: projectBody }),
    hostile: () => [
      c({ why: 'a project he does not lead', path: { id: network }, expect: 403 }),
      c({ why: "another lead on this lead's project", as: 'nora', expect: 403 }),
      unknownId.map((id) => ({ why: 'unknown project', path: { id }, expect: 404 })),
    ],
  },
  inviteMember: {
    baseline: () => ({ as: 'lead', path: { id: coffee }, body: { userId: users.uninvited } }),
    hostile: () => [
      c({ why: 'a project he does not lead', path: { id: network }, expect: 403 }),
      c({ why: "another lead on this lead's project", as: 'nora', expect: 403 }),
      fc.constantFrom(users.admin, users.lead, users.networkLead).map((userId) => ({
        why: 'inviting a non-interviewee',
        body: { userId },
        expect: 400,
      })),
      fc.constantFrom(users.interviewee, users.coffeeCompleter).map((userId) => ({
        why: 'inviting a member again',
        body: { userId },
        expect: 409,
      })),
      unknownId.map((userId) => ({ why: 'unknown user', body: { userId }, expect: 404 })),
      unknownId.map((id) => ({ why: 'unknown project', path: { id }, expect: 404 })),
    ],
  },
  listProjectMembers: {
    baseline: () => ({ as: 'lead', path: { id: coffee } }),
    hostile: () => [
      c({ why: 'a project he does not lead', path: { id: network }, expect: 403 }),
      unknownId.map((id) => ({ why: 'unknown project', path: { id }, expect: 404 })),
    ],
  },
  listProjectInterviews: {
    baseline: () => ({ as: 'interviewee', path: { id: coffee } }),
    hostile: () => [
      c({ why: 'a project he is not invited to', as: 'priya', expect: 404 }),
      unknownId.map((id) => ({ why: 'unknown project', path: { id }, expect: 404 })),
    ],
  },
  listProjectQuestions: {
    baseline: () => ({ as: 'interviewee', path: { id: coffee } }),
    hostile: () => [
      c({ why: 'a project he is not invited to', as: 'priya', expect: 404 }),
      unknownId.map((id) => ({ why: 'unknown project', path: { id }, expect: 404 })),
    ],
  },
  listProjectTypes: { baseline: () => ({ as: 'interviewee' }) },
  listProjectTypeQuestions: {
    baseline: () => ({ as: 'lead', path: { id: serviceType } }),
    hostile: () => [
      c({ why: 'a question id as a type id', path: { id: heardAbout }, expect: 404 }),
      unknownId.map((id) => ({ why: 'unknown project type', path: { id }, expect: 404 })),
    ],
  },
  listUsers: { baseline: () => ({ as: 'lead' }) },
  createUser: {
    baseline: () => ({
      as: 'admin',
      body: {
        email: 'fuzz.user@candor.test',
        firstName: 'Fuzz',
        lastName: 'User',
        role: 'interviewee',
        projectIds: [coffee],
      },
    }),
    hostile: () => [
      otherEmails.map((email) => ({
        why: 'email already registered (any case)',
        body: { email, firstName: 'A', lastName: 'B', role: 'interviewee' },
        expect: 409,
      })),
      unknownId.map((id) => ({
        why: 'unknown project in projectIds',
        body: {
          email: 'fuzz.user@candor.test',
          firstName: 'A',
          lastName: 'B',
          role: 'interviewee',
          projectIds: [coffee, id],
        },
        expect: 400,
      })),
    ],
  },
  updateUser: {
    baseline: () => ({
      as: 'admin',
      path: { id: users.uninvited },
      body: {
        email: 'priya.raman@candor.test',
        firstName: 'Priya',
        lastName: 'R',
        role: 'interviewee',
      },
    }),
    hostile: () => [
      otherEmails.map((email) => ({
        why: "another user's email",
        body: { email, firstName: 'Priya', lastName: 'R', role: 'interviewee' },
        expect: 409,
      })),
      fc.constantFrom('interview_lead', 'interviewee').map((role) => ({
        why: 'an admin changing his own role',
        path: { id: users.admin },
        body: { email: 'admin@candor.test', firstName: 'Ada', lastName: 'Admin', role },
        expect: 403,
      })),
      unknownId.map((id) => ({
        why: 'unknown project in projectIds',
        body: {
          email: 'priya.raman@candor.test',
          firstName: 'Priya',
          lastName: 'R',
          role: 'interviewee',
          projectIds: [id],
        },
        expect: 400,
      })),
      unknownId.map((id) => ({ why: 'unknown user', path: { id }, expect: 404 })),
    ],
  },
  deleteUser: {
    baseline: () => ({ as: 'admin', path: { id: users.uninvited } }),
    hostile: () => [
      c({ why: 'deleting himself', path: { id: users.admin }, expect: 403 }),
      unknownId.map((id) => ({ why: 'unknown user', path: { id }, expect: 404 })),
    ],
  },
  resetUserPassword: {
    baseline: () => ({ as: 'admin', path: { id: users.uninvited } }),
    hostile: () => [
      c({ why: 'resetting his own password', path: { id: users.admin }, expect: 403 }),
      unknownId.map((id) => ({ why: 'unknown user', path: { id }, expect: 404 })),
    ],
  },
  createProjectType: {
    baseline: () => ({
      as: 'admin',
      body: { name: 'Fuzz type', description: 'Made by the fuzz suite.', category: 'app' },
    }),
    hostile: () => [
      fc
        .constantFrom(...projectTypes.map((type) => type.name))
        .chain((name) =>
          fc.constantFrom(name, name.toUpperCase(), name.toLowerCase(), `  ${name}\t`),
        )
        .map((name) => ({
          why: 'a name already used (any case, padded)',
          body: { name, category: 'service' },
          expect: 409,
        })),
    ],
  },
  updateProjectType: {
    baseline: () => ({
      as: 'admin',
      path: { id: appType },
      body: { name: typeName(appType), category: 'app', isActive: true },
    }),
    hostile: () => [
      c({
        why: "another type's name",
        body: { name: typeName(serviceType).toUpperCase(), category: 'app' },
        expect: 409,
      }),
      unknownId.map((id) => ({ why: 'unknown project type', path: { id }, expect: 404 })),
    ],
  },
  deleteProjectType: {
    baseline: () => ({ as: 'admin', path: { id: appType } }),
    hostile: () => [
      c({ why: 'a type used by projects', path: { id: serviceType }, expect: 409 }),
      unknownId.map((id) => ({ why: 'unknown project type', path: { id }, expect: 404 })),
    ],
  },
  createProjectTypeQuestion: {
    baseline: () => ({
      as: 'admin',
      path: { id: serviceType },
      body: { text: 'Anything else?', order: 7, isActive: true },
    }),
    hostile: () => [
      unknownId.map((id) => ({ why: 'unknown project type', path: { id }, expect: 404 })),
      c({ why: 'a question id as a type id', path: { id: heardAbout }, expect: 404 }),
    ],
  },
  updateProjectTypeQuestion: {
    baseline: () => ({
      as: 'admin',
      path: { id: serviceType, qid: heardAbout },
      body: { text: 'How did you first hear about us?', order: 1 },
    }),
    hostile: () => [
      c({
        why: 'a question of another type',
        path: { id: serviceType, qid: appQuestion },
        expect: 404,
      }),
      unknownId.map((qid) => ({
        why: 'unknown question',
        path: { id: serviceType, qid },
        expect: 404,
      })),
      unknownId.map((id) => ({
        why: 'unknown project type',
        path: { id, qid: heardAbout },
        expect: 404,
      })),
    ],
  },
  deleteProjectTypeQuestion: {
    baseline: () => ({ as: 'admin', path: { id: serviceType, qid: heardAbout } }),
    hostile: () => [
      c({
        why: 'a question of another type',
        path: { id: appType, qid: heardAbout },
        expect: 404,
      }),
      unknownId.map((qid) => ({
        why: 'unknown question',
        path: { id: serviceType, qid },
        expect: 404,
      })),
    ],
  },
  listAvailableModels: { baseline: () => ({ as: 'admin' }) },
  getCurrentModels: { baseline: () => ({ as: 'admin' }) },
  selectModels: {
    baseline: () => ({ as: 'admin', body: { chatModel: 'gpt-4o', audioModel: 'whisper-1' } }),
    hostile: () => [
      fc
        .oneof(fc.string({ minLength: 1, maxLength: 200 }), fc.constantFrom(...PATH_LIKE_MODELS))
        .filter((id) => !MODEL_IDS.includes(id))
        .chain((id) =>
          fc.constantFrom(
            { why: `unknown chat model ${JSON.stringify(id)}`, body: { chatModel: id } },
            { why: `unknown audio model ${JSON.stringify(id)}`, body: { audioModel: id } },
          ),
        )
        .map((hostile) => ({ ...hostile, expect: 400 as const })),
      c({ why: 'an audio model as chat model', body: { chatModel: 'whisper-1' }, expect: 400 }),
      c({ why: 'a chat model as audio model', body: { audioModel: 'gpt-4o' }, expect: 400 }),
    ],
  },
  listInterviewerPrompts: { baseline: () => ({ as: 'admin' }) },
  getCurrentInterviewerPrompt: { baseline: () => ({ as: 'admin' }) },
  selectInterviewerPrompt: {
    baseline: () => ({ as: 'admin', body: { value: interviewerPrompts[1].path } }),
    hostile: () => [
      fc.constantFrom(...PATTERN_VALID_PROMPTS).map((value) => ({
        why: `a prompt path that is no listed file (${value})`,
        body: { value },
        expect: 400,
      })),
    ],
  },
}

/** Replaces the placeholders the scenarios use for records made by prepare(). */
export function fill(value: string, ctx: FuzzContext): string {
  switch (value) {
    case 'ABANDONED':
      return ctx.abandoned
    case 'ADMIN_LIVE':
      return ctx.adminLive
    case 'INTERVIEWEE_LIVE':
      return ctx.intervieweeLive
    default:
      return value
  }
}
