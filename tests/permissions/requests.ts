import { expect } from 'vitest'
import {
  coffeeCompany,
  featuredQuestionId,
  fixtureCodes,
  fixtureHighlights,
  fixtureIds,
  interviewerPrompts,
  participantLinks,
  persistentInterviews,
} from '../../fixtures'
import { call, type CallOptions } from '../contract/harness'
import { seededAccounts, demoCredentials } from '../support/accounts'

/** What the permission matrix sends for each operation, and the relation rules it expects. */

export type Role = 'admin' | 'lead' | 'interviewee'
export const ROLES: readonly Role[] = ['admin', 'lead', 'interviewee']
export const users = fixtureIds.users
export const { coffee, network } = fixtureIds.projects
export const { coffeeInProgress, coffeeCompleted, networkCompleted } = fixtureIds.interviews
export const serviceType = fixtureIds.projectTypes.service
export const appType = fixtureIds.projectTypes.app
export const heardAbout = fixtureIds.serviceQuestions.heardAbout
export const openQuestion = featuredQuestionId('coffeeInProgress', 4)
export const accounts = {
  ...demoCredentials,
  priya: seededAccounts.priya,
}
export const idOf: Record<Role, string> = {
  admin: users.admin,
  lead: users.lead,
  interviewee: users.interviewee,
}

/** BeanRunner's demo codebook (fixtures/coding.ts), which the coding requests address. */
export const [, trackingCode = '', lateCode = '', coldCode = ''] = fixtureCodes.map(
  (code) => code.id,
)
const [firstHighlight] = fixtureHighlights
if (!firstHighlight) throw new Error('the demo codebook has no highlight')
export const codedHighlight = firstHighlight
/** An answered question of Carlos's completed coffee interview. */
export const coffeeAnswer =
  persistentInterviews
    .find((interview) => interview.interview_id === coffeeCompleted)
    ?.questions.find((question) => question.answer_text !== null)?.question_id ?? ''

/** BeanRunner's Newsletter participant link (fixtures/participant-links.ts). */
export const [newsletterLink] = participantLinks

export type Tokens = Record<Role, string>
export type Build = (who: Role, tokens: Tokens) => CallOptions | Promise<CallOptions>

export const audio = () => {
  const form = new FormData()
  form.append('audio', new Blob([new Uint8Array([26, 69, 223, 163, 1, 2, 3, 4])]), 'a.webm')
  return form
}
export const startBody = { company: coffeeCompany.company, product: coffeeCompany.product }

/** A live session of the caller, to answer. */
export async function liveSession(token: string): Promise<string> {
  const started = await call<{ id: string }>('startInterview', { token, body: startBody })
  expect(started.status).toBe(201)
  return started.body.id
}

/**
 * The question on screen of the interviewee's coffee interview, resumed in a live session and
 * recorded, so that an observer may suggest a probe for it (docs/product.md#watch-live).
 */
export async function questionOnScreen(intervieweeToken: string): Promise<string> {
  const started = await call<{
    firstQuestion: { id: string; text: string; followUpOf: string | null }
  }>('startInterview', {
    token: intervieweeToken,
    body: { ...startBody, projectId: coffee, resumePersistentId: coffeeInProgress },
  })
  expect(started.status).toBe(201)
  const question = started.body.firstQuestion
  const recorded = await call('recordPersistentQuestion', {
    token: intervieweeToken,
    params: { id: coffeeInProgress },
    body: {
      question_id: question.id,
      question_text: question.text,
      displayed_at: new Date().toISOString(),
      follow_up_of: question.followUpOf,
    },
  })
  expect(recorded.status).toBe(201)
  return question.id
}

/** A report link of the coffee project, made by the admin (every role may then read it). */
async function coffeeShareLink(tokens: Tokens): Promise<{ id: string; token: string }> {
  const created = await call<{ id: string; token: string }>('createShareLink', {
    token: tokens.admin,
    params: { id: coffee },
    body: { includeSentiment: false },
  })
  expect(created.status).toBe(201)
  return created.body
}

/**
 * The request each operation gets: the same for every caller unless it depends on who asks
 * (one's own email, one's own live session). The token columns use the interviewee's request.
 */
