import { expect, userEvent, waitFor, within } from 'storybook/test'
import preview from '../../.storybook/preview'
import { fixtureIds } from '../../fixtures/ids'
import { overrides } from '../support/failures'
import { withFakeMicrophones, withFakeRecorder } from '../support/interview'
import {
  appScreen,
  chooseInterview,
  getPersistentInterview,
  getProject,
  openInterview,
  page,
  agreeAndStart,
} from '../support/screens'
import { scenario } from '../support/scenario'

/**
 * docs/product.md#interview pre-interview and interview screens through the docs/product.md#states states: idle with a question,
 * follow-up, recording, uploading, processing, finished, resumed. Recording uses a fake
 * microphone (no permission prompt); answers go to the mock's interview engine.
 */
const meta = preview.meta({
  title: 'Screens/Interview/States',
  ...appScreen({ signedInAs: 'interviewee' }),
  beforeEach: [
    withFakeRecorder(),
    withFakeMicrophones(),
    openInterview(fixtureIds.projects.network),
  ],
})

const QUESTION = /^(Follow-up )?Question \d+(\.\d+)*$/
const questionHeading = () => page.findByRole('heading', { level: 3, name: QUESTION })
const main = () => page.getByRole('main')

async function start() {
  await agreeAndStart()
  return questionHeading()
}

async function record() {
  await userEvent.click(await page.findByRole('button', { name: 'Start Recording' }))
  await page.findByText('Recording in progress...')
}

async function stopRecording() {
  await userEvent.click(page.getByRole('button', { name: 'Stop Recording' }))
}

/** Waits until the question on screen is not `label` any more (the next one, or the end). */
async function nextAfter(label: string) {
  await waitFor(
    () => {
      const completed = page.queryByRole('heading', { name: 'Interview Completed' })
      const current = page.queryByRole('heading', { level: 3, name: QUESTION })
      return expect(completed !== null || current?.textContent !== label).toBe(true)
    },
    { timeout: 10_000 },
  )
}

/**
 * Ines's dashboard, looked up afresh on each try: an element found once can be replaced while
 * the dashboard loads its lists, and would then read as gone.
 */
async function expectDashboard() {
  await waitFor(
    async () => {
      await expect(
        page.getByRole('heading', { level: 1, name: 'Welcome, Ines!' }),
      ).toBeInTheDocument()
      await expect(page.getByRole('region', { name: 'My Projects' })).toBeInTheDocument()
    },
    { timeout: 10_000 },
  )
}

async function typeAnswer(text: string) {
  const label = (await questionHeading()).textContent ?? ''
  const box = await page.findByRole('textbox', { name: 'Your response' })
  await userEvent.click(box)
  await userEvent.paste(text)
  await userEvent.click(page.getByRole('button', { name: 'Submit Response' }))
  await nextAfter(label)
}

const DETAILED_ANSWER =
  'We booked the visit online for a weekday morning and the technician arrived at the time we had chosen with everything needed.'

export const PreInterview = meta.story({
  play: async () => {
    await expect(
      await page.findByRole('heading', { level: 2, name: 'NetNest - NetNest Home Setup' }),
    ).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Ready to Start Interview' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Before you start' })).toBeVisible()
    // Consent first (docs/product.md#consent): Start Interview waits for the box.
    await expect(page.getByRole('button', { name: 'Start Interview' })).toBeDisabled()
    await userEvent.click(page.getByRole('checkbox', { name: 'I agree to take part' }))
    await expect(page.getByRole('button', { name: 'Start Interview' })).toBeEnabled()
    await expect(page.getByRole('button', { name: 'Back to Dashboard' })).toBeEnabled()
  },
})

/** A standalone interview about a sample company (docs/product.md#overview), chosen without a project. */
export const PreInterviewStandalone = meta.story({
  beforeEach: () => {
    chooseInterview({
      kind: 'standalone',
      company: 'BeanRunner',
      product: 'BeanRunner Express',
    })
  },
  play: async () => {
    await expect(
      await page.findByRole('heading', { level: 2, name: 'BeanRunner - BeanRunner Express' }),
    ).toBeVisible()
  },
})

