import { expect, userEvent, within } from 'storybook/test'
import preview from '../../.storybook/preview'
import { overrides } from '../support/failures'
import { appScreen, openResults, page } from '../support/screens'
import { scenario } from '../support/scenario'

/**
 * docs/product.md#results Results modal and Interview details modal, per role (docs/product.md#roles): tabs and Delete for admins
 * and the project's lead, own completed interviews for interviewees; sentiment for admins only.
 */
const meta = preview.meta({
  title: 'Screens/Results',
  ...appScreen({ signedInAs: 'admin' }),
})

const COFFEE = 'BeanRunner morning delivery study'
const NETWORK = 'NetNest installation feedback'

async function openTab(results: HTMLElement, name: 'Completed' | 'In Progress') {
  await userEvent.click(await within(results).findByRole('tab', { name }))
  return within(results).getByRole('tabpanel')
}

/** The card of one interviewee's interview in a tab: the list item under their name. */
async function cardOf(panel: HTMLElement, name: string): Promise<HTMLElement> {
  const heading = await within(panel).findByRole('heading', { name })
  const card = heading.closest('li')
  if (!card) throw new Error(`no card around ${name}`)
  return card
}

export const CompletedAsAdmin = meta.story({
  play: async () => {
    const results = await openResults(COFFEE)
    const panel = await openTab(results, 'Completed')
    const carlos = await cardOf(panel, 'Carlos Mendes')
    await expect(within(carlos).getByRole('button', { name: 'View Details' })).toBeInTheDocument()
    await expect(within(panel).queryByRole('button', { name: 'Delete' })).toBeNull()
  },
})

export const InProgressAsAdmin = meta.story({
  play: async () => {
    const results = await openResults(COFFEE)
    const panel = await openTab(results, 'In Progress')
    await expect(
      await within(panel).findByRole('heading', { name: 'Ines Moreau' }),
    ).toBeInTheDocument()
    await expect(within(panel).getByRole('button', { name: 'View Summary' })).toBeInTheDocument()
    await expect(within(panel).getByRole('button', { name: 'Delete' })).toBeInTheDocument()
  },
})

export const AsProjectLead = meta.story({
  parameters: scenario({ signedInAs: 'lead' }),
  play: async () => {
    const results = await openResults(COFFEE)
    await expect(await within(results).findByRole('tab', { name: 'Completed' })).toBeInTheDocument()
    const panel = await openTab(results, 'In Progress')
    await expect(await within(panel).findByRole('button', { name: 'Delete' })).toBeInTheDocument()
  },
})

/** Interviewees see their own completed interviews only, without tabs. */
export const AsInterviewee = meta.story({
  parameters: scenario({ signedInAs: 'interviewee' }),
  play: async () => {
    const results = await openResults(NETWORK)
    await expect(
      await within(results).findByRole('heading', { name: 'Ines Moreau' }),
    ).toBeInTheDocument()
    await expect(within(results).queryByRole('tab')).toBeNull()
    await expect(within(results).queryByRole('button', { name: 'Delete' })).toBeNull()
  },
})

export const NothingCompletedForInterviewee = meta.story({
  parameters: scenario({ signedInAs: 'interviewee' }),
  play: async () => {
    const results = await openResults(COFFEE)
    await expect(
      await within(results).findByText('No interviews completed yet'),
    ).toBeInTheDocument()
  },
})

export const Loading = meta.story({
  beforeEach: overrides('resultsPending'),
  play: async () => {
    const results = await openResults(COFFEE)
    await expect(
      await within(results).findByRole('progressbar', { name: 'Loading interviews' }),
    ).toBeInTheDocument()
  },
})

export const Empty = meta.story({
  beforeEach: overrides('resultsEmpty'),
  play: async () => {
    const results = await openResults(COFFEE)
    const completed = await openTab(results, 'Completed')
    await expect(
      await within(completed).findByText('No interviews completed yet'),
    ).toBeInTheDocument()
    const inProgress = await openTab(results, 'In Progress')
    await expect(within(inProgress).getByText('No interviews in progress')).toBeInTheDocument()
  },
})

