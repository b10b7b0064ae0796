import {
  delay,
  getResponse,
  http,
  HttpResponse,
  type RequestHandler,
  type WebSocketHandler,
} from 'msw'
import type { MswApi } from 'msw-storybook-addon'
import { handlers } from '../../mocks/handlers'
import type { ApiSchemas, PersistentInterview } from '@/contract/types'
import { socketSets } from './interview'

type Method = 'get' | 'post' | 'put' | 'delete'

const route = (path: string) => `*/api${path}`

/**
 * A server fault without a message: the screen shows its own docs/product.md#errors text ('Failed to …'),
 * as it does when the server says nothing useful.
 */
const fault = (method: Method, path: string): RequestHandler =>
  http[method](route(path), () => new HttpResponse(null, { status: 500 }))

/** An error answer in the contract's Error shape, whose message some screens show as is. */
export const refuse = (
  method: Method,
  path: string,
  status: number,
  message: string,
): RequestHandler =>
  http[method](route(path), () =>
    HttpResponse.json(
      { status, code: status === 404 ? 'not_found' : 'internal_error', message },
      { status },
    ),
  )

/** No answer at all (network down): the request rejects. */
const offline = (method: Method, path: string): RequestHandler =>
  http[method](route(path), () => HttpResponse.error())

/** A request that never answers: the screen stays in its loading state. */
const pending = (method: Method, path: string): RequestHandler =>
  http[method](route(path), async () => {
    await delay('infinite')
  })

/**
 * A request held until `release()`, which then fails it as a network error. For calls whose
 * store shares one request in flight (the profile): a request left pending forever would be
 * handed to the next story too, so the story releases it in its cleanup.
 */
export function held(method: Method, path: string) {
  let release = () => {}
  const gate = new Promise<void>((resolve) => {
    release = resolve
  })
  const handler = http[method](route(path), async () => {
    await gate
    return HttpResponse.error()
  })
  return { handler, release }
}

/** An answer of the given body, in place of the seeded data (empty lists, odd values). */
export const answer = (method: Method, path: string, body: object): RequestHandler =>
  http[method](route(path), () => HttpResponse.json(body))

/**
 * GET /persistent-interviews/{id} as the mock answers it, without its questions (a record the
 * seed does not have). '/in-progress' matches the same pattern and is let through.
 */
const interviewWithoutQuestions = http.get(
  route('/persistent-interviews/:id'),
  async ({ request, params }) => {
    if (params.id === 'in-progress') return undefined
    const original = await getResponse(handlers, request.clone())
    if (!original?.ok) return original
    const interview = (await original.json()) as PersistentInterview
    return HttpResponse.json({ ...interview, questions: [] })
  },
)

/**
 * GET /persistent-interviews/{id} failing; '/in-progress' matches the same pattern and is let
 * through to the mock.
 */
const interviewFault = http.get(route('/persistent-interviews/:id'), ({ params }) =>
  params.id === 'in-progress' ? undefined : new HttpResponse(null, { status: 500 }),
)

const unsetModels = { chatModel: null, audioModel: null } satisfies ApiSchemas['ModelSelection']
const noModels = { models: [] } satisfies ApiSchemas['ModelList']
const noPrompts = { prompts: [] } satisfies { prompts: ApiSchemas['InterviewerPrompt'][] }

/**
 * Named override sets, for a story's `beforeEach: overrides('…')`. Each replaces one call of the
 * mock for the story's length; the MSW addon drops them afterwards.
 */
const failureSets = {
  // Auth
  profileFails: [fault('get', '/auth/profile')],
  loginRefused: [refuse('post', '/auth/login', 401, 'Invalid email or password')],
  registrationFails: [fault('post', '/auth/register')],
  // Dashboard and projects
  projectsPending: [pending('get', '/projects')],
  projectsEmpty: [answer('get', '/projects', [])],
  projectsFail: [refuse('get', '/projects', 500, 'Database unavailable')],
  inProgressFail: [fault('get', '/persistent-interviews/in-progress')],
  abandonFails: [fault('post', '/persistent-interviews/:id/abandon')],
  resumeFails: [interviewFault],
  projectTypesFail: [fault('get', '/project-types')],
  createProjectFails: [fault('post', '/projects')],
  projectNotFound: [refuse('get', '/projects/:id', 404, 'Not found')],
  projectFails: [fault('get', '/projects/:id')],
  updateProjectFails: [fault('put', '/projects/:id')],
  usersFail: [fault('get', '/users')],
  inviteFails: [fault('post', '/projects/:id/invite')],
  membersEmpty: [answer('get', '/projects/:id/members', [])],
  membersFail: [fault('get', '/projects/:id/members')],
  listInterviewsFails: [fault('get', '/persistent-interviews')],
  // Results
  resultsEmpty: [answer('get', '/projects/:id/interviews', [])],
  resultsFail: [fault('get', '/projects/:id/interviews')],
  resultsPending: [pending('get', '/projects/:id/interviews')],
  interviewFails: [interviewFault],
  interviewWithoutQuestions: [interviewWithoutQuestions],
  deleteInterviewFails: [fault('delete', '/persistent-interviews/:id')],
  // Profile
  profileSaveFails: [fault('put', '/users/me')],
  profileSaveRefused: [refuse('put', '/users/me', 409, 'That email is already in use')],
  profileSaveOffline: [offline('put', '/users/me')],
  // Admin panel
  adminUsersPending: [pending('get', '/users')],
  adminUsersEmpty: [answer('get', '/users', [])],
  adminUsersFail: [fault('get', '/users')],
  adminProjectsPending: [pending('get', '/projects')],
  createUserFails: [fault('post', '/users')],
  updateUserFails: [fault('put', '/users/:id')],
  resetPasswordFails: [fault('post', '/users/:id/reset-password')],
  deleteUserFails: [fault('delete', '/users/:id')],
  projectTypesEmpty: [answer('get', '/project-types', [])],
  projectTypesPending: [pending('get', '/project-types')],
  questionsEmpty: [answer('get', '/project-types/:id/questions', [])],
  saveQuestionFails: [fault('post', '/admin/project-types/:id/questions')],
  modelsFail: [fault('get', '/test/models')],
  modelsUnset: [answer('get', '/models/current', unsetModels)],
  noModels: [answer('get', '/test/models', noModels)],
  saveModelsFails: [fault('post', '/models/select')],
  promptsFail: [fault('get', '/admin/interviewer-prompts')],
  promptsEmpty: [answer('get', '/admin/interviewer-prompts', noPrompts)],
  savePromptFails: [fault('post', '/admin/interviewer-prompts/select')],
  // Interview
  startInterviewFails: [fault('post', '/interviews')],
  startInterviewPending: [pending('post', '/interviews')],
  answerPending: [pending('post', '/interviews/:id/answer')],
  answerOffline: [offline('post', '/interviews/:id/answer')],
  answerFails: [fault('post', '/interviews/:id/answer')],
  ...socketSets,
} satisfies Record<string, (RequestHandler | WebSocketHandler)[]>

export type FailureSet = keyof typeof failureSets

/** `beforeEach: overrides('projectsFail')`: puts the named sets in front of the mock. */
export function overrides(...names: FailureSet[]) {
  return ({ msw }: { msw: MswApi }) => {
    msw.use(...names.flatMap((name): (RequestHandler | WebSocketHandler)[] => failureSets[name]))
  }
}