export const Starting = meta.story({
  beforeEach: overrides('startInterviewPending'),
  play: async () => {
    await agreeAndStart()
    await expect(await page.findByRole('button', { name: 'Starting Interview...' })).toBeDisabled()
  },
})

export const StartFailed = meta.story({
  beforeEach: overrides('startInterviewFails'),
  play: async () => {
    await agreeAndStart()
    await expect(await within(main()).findByRole('alert')).toHaveTextContent(
      'Failed to start interview',
    )
  },
})

/** Idle with the first question (interviewee: voice only, no sentiment, no AI details). */
export const Question = meta.story({
  play: async () => {
    await expect(await start()).toHaveTextContent('Question 1')
    await expect(page.getByRole('button', { name: 'Start Recording' })).toBeEnabled()
    await expect(page.queryByRole('button', { name: 'Type response instead' })).toBeNull()
    const sidebar = page.getByRole('complementary', { name: 'Interview settings' })
    await expect(within(sidebar).queryByRole('radiogroup', { name: 'Theme' })).toBeNull()
    await expect(within(sidebar).queryByRole('region', { name: 'AI Configuration' })).toBeNull()
    await expect(sidebar).toHaveTextContent('System Default')
    await expect(within(sidebar).getByRole('button', { name: 'Change Microphone' })).toBeVisible()
    await expect(within(sidebar).getByRole('button', { name: 'Refresh microphones' })).toBeVisible()
    await expect(within(sidebar).getByRole('button', { name: 'Test Mic' })).toBeVisible()
    await expect(within(sidebar).getByRole('button', { name: 'Restart Interview' })).toBeVisible()
    await expect(within(sidebar).getByRole('button', { name: 'Back to Dashboard' })).toBeVisible()
    // The interview id, by its last 8 characters, once the interview is recorded.
    await waitFor(() => expect(sidebar).toHaveTextContent(/Interview ID[0-9a-f]{8}Restart/))
  },
})

/** Admins may type, and see the models and prompt the interview runs on. */
export const QuestionAsAdmin = meta.story({
  parameters: scenario({ signedInAs: 'admin' }),
  play: async () => {
    await start()
    await expect(page.getByRole('button', { name: 'Type response instead' })).toBeEnabled()
    const ai = page.getByRole('region', { name: 'AI Configuration' })
    // The models and the prompt file come from two requests, each in its own time.
    await waitFor(async () => {
      await expect(ai).toHaveTextContent('Chat modelgpt-4o-mini')
      await expect(ai).toHaveTextContent('Audio modelwhisper-1')
      await expect(ai).toHaveTextContent('Promptinterviewer.system.prompt1.txt')
    })
  },
})

export const TypedAnswerForm = meta.story({
  parameters: scenario({ signedInAs: 'admin' }),
  play: async () => {
    await start()
    await userEvent.click(page.getByRole('button', { name: 'Type response instead' }))
    await expect(await page.findByRole('textbox', { name: 'Your response' })).toHaveFocus()
    await expect(page.getByRole('button', { name: 'Submit Response' })).toBeDisabled()
    await expect(page.getByRole('button', { name: 'Cancel' })).toBeEnabled()
  },
})

export const Recording = meta.story({
  play: async () => {
    await start()
    await record()
    await expect(page.getByText('Microphone: Studio Microphone')).toBeVisible()
    await expect(page.getByRole('meter', { name: 'Input level' })).toHaveAttribute(
      'aria-valuenow',
      '45',
    )
    await expect(page.getByRole('button', { name: 'Stop Recording' })).toBeEnabled()
  },
})