export const LoadFailed = meta.story({
  beforeEach: overrides('resultsFail'),
  play: async () => {
    const results = await openResults(COFFEE)
    await expect(await within(results).findByRole('alert')).toHaveTextContent(
      'Failed to load project interviews',
    )
  },
})

/** Opens Carlos's completed interview, or Ines's one in progress. */
async function openInterview(tab: 'Completed' | 'In Progress', action: string, title: string) {
  const results = await openResults(COFFEE)
  const panel = await openTab(results, tab)
  const card = await cardOf(panel, tab === 'Completed' ? 'Carlos Mendes' : 'Ines Moreau')
  await userEvent.click(within(card).getByRole('button', { name: action }))
  return page.findByRole('dialog', { name: title })
}

/** Numbered questions, follow-ups indented as 2.1 and 2.1.1; admins see each sentiment. */
export const InterviewDetails = meta.story({
  play: async () => {
    const details = await openInterview('Completed', 'View Details', 'Interview Details')
    const list = await within(details).findByRole('list', { name: 'Questions and answers' })
    await expect(list).toHaveTextContent('1How did you first hear about the service?')
    await expect(list).toHaveTextContent('2.1')
    await expect(list).toHaveTextContent('2.1.1')
    await expect(details).toHaveTextContent('Carlos Mendes')
    await expect(list.querySelector('[data-sentiment]')).not.toBeNull()
  },
})

export const InterviewDetailsAsLead = meta.story({
  parameters: scenario({ signedInAs: 'lead' }),
  play: async () => {
    const details = await openInterview('Completed', 'View Details', 'Interview Details')
    const list = await within(details).findByRole('list', { name: 'Questions and answers' })
    await expect(list).toHaveTextContent('2.1.1')
    // Sentiment badges are for admins only (docs/product.md#roles).
    await expect(list.querySelector('[data-sentiment]')).toBeNull()
    // The lead codes answers (docs/product.md#coding): each has Code this answer, so the
    // keyboard reaches every answer through those buttons.
    const codeButtons = await within(details).findAllByRole('button', { name: 'Code this answer' })
    await expect(codeButtons.length).toBeGreaterThan(0)
  },
})

export const InterviewSummary = meta.story({
  play: async () => {
    const summary = await openInterview('In Progress', 'View Summary', 'Interview Summary')
    await expect(
      await within(summary).findByRole('list', { name: 'Questions and answers' }),
    ).toBeInTheDocument()
  },
})

export const NoResponsesRecorded = meta.story({
  beforeEach: overrides('interviewWithoutQuestions'),
  play: async () => {
    const details = await openInterview('Completed', 'View Details', 'Interview Details')
    await expect(await within(details).findByText('No responses recorded')).toBeInTheDocument()
  },
})

export const NoQuestionsRecordedYet = meta.story({
  beforeEach: overrides('interviewWithoutQuestions'),
  play: async () => {
    const summary = await openInterview('In Progress', 'View Summary', 'Interview Summary')
    await expect(await within(summary).findByText('No questions recorded yet')).toBeInTheDocument()
  },
})

export const InterviewLoadFailed = meta.story({
  beforeEach: overrides('interviewFails'),
  play: async () => {
    const details = await openInterview('Completed', 'View Details', 'Interview Details')
    await expect(await within(details).findByRole('alert')).toHaveTextContent(
      'Failed to get interview',
    )
  },
})

async function confirmDelete() {
  const results = await openResults(COFFEE)
  const panel = await openTab(results, 'In Progress')
  await userEvent.click(await within(panel).findByRole('button', { name: 'Delete' }))
  const dialog = await page.findByRole('alertdialog', { name: 'Delete Interview?' })
  return { results, dialog }
}

/** The confirmation; its text and the deletion are asserted in the results browser test. */
export const DeleteConfirmation = meta.story({
  play: async () => {
    await confirmDelete()
  },
})

export const DeleteFailed = meta.story({
  beforeEach: overrides('deleteInterviewFails'),
  play: async () => {
    const { results, dialog } = await confirmDelete()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }))
    await expect(await within(results).findByRole('alert')).toHaveTextContent(
      'Failed to delete interview',
    )
  },
})