export const REQUESTS: Record<string, Build> = {
  login: () => ({ body: demoCredentials.interviewee }),
  register: () => ({
    body: {
      email: 'matrix.new@candor.test',
      password: 'secret12',
      firstName: 'Matrix',
      lastName: 'New',
      role: 'interviewee',
    },
  }),
  logout: () => ({}),
  getProfile: () => ({}),
  getAuthConfig: () => ({}),
  updateProfile: (who) => ({
    body: { firstName: 'First', lastName: 'Last', email: accounts[who].email },
  }),
  listPersistentInterviews: () => ({ query: { scope: 'all' } }),
  createPersistentInterview: (who) => ({
    body: {
      project_id: null,
      interviewer_id: null,
      interviewee_id: idOf[who],
      metadata: startBody,
    },
  }),
  listInProgressInterviews: () => ({}),
  getPersistentInterview: () => ({ params: { id: coffeeInProgress } }),
  deletePersistentInterview: () => ({ params: { id: coffeeInProgress } }),
  recordPersistentQuestion: () => ({
    params: { id: coffeeInProgress },
    body: {
      question_id: '0000a77e-0000-4000-8000-000000000001',
      question_text: 'Anything else?',
      displayed_at: '2026-11-03T08:00:00.000Z',
    },
  }),
  recordPersistentAnswer: () => ({
    params: { id: coffeeInProgress },
    body: {
      question_id: openQuestion,
      answer_text: 'At my desk.',
      answered_at: '2026-11-03T08:01:00.000Z',
    },
  }),
  finishPersistentInterview: () => ({ params: { id: coffeeInProgress } }),
  abandonPersistentInterview: () => ({ params: { id: coffeeInProgress } }),
  startInterview: () => ({ body: { ...startBody, projectId: coffee } }),
  answerInterview: async (who, tokens) => ({
    params: { id: await liveSession(tokens[who]) },
    rawBody: audio(),
  }),
  listProjects: () => ({}),
  createProject: () => ({
    body: {
      name: 'Matrix study',
      company: 'Matrix Co',
      product: 'Grid',
      productDescription: 'Rows and columns.',
      projectTypeId: serviceType,
    },
  }),
  getProject: () => ({ params: { id: coffee } }),
  updateProject: () => ({
    params: { id: coffee },
    body: {
      name: 'Renamed',
      company: 'BeanRunner',
      product: 'Express',
      productDescription: 'Hot.',
    },
  }),
  inviteMember: () => ({ params: { id: coffee }, body: { userId: users.uninvited } }),
  listProjectMembers: () => ({ params: { id: coffee } }),
  listProjectInterviews: () => ({ params: { id: coffee } }),
  listProjectQuestions: () => ({ params: { id: coffee } }),
  updateProjectQuestions: () => ({
    params: { id: coffee },
    body: { questions: [{ id: heardAbout, text: 'How did you hear of us?', probingDepth: null }] },
  }),
  listProjectTypes: () => ({}),
  listProjectTypeQuestions: () => ({ params: { id: serviceType } }),
  listUsers: () => ({}),
  createUser: () => ({
    body: { email: 'matrix.user@candor.test', firstName: 'M', lastName: 'U', role: 'interviewee' },
  }),
  updateUser: () => ({
    params: { id: users.uninvited },
    body: { email: accounts.priya.email, firstName: 'Priya', lastName: 'R', role: 'interviewee' },
  }),
  deleteUser: () => ({ params: { id: users.uninvited } }),
  resetUserPassword: () => ({ params: { id: users.uninvited } }),
  createProjectType: () => ({ body: { name: 'Matrix type', category: 'app' } }),
  updateProjectType: () => ({
    params: { id: appType },
    body: { name: 'App Experience', category: 'app', isActive: false },
  }),
  deleteProjectType: () => ({ params: { id: appType } }),
  createProjectTypeQuestion: () => ({ params: { id: serviceType }, body: { text: 'And then?' } }),
  updateProjectTypeQuestion: () => ({
    params: { id: serviceType, qid: heardAbout },
    body: { text: 'How did you hear of us?', order: 1 },
  }),
  deleteProjectTypeQuestion: () => ({ params: { id: serviceType, qid: heardAbout } }),
  listAvailableModels: () => ({}),
  getAiStatus: () => ({}),
  getCurrentModels: () => ({}),
  selectModels: () => ({ body: { chatModel: 'gpt-4o' } }),
  listInterviewerPrompts: () => ({}),
  getCurrentInterviewerPrompt: () => ({}),
  selectInterviewerPrompt: () => ({ body: { value: interviewerPrompts[1].path } }),
  listCodes: () => ({ params: { id: coffee } }),
  createCode: () => ({ params: { id: coffee }, body: { name: 'Matrix code' } }),
  updateCode: () => ({
    params: { id: coffee, codeId: trackingCode },
    body: { name: 'Tracking map' },
  }),
  deleteCode: () => ({ params: { id: coffee, codeId: trackingCode } }),
  mergeCode: () => ({
    params: { id: coffee, codeId: coldCode },
    body: { targetCodeId: lateCode },
  }),
  listHighlights: () => ({ params: { id: coffee } }),
  createHighlight: () => {
    const { interviewId, questionId, start, end, text } = codedHighlight
    return {
      params: { id: coffee },
      body: { interviewId, questionId, start, end, text, codeName: 'Matrix code' },
    }
  },
  deleteHighlight: () => ({ params: { id: coffee, highlightId: codedHighlight.id } }),
  listThemeDecisions: () => ({ params: { id: coffee } }),
  decideTheme: () => ({
    params: { id: coffee },
    body: { themeKey: 'matrix', decision: 'dismissed', label: 'Matrix' },
  }),
  correctAnswerSentiment: () => ({
    params: { id: coffee, interviewId: coffeeCompleted, questionId: coffeeAnswer },
    body: { sentiment: 'annoyed' },
  }),
  listCodingActivity: () => ({ params: { id: coffee }, query: { limit: '10' } }),
  getProjectAttributes: () => ({ params: { id: coffee } }),
  updateProjectAttributes: () => ({
    params: { id: coffee },
    body: { attributes: [{ name: 'Plan', values: ['Subscriber', 'Pay as you go'] }] },
  }),
  setMemberAttributes: () => ({
    params: { id: coffee, userId: users.coffeeCompleter },
    body: { values: {} },
  }),
  getStudyFunnel: () => ({ params: { id: coffee } }),
  suggestProbe: async (_who, tokens) => ({
    params: { id: coffeeInProgress },
    body: { questionId: await questionOnScreen(tokens.interviewee), text: 'What made you switch?' },
  }),
  listShareLinks: () => ({ params: { id: coffee } }),
  createShareLink: () => ({ params: { id: coffee }, body: { includeSentiment: false } }),
  revokeShareLink: async (_who, tokens) => ({
    params: { id: coffee, linkId: (await coffeeShareLink(tokens)).id },
  }),
  getSharedReport: async (_who, tokens) => ({
    params: { token: (await coffeeShareLink(tokens)).token },
  }),
  askInterviews: () => ({ params: { id: coffee }, body: { question: 'What about the price?' } }),
  listAskedQuestions: () => ({ params: { id: coffee } }),
  listParticipantLinks: () => ({ params: { id: coffee } }),
  createParticipantLink: () => ({ params: { id: coffee }, body: { label: 'Matrix' } }),
  revokeParticipantLink: () => ({ params: { id: coffee, linkId: newsletterLink.id } }),
  getJoinPage: () => ({ params: { token: newsletterLink.token } }),
  joinStudy: () => ({ params: { token: newsletterLink.token }, body: { firstName: 'Matrix' } }),
  withdrawPersistentInterview: () => ({ params: { id: coffeeInProgress } }),
}

