import { afterEach, describe, expect, it } from 'vitest'
import {
  availableModels,
  defaultModelSelection,
  defaultPromptPath,
  fixtureIds,
} from '../../fixtures'
import { LARGE_SEED_COUNTS } from '../../mocks/db/large-seed'
import { LARGE_CODING_COUNTS, LARGE_CODING_PROJECT } from '../../mocks/db/large-coding-seed'
import { MISSING_PROMPT_PATH } from '../../mocks/db/seed'
import { SCENARIO_NAMES, type ScenarioName } from '../../mocks/scenarios'
import { PENDING_FOLLOW_UP } from '../../mocks/scenarios/mid-interview'
import { startMockServer, type RunningMockServer } from '../../mocks/server/create-server'
import { demo, signInAt } from './support'

/**
 * Each named scenario (mocks/scenarios), started as `startMockServer({ scenario })`: signed in
 * over real HTTP, the data is what the scenario promises (README, Named scenarios).
 */

let server: RunningMockServer | undefined
afterEach(async () => {
  await server?.close()
  server = undefined
})

async function start(scenario: ScenarioName) {
  server = await startMockServer({ port: 0, scenario })
  return server.url
}

async function get<T>(url: string, token: string, path: string) {
  const response = await fetch(`${url}/api${path}`, {
    headers: { Authorization: `Bearer ${token}` },
  })
  return {
    status: response.status,
    total: response.headers.get('X-Total-Count'),
    body: (await response.json()) as T,
  }
}

const tokenOf = async (url: string, account: { email: string; password: string }) =>
  (await signInAt(url, account)).token