export const Uploading = meta.story({
  beforeEach: overrides('socketUnavailable', 'answerPending'),
  play: async () => {
    await start()
    await record()
    await stopRecording()
    await expect(await page.findByText('Uploading your response...')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Start Recording' })).toBeDisabled()
  },
})

export const Processing = meta.story({
  beforeEach: overrides('socketSilent'),
  play: async () => {
    await start()
    await record()
    await stopRecording()
    await expect(await page.findByText('Processing...')).toBeVisible()
  },
})

export const Finished = meta.story({
  name: 'Finished (admin, typed answers)',
  parameters: scenario({ signedInAs: 'admin' }),
  play: async () => {
    await start()
    await userEvent.click(page.getByRole('button', { name: 'Type response instead' }))
    for (let turn = 0; turn < 30; turn++) {
      if (page.queryByRole('heading', { name: 'Interview Completed' })) break
      await typeAnswer(DETAILED_ANSWER)
    }
    await expect(page.getByRole('heading', { name: 'Interview Completed' })).toBeVisible()
    await expect(
      page.getByText('Thank you for sharing your thoughts on NetNest Home Setup!'),
    ).toBeVisible()
    const summary = page.getByRole('region', { name: 'Interview Summary' })
    await expect(summary).toHaveTextContent(DETAILED_ANSWER)
    await expect(summary.querySelector('[data-sentiment]')).not.toBeNull()
    await expect(page.getByRole('button', { name: 'Start New Interview' })).toBeVisible()
  },
})

export const FinishedAsInterviewee = meta.story({
  name: 'Finished (interviewee, by voice)',
  play: async () => {
    await start()
    for (let turn = 0; turn < 30; turn++) {
      if (page.queryByRole('heading', { name: 'Interview Completed' })) break
      const label = (await questionHeading()).textContent ?? ''
      await record()
      await stopRecording()
      await nextAfter(label)
    }
    const summary = await page.findByRole('region', { name: 'Interview Summary' })
    await expect(summary.querySelector('[data-sentiment]')).toBeNull()
  },
})

/** Continues Ines's unfinished coffee interview, as the dashboard's Resume Interview does. */
export const Resumed = meta.story({
  beforeEach: async () => {
    const interview = await getPersistentInterview(fixtureIds.interviews.coffeeInProgress)
    const project = await getProject(fixtureIds.projects.coffee)
    chooseInterview({ kind: 'resume', interview, project })
  },
  play: async () => {
    await expect(
      await page.findByText(/^Resumed your interview: \d+ earlier answers? restored\.$/),
    ).toBeVisible()
    await expect(await questionHeading()).toBeVisible()
    const previous = page.getByRole('list', { name: 'Previous Responses' })
    await expect(within(previous).getAllByRole('listitem').length).toBeGreaterThan(0)
  },
})

export const ResumeFailed = meta.story({
  beforeEach: [
    overrides('startInterviewFails'),
    async () => {
      const interview = await getPersistentInterview(fixtureIds.interviews.coffeeInProgress)
      chooseInterview({ kind: 'resume', interview, project: null })
    },
  ],
  play: async () => {
    await expect(await within(main()).findByRole('alert')).toHaveTextContent(
      'Failed to resume interview',
    )
  },
})

export const RestartDialog = meta.story({
  play: async () => {
    await start()
    await userEvent.click(page.getByRole('button', { name: 'Restart Interview' }))
    const dialog = await page.findByRole('alertdialog', { name: 'Restart Interview?' })
    await expect(dialog).toHaveTextContent(
      'This will discard all progress and return to the dashboard.',
    )
    await expect(within(dialog).getByRole('button', { name: 'Yes, Restart' })).toBeInTheDocument()
  },
})

export const Restarted = meta.story({
  play: async () => {
    await start()
    await userEvent.click(page.getByRole('button', { name: 'Restart Interview' }))
    const dialog = await page.findByRole('alertdialog', { name: 'Restart Interview?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, Restart' }))
    await expectDashboard()
  },
})

export const BackToDashboard = meta.story({
  play: async () => {
    await start()
    await userEvent.click(page.getByRole('button', { name: 'Back to Dashboard' }))
    await expectDashboard()
  },
})