/**
 * Relation rules: a role that x-roles allows but whose relation to the record above does not.
 * The requests address the interviewee's coffee interview (in progress), which its project's
 * lead and admins may read and delete but only its interviewee may write into.
 */
export const RELATIONS: Record<
  string,
  Partial<Record<Role, { status: 403 | 404; because: string }>>
> = {
  recordPersistentQuestion: {
    admin: { status: 403, because: "only the interview's own interviewee records questions" },
    lead: { status: 403, because: "only the interview's own interviewee records questions" },
  },
  recordPersistentAnswer: {
    admin: {
      status: 403,
      because: 'only its interviewee records answers (not in the description)',
    },
    lead: { status: 403, because: 'only its interviewee records answers (not in the description)' },
  },
  finishPersistentInterview: {
    admin: { status: 403, because: 'only its interviewee finishes it (not in the description)' },
    lead: { status: 403, because: 'only its interviewee finishes it (not in the description)' },
  },
  abandonPersistentInterview: {
    admin: { status: 403, because: 'only its interviewee abandons it (not in the description)' },
    lead: { status: 403, because: 'only its interviewee abandons it (not in the description)' },
  },
  withdrawPersistentInterview: {
    admin: { status: 403, because: 'only its interviewee withdraws it' },
    lead: { status: 403, because: 'only its interviewee withdraws it' },
  },
}