async function status(url: string, path: string, body: unknown): Promise<number> {
  const response = await fetch(`${url}/api${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
  await response.body?.cancel()
  return response.status
}

describe('named scenarios on the standalone server', () => {
  it('lists the six scenarios of the README', () => {
    expect(SCENARIO_NAMES).toEqual([
      'demo',
      'empty',
      'large',
      'broken-config',
      'registration-off',
      'mid-interview',
    ])
  })

  it('demo: the three demo accounts and the two sample projects', async () => {
    const url = await start('demo')
    const admin = await tokenOf(url, demo.admin)
    await tokenOf(url, demo.lead)
    await tokenOf(url, demo.interviewee)
    const projects = await get<{ company: string }[]>(url, admin, '/projects')
    expect(projects.body.map((project) => project.company).sort()).toEqual([
      'BeanRunner',
      'NetNest',
    ])
  })

  it('empty: only the admin, the default prompt and models; nothing else', async () => {
    const url = await start('empty')
    const admin = await tokenOf(url, demo.admin)
    await expect(signInAt(url, demo.lead)).rejects.toThrow('sign-in answered 401')
    await expect(signInAt(url, demo.interviewee)).rejects.toThrow('sign-in answered 401')

    const users = await get<{ email: string }[]>(url, admin, '/users')
    expect(users.body.map((user) => user.email)).toEqual([demo.admin.email])
    expect((await get<unknown[]>(url, admin, '/projects')).body).toEqual([])
    expect((await get<unknown[]>(url, admin, '/project-types')).body).toEqual([])
    const interviews = await get<{ items: unknown[] }>(
      url,
      admin,
      '/persistent-interviews?scope=all',
    )
    expect(interviews.body.items).toEqual([])
    expect((await get(url, admin, '/admin/interviewer-prompts/current')).body).toEqual({
      currentPrompt: defaultPromptPath,
      isValid: true,
      exists: true,
    })
    expect((await get(url, admin, '/models/current')).body).toEqual(defaultModelSelection)
    const models = await get<{ models: { id: string }[] }>(url, admin, '/test/models')
    expect(models.body.models.map((model) => model.id)).toEqual(
      availableModels.map((model) => model.id),
    )
  })

  it('large: the demo data plus the large seed', { timeout: 60_000 }, async () => {
    const url = await start('large')
    const admin = await tokenOf(url, demo.admin)
    const users = await get<unknown[]>(url, admin, '/users?limit=1')
    expect(Number(users.total)).toBeGreaterThan(LARGE_SEED_COUNTS.users)
    const projects = await get<unknown[]>(url, admin, '/projects?limit=1')
    expect(Number(projects.total)).toBe(
      LARGE_SEED_COUNTS.projects + LARGE_CODING_COUNTS.projects + 2,
    )
    const codes = await get<unknown[]>(url, admin, `/projects/${LARGE_CODING_PROJECT}/codes`)
    expect(codes.body).toHaveLength(LARGE_CODING_COUNTS.codes)
  })

  it('broken-config: the missing interviewer prompt is selected', async () => {
    const url = await start('broken-config')
    const admin = await tokenOf(url, demo.admin)
    expect((await get(url, admin, '/admin/interviewer-prompts/current')).body).toEqual({
      currentPrompt: MISSING_PROMPT_PATH,
      isValid: false,
      exists: false,
    })
    expect((await get<unknown[]>(url, admin, '/projects')).body).toHaveLength(2)
  })

  it('registration-off: the config says so and registering is refused', async () => {
    const url = await start('registration-off')
    const config = await fetch(`${url}/api/auth/config`)
    expect(await config.json()).toEqual({ registrationEnabled: false })
    const register = {
      email: 'new@example.com',
      password: 'new-password-1',
      firstName: 'New',
      lastName: 'Person',
      role: 'interviewee',
    }
    expect(await status(url, '/auth/register', register)).toBe(403)
    await tokenOf(url, demo.interviewee)
  })

  it('mid-interview: resuming asks the pending follow-up first, and its answer lands on it', async () => {
    const url = await start('mid-interview')
    const token = await tokenOf(url, demo.interviewee)
    type Question = {
      question_id: string
      text: string
      follow_up_of: string | null
      children: Question[]
    }
    type Interview = { interview_id: string; questions: Question[] }
    // Follow-ups are nested under their question: the pending one is the last primary's last.
    const flat = (questions: Question[]): Question[] =>
      questions.flatMap((question) => [question, ...flat(question.children)])
    const inProgress = await get<Interview[]>(url, token, '/persistent-interviews/in-progress')
    const coffee = inProgress.body.find(
      (interview) => interview.interview_id === fixtureIds.interviews.coffeeInProgress,
    )
    const pending = flat(coffee?.questions ?? []).at(-1)
    expect(pending).toMatchObject({ text: PENDING_FOLLOW_UP, answer_text: null })
    expect(pending?.follow_up_of).not.toBeNull()

    const started = await fetch(`${url}/api/interviews`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({
        company: 'BeanRunner',
        product: 'BeanRunner Express',
        projectId: fixtureIds.projects.coffee,
        resumePersistentId: fixtureIds.interviews.coffeeInProgress,
      }),
    })
    expect(started.status).toBe(201)
    const { firstQuestion } = (await started.json()) as {
      firstQuestion: { id: string; text: string; isFollowUp: boolean; followUpOf: string }
    }
    expect(firstQuestion).toMatchObject({
      id: pending?.question_id,
      text: PENDING_FOLLOW_UP,
      isFollowUp: true,
      followUpOf: pending?.follow_up_of,
    })
    // The client records the question on screen: the same question again changes nothing.
    const recorded = await fetch(
      `${url}/api/persistent-interviews/${fixtureIds.interviews.coffeeInProgress}/questions`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: JSON.stringify({
          question_id: firstQuestion.id,
          question_text: firstQuestion.text,
          displayed_at: new Date().toISOString(),
          follow_up_of: firstQuestion.followUpOf,
          project_type_question_id: null,
        }),
      },
    )
    expect(recorded.status).toBe(201)
    const after = await get<Interview>(
      url,
      token,
      `/persistent-interviews/${fixtureIds.interviews.coffeeInProgress}`,
    )
    expect(
      flat(after.body.questions).filter((question) => question.text === PENDING_FOLLOW_UP),
    ).toHaveLength(1)
  })
})
