import { http } from 'msw'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { fixtureIds, interviewerPrompts } from '../../fixtures'
import { api } from '@/api/client'
import { navigation, navigationActions } from '@/app/navigation'
import { interviewActions } from '@/features/interview/interview-store'
import { clearToken } from '@/lib/token'
import { expectNoSeriousA11yViolations } from '../support/axe'
import { setUpMockWorker } from '../support/mock-worker'
import {
  completedHeading,
  currentLabel,
  getProject,
  nextQuestionAfter,
  questionHeading,
  renderInterview,
  socketUnavailable,
  speakUntilCompleted,
  startInterview,
  typeAnswer,
  typeUntilCompleted,
} from './interview-harness'
import { storeTokenOf } from '../support/sign-in'
import { muteConsole } from '../support/console'
import { demoCredentials } from '../support/accounts'

/**
 * The interview screens (docs/product.md#interview Pre-interview, Interview screen, Interview Completed) against
 * the in-browser mock: Chromium's fake microphone records, the MSW worker serves the API and the
 * interview socket.
 */

const mock = setUpMockWorker({ signOut: false })
/** Every answer sent over HTTP (recordings and typed responses). */
let httpAnswers: string[]

beforeAll(() => {
  mock.worker.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && /\/api\/interviews\/[^/]+\/answer$/.test(request.url)) {
      httpAnswers.push(request.headers.get('content-type') ?? '')
    }
  })
})

beforeEach(() => {
  muteConsole()
  httpAnswers = []
})

afterEach(async () => {
  navigationActions.reset()
  await interviewActions.whenSettled()
  clearToken()
  vi.restoreAllMocks()
})

const LONG = { timeout: 60_000 }

/** An answer the AI stub rates clearly, so admins see a real sentiment. */
const typedAnswer = (turn: number) =>
  `Answer ${turn}: I love it, the coffee arrives hot and on time every single morning before work.`

function summary() {
  return page.getByRole('region', { name: 'Interview Summary' })
}

/** The sentiment badges shown in `region`. */
function sentimentBadges(region: Element): Element[] {
  return [...region.querySelectorAll('[data-sentiment]')]
}

describe('pre-interview', () => {
  it('shows the project, starts with the admin prompt override, and passes axe', async () => {
    const admin = await storeTokenOf(demoCredentials.admin)
    const coffee = await getProject(fixtureIds.projects.coffee)
    const override = interviewerPrompts[1].path
    let release = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    const bodies: unknown[] = []
    mock.worker.use(
      // Holds the start (then falls through to the mock) so the busy state can be seen.
      http.post('*/api/interviews', async ({ request }) => {
        bodies.push(await request.clone().json())
        await held
      }),
    )
    await renderInterview(admin, { kind: 'project', project: coffee, promptOverride: override })

    await expect
      .element(page.getByRole('heading', { level: 2, name: 'BeanRunner - BeanRunner Express' }))
      .toBeVisible()
    await expect
      .element(page.getByRole('heading', { name: 'Ready to Start Interview' }))
      .toBeVisible()
    await expectNoSeriousA11yViolations()

    await page.getByRole('checkbox', { name: 'I agree to take part' }).click()
    await page.getByRole('button', { name: 'Start Interview' }).click()
    await expect.element(page.getByRole('button', { name: 'Starting Interview...' })).toBeVisible()
    release()
    await expect.element(questionHeading()).toHaveTextContent('Question 1')
    expect(bodies).toEqual([
      {
        company: coffee.company,
        product: coffee.product,
        projectId: coffee.id,
        promptOverride: override,
      },
    ])
  })

  it('resumes the interview in progress when its project is started again', async () => {
    const interviewee = await storeTokenOf(demoCredentials.interviewee)
    const coffee = await getProject(fixtureIds.projects.coffee)
    await renderInterview(interviewee, { kind: 'project', project: coffee })
    await startInterview()
    await expect
      .element(page.getByText(/^Resumed your interview: \d+ earlier answers? restored\.$/))
      .toBeVisible()
  })

  it('starts a standalone interview about a sample company', async () => {
    const interviewee = await storeTokenOf(demoCredentials.interviewee)
    await renderInterview(interviewee, {
      kind: 'standalone',
      company: 'NetNest',
      product: 'NetNest Home Setup',
    })
    await expect
      .element(page.getByRole('heading', { level: 2, name: 'NetNest - NetNest Home Setup' }))
      .toBeVisible()
    await startInterview()
    await expect.element(questionHeading()).toHaveTextContent('Question 1')
  })
})

