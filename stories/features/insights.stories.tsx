import { delay, http, HttpResponse } from 'msw'
import type { MswApi } from 'msw-storybook-addon'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import preview from '../../.storybook/preview'
import { fixtureIds, projects, projectTypes } from '../../fixtures'
import type { ProjectInterview, Sentiment } from '@/contract/types'
import { appScreen, openAnalysis } from '../support/screens'
import { scenario } from '../support/scenario'

/**
 * The Results dialog's Insights tab (issue 16): what a project's completed interviews say
 * across interviews. Admins see sentiment; the project's lead sees everything else.
 */
const meta = preview.meta({
  title: 'Screens/Insights',
  ...appScreen({ signedInAs: 'admin' }),
})

const COFFEE = 'BeanRunner morning delivery study'

async function openInsights(): Promise<HTMLElement> {
  return openAnalysis(COFFEE)
}

/** Waits for the figures: the Overview heading shows once the insights are computed. */
async function openReady(): Promise<HTMLElement> {
  const panel = await openInsights()
  await within(panel).findByRole('heading', { name: 'Overview' }, { timeout: 15_000 })
  return panel
}

/**
 * The project's interview list: the Results list's own request goes through, the Insights tab's
 * (the second) gets `second`. Both read the same operation, and the tab needs the list loaded.
 */
function secondInterviewsCall(second: () => Promise<Response> | Response) {
  return ({ msw }: { msw: MswApi }) => {
    let calls = 0
    msw.use(
      http.get('*/api/projects/:id/interviews', () => {
        calls += 1
        return calls === 1 ? undefined : second()
      }),
    )
  }
}

/** The admin's tab; its figures and sentiment are asserted in the insights browser test. */
export const AsAdmin = meta.story({
  play: async () => {
    await openReady()
  },
})

export const SentimentAsTable = meta.story({
  play: async () => {
    const panel = await openReady()
    await userEvent.click(within(panel).getByRole('checkbox', { name: 'Show as table' }))
    await expect(
      within(panel).getByRole('grid', { name: 'Sentiment by question' }),
    ).toBeInTheDocument()
  },
})

/** Leads see no sentiment (asserted in the insights browser test, 'interview lead'). */
export const AsProjectLead = meta.story({
  parameters: scenario({ signedInAs: 'lead' }),
  play: async () => {
    await openReady()
  },
})

export const Empty = meta.story({
  beforeEach: secondInterviewsCall(() => HttpResponse.json([])),
  play: async () => {
    const panel = await openInsights()
    await expect(await within(panel).findByText('No completed interviews yet.')).toBeVisible()
  },
})

export const Loading = meta.story({
  beforeEach: secondInterviewsCall(async () => {
    await delay('infinite')
    return HttpResponse.json([])
  }),
  play: async () => {
    const panel = await openInsights()
    await expect(
      await within(panel).findByRole('progressbar', { name: 'Loading insights' }),
    ).toBeInTheDocument()
  },
})

export const LoadFailed = meta.story({
  beforeEach: secondInterviewsCall(() => new HttpResponse(null, { status: 500 })),
  play: async () => {
    const panel = await openInsights()
    const alert = await within(panel).findByRole('alert')
    await expect(alert).toHaveTextContent('Failed to load project interviews')
    await expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument()
  },
})

export const QuestionsFailed = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(http.get('*/api/projects/:id/questions', () => new HttpResponse(null, { status: 500 })))
  },
  play: async () => {
    const panel = await openInsights()
    await expect(await within(panel).findByRole('alert')).toHaveTextContent(
      'Failed to load questions',
    )
  },
})

// --- A large project: many interviews, made up deterministically ---------------------------

const coffee = projects.find((project) => project.id === fixtureIds.projects.coffee)
const serviceQuestions = (
  projectTypes.find((type) => type.id === fixtureIds.projectTypes.service)?.questions ?? []
).filter((question) => question.isActive)

const OPENINGS = [
  'The delivery time',
  'The price of the subscription',
  'The cold coffee',
  'The courier app',
  'The morning routine',
  'The oat milk option',
]
const TURNS = [
  'is what I talk about with colleagues',
  'surprised me in a good way',
  'annoyed me twice last month',
  'matters more than anything else',
  'is fine, nothing special',
]
const FEELINGS: Sentiment[] = [
  'positive',
  'annoyed',
  'thoughtful',
  'neutral',
  'skeptical',
  'excited',
]

/** `count` completed interviews, each answering every question, every third with a follow-up. */
function largeProject(count: number): ProjectInterview[] {
  return Array.from({ length: count }, (_, index) => {
    const id = `0000003f-0000-4000-8000-${String(index + 1).padStart(12, '0')}`
    const day = new Date(Date.UTC(2026, 8, 1) + index * 3_600_000 * 5).toISOString()
    const answers = serviceQuestions.flatMap((question, position) => {
      const pick = index * 7 + position * 3
      const text = `${OPENINGS[pick % OPENINGS.length]} ${TURNS[(pick >> 1) % TURNS.length]}.`
      const questionId = `${id.slice(0, 24)}${String(position + 1).padStart(12, '0')}`
      const primary = {
        questionId,
        projectQuestionId: question.id,
        followUpOf: null,
        questionText: question.text,
        text,
        sentiment: FEELINGS[pick % FEELINGS.length] ?? null,
      }
      if (pick % 3 !== 0) return [primary]
      return [
        primary,
        {
          questionId: `${questionId}-f`,
          projectQuestionId: null,
          followUpOf: questionId,
          questionText: 'Could you say more about that?',
          text: `${OPENINGS[(pick + 2) % OPENINGS.length]} ${TURNS[(pick + 1) % TURNS.length]}.`,
          sentiment: FEELINGS[(pick + 1) % FEELINGS.length] ?? null,
        },
      ]
    })
    return {
      id,
      userId: fixtureIds.users.coffeeCompleter,
      user: null,
      createdAt: day,
      completedAt: day,
      isComplete: true,
      isLeadInterview: false,
      company: coffee?.company ?? '',
      product: coffee?.product ?? '',
      answers,
    }
  })
}

const LARGE = 400

export const LargeProject = meta.story({
  beforeEach: secondInterviewsCall(() => HttpResponse.json(largeProject(LARGE))),
  play: async () => {
    const panel = await openReady()
    // The Results list's 12 show first, from the cache; the workspace's own read then brings 400.
    await waitFor(() => expect(panel).toHaveTextContent(`${LARGE} completed interviews`), {
      timeout: 15_000,
    })
    await expect(within(panel).getByRole('button', { name: 'Show more answers' })).toBeVisible()
  },
})