describe('a whole interview', () => {
  it('typed by an admin, to Interview Completed with sentiments', LONG, async () => {
    const admin = await storeTokenOf(demoCredentials.admin)
    const coffee = await getProject(fixtureIds.projects.coffee)
    await renderInterview(admin, { kind: 'project', project: coffee })
    await startInterview()

    await page.getByRole('button', { name: 'Type response instead' }).click()
    await typeAnswer(typedAnswer(0))
    // The answer is listed with its sentiment, for the admin.
    const previous = page.getByRole('list', { name: 'Previous Responses' })
    await expect.element(previous.getByText(typedAnswer(0))).toBeVisible()
    expect(sentimentBadges(previous.element())).toHaveLength(1)
    await expectNoSeriousA11yViolations()

    await page.getByRole('button', { name: 'Cancel' }).click()
    const labels = await typeUntilCompleted((turn) => typedAnswer(turn + 1))
    expect(labels.length).toBeGreaterThanOrEqual(4)

    await expect
      .element(page.getByText(`Thank you for sharing your thoughts on ${coffee.product}!`))
      .toBeVisible()
    const items = summary().getByRole('listitem')
    await expect.poll(() => items.elements().length).toBe(labels.length + 1)
    // Chronological once finished: the first answer comes first.
    expect(items.first().element().textContent).toContain(typedAnswer(0))
    expect(sentimentBadges(summary().element())).toHaveLength(labels.length + 1)
    await expectNoSeriousA11yViolations()

    await page.getByRole('button', { name: 'Start New Interview' }).click()
    await expect.element(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible()
    expect(navigation.interview).toBeNull()
  })

  it('spoken by the interviewee over the socket, without sentiments', LONG, async () => {
    const interviewee = await storeTokenOf(demoCredentials.interviewee)
    const network = await getProject(fixtureIds.projects.network)
    await renderInterview(interviewee, { kind: 'project', project: network })
    await startInterview()
    await expect
      .element(page.getByRole('button', { name: 'Type response instead' }))
      .not.toBeInTheDocument()

    const labels = await speakUntilCompleted()
    expect(labels.length).toBeGreaterThanOrEqual(5)
    expect(httpAnswers).toEqual([])
    await expect
      .element(page.getByText(`Thank you for sharing your thoughts on ${network.product}!`))
      .toBeVisible()
    await expect.poll(() => summary().getByRole('listitem').elements().length).toBe(labels.length)
    expect(sentimentBadges(summary().element())).toEqual([])
  })

  it('spoken over HTTP when the socket is unavailable', LONG, async () => {
    mock.worker.use(socketUnavailable())
    const interviewee = await storeTokenOf(demoCredentials.interviewee)
    const network = await getProject(fixtureIds.projects.network)
    await renderInterview(interviewee, { kind: 'project', project: network })
    await startInterview()

    const labels = await speakUntilCompleted()
    expect(httpAnswers).toHaveLength(labels.length)
    expect(httpAnswers.every((type) => type.startsWith('multipart/form-data'))).toBe(true)
    await expect.element(completedHeading()).toBeVisible()
  })
})

describe('keyboard', () => {
  it('records, stops and reaches the next question without losing the focus', async () => {
    const interviewee = await storeTokenOf(demoCredentials.interviewee)
    const network = await getProject(fixtureIds.projects.network)
    await renderInterview(interviewee, { kind: 'project', project: network })
    await startInterview()
    const label = currentLabel()
    await expect.element(page.getByRole('button', { name: 'Start Recording' })).toHaveFocus()

    await userEvent.keyboard('{Enter}')
    await expect.element(page.getByRole('button', { name: 'Stop Recording' })).toHaveFocus()
    await expect
      .poll(() => Number(page.getByRole('meter').query()?.getAttribute('aria-valuenow') ?? 0))
      .toBeGreaterThan(0)
    await userEvent.keyboard('{Enter}')
    await nextQuestionAfter(label)
    await expect.element(page.getByRole('button', { name: 'Start Recording' })).toHaveFocus()
  })
})

describe('resume and restart', () => {
  it('resumes after a reload with every earlier answer listed', LONG, async () => {
    const admin = await storeTokenOf(demoCredentials.admin)
    const coffee = await getProject(fixtureIds.projects.coffee)
    const first = await renderInterview(admin, { kind: 'project', project: coffee })
    await startInterview()
    await page.getByRole('button', { name: 'Type response instead' }).click()
    await typeAnswer(typedAnswer(0))
    await typeAnswer(typedAnswer(1))
    await interviewActions.whenSettled()
    await first.unmount()
    navigationActions.reset()

    const { data } = await api.GET('/persistent-interviews/in-progress')
    const interview = data?.find((item) => item.project_id === coffee.id)
    expect(interview).toBeDefined()
    if (!interview) return
    await renderInterview(admin, { kind: 'resume', interview, project: coffee })

    await expect
      .element(page.getByText('Resumed your interview: 2 earlier answers restored.'))
      .toBeVisible()
    const previous = page.getByRole('list', { name: 'Previous Responses' })
    await expect.element(previous.getByText(typedAnswer(0))).toBeVisible()
    await expect.element(previous.getByText(typedAnswer(1))).toBeVisible()
    expect(previous.getByRole('listitem').elements()).toHaveLength(2)
    // Newest first while in progress.
    expect(previous.getByRole('listitem').first().element().textContent).toContain(typedAnswer(1))
  })

  it('restarts after confirmation: back to the dashboard, the interview abandoned', async () => {
    const interviewee = await storeTokenOf(demoCredentials.interviewee)
    const network = await getProject(fixtureIds.projects.network)
    await renderInterview(interviewee, { kind: 'project', project: network })
    await startInterview()
    await interviewActions.whenSettled()

    await page.getByRole('button', { name: 'Restart Interview' }).click()
    const dialog = page.getByRole('alertdialog', { name: 'Restart Interview?' })
    await expect
      .element(dialog.getByText('This will discard all progress and return to the dashboard.'))
      .toBeVisible()
    await expectNoSeriousA11yViolations()

    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect.element(dialog).not.toBeInTheDocument()
    await expect.element(questionHeading()).toBeVisible()

    await page.getByRole('button', { name: 'Restart Interview' }).click()
    await dialog.getByRole('button', { name: 'Yes, Restart' }).click()
    await expect.element(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible()
    expect(navigation.interview).toBeNull()
    const { data } = await api.GET('/persistent-interviews/in-progress')
    expect(data?.some((item) => item.project_id === network.id)).toBe(false)
  })

  it('goes back to the dashboard leaving the interview resumable', async () => {
    const interviewee = await storeTokenOf(demoCredentials.interviewee)
    const network = await getProject(fixtureIds.projects.network)
    await renderInterview(interviewee, { kind: 'project', project: network })
    await startInterview()
    await interviewActions.whenSettled()

    await page.getByRole('button', { name: 'Back to Dashboard' }).click()
    await expect.element(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible()
    const { data } = await api.GET('/persistent-interviews/in-progress')
    expect(data?.some((item) => item.project_id === network.id)).toBe(true)
  })
})

describe('follow-up intensity', () => {
  // The project's setting reaches the interview: the lowest against the highest. The counts at
  // every level, 1 < 3 < 5 over many interviews, are mocks/ai/follow-up.property.test.ts's.
  it('asks more follow-ups at intensity 5 than at 1', { timeout: 120_000 }, async () => {
    const admin = await storeTokenOf(demoCredentials.admin)
    const counts: number[] = []
    const coffee = await getProject(fixtureIds.projects.coffee)
    for (const followUpIntensity of [1, 5] as const) {
      const { name, description, company, product, productDescription } = coffee
      const { data: project } = await api.PUT('/projects/{id}', {
        params: { path: { id: coffee.id } },
        body: { name, description, company, product, productDescription, followUpIntensity },
      })
      if (!project) throw new Error('project update failed')
      const screen = await renderInterview(admin, { kind: 'project', project })
      await startInterview()
      const labels = await typeUntilCompleted(() => 'Not sure.')
      counts.push(labels.filter((label) => label.startsWith('Follow-up Question')).length)
      // Follow-ups are numbered under their question, here and in the summary.
      expect(labels.slice(0, 2)).toEqual(['Question 1', 'Follow-up Question 1.1'])
      await expect.element(summary().getByText('1.1', { exact: true })).toBeVisible()
      await page.getByRole('button', { name: 'Start New Interview' }).click()
      await expect.element(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible()
      await interviewActions.whenSettled()
      await screen.unmount()
    }
    const [one, five] = counts
    expect(one).toBeGreaterThan(0)
    expect(five).toBeGreaterThan(one ?? 0)
  })
})
