import { expect, userEvent, within } from 'storybook/test'
import preview from '../../.storybook/preview'
import { fixtureIds, projects } from '../../fixtures'
import { observeSocketHandler } from '../../mocks/study/observe-socket'
import { apiUrl } from '@/lib/env'
import { demoAccounts } from '../../tests/support/accounts'
import { appScreen, openProject, openResults, page } from '../support/screens'

/**
 * The study's screens for the project's lead (docs/product.md#studies): Invite by Link with the
 * demo's Newsletter link, the funnel in Results and Watch live with a probe suggested.
 */
const meta = preview.meta({
  title: 'Screens/Study',
  ...appScreen({ signedInAs: 'lead' }),
})

const COFFEE = 'BeanRunner morning delivery study'
const PROBE = 'What would make you order on a second weekday?'
/** A live question takes a write and a socket message to reach the view. */
const LIVE = { timeout: 5_000 } as const

export const InviteByLink = meta.story({
  play: async () => {
    const detail = await openProject(COFFEE)
    await userEvent.click(within(detail).getByRole('button', { name: 'Invite by Link' }))
    const dialog = await page.findByRole('dialog', { name: 'Invite by Link' })
    await expect(await within(dialog).findByText('Newsletter')).toBeInTheDocument()
    await expect(within(dialog).getByText(/3 of 20 responses/)).toBeInTheDocument()
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Label' }), 'Panel')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create link' }))
    const link = await within(dialog).findByRole('textbox', { name: 'Link' })
    await expect((link as HTMLInputElement).value).toMatch(/\/join\/[\w-]{43}$/)
    await expect(within(dialog).getByRole('button', { name: 'Copy link' })).toBeInTheDocument()
  },
})

export const Funnel = meta.story({
  play: async () => {
    const results = await openResults(COFFEE)
    const funnel = await within(results).findByRole('table', { name: 'Funnel' })
    await expect(within(funnel).getByRole('rowheader', { name: 'No source' })).toBeInTheDocument()
    await expect(
      within(funnel).getByRole('columnheader', { name: 'Completion rate' }),
    ).toBeInTheDocument()
  },
})

interface AskedQuestion {
  id: string
  text: string
  followUpOf: string | null
}

/**
 * Ines resuming her coffee interview in her own browser: her calls go to the same mock (with
 * her own token, not the story's), as the participant's app makes them.
 */
async function inesResumes() {
  const { email, password } = demoAccounts.interviewee
  const login = await fetch(apiUrl('/auth/login'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  const { token } = (await login.json()) as { token: string }
  const call = (path: string, body: unknown) =>
    fetch(apiUrl(path), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    })
  const interviewId = fixtureIds.interviews.coffeeInProgress
  const recorded = `/persistent-interviews/${interviewId}`
  const show = (question: AskedQuestion) =>
    call(`${recorded}/questions`, {
      question_id: question.id,
      question_text: question.text,
      displayed_at: new Date().toISOString(),
      follow_up_of: question.followUpOf,
    })
  const coffee = projects.find((project) => project.id === fixtureIds.projects.coffee)
  if (!coffee) throw new Error('no coffee project')
  const started = await call('/interviews', {
    company: coffee.company,
    product: coffee.product,
    projectId: coffee.id,
    resumePersistentId: interviewId,
  })
  const session = (await started.json()) as { id: string; firstQuestion: AskedQuestion }
  await show(session.firstQuestion)
  return {
    first: session.firstQuestion,
    /** Answers the question on screen by voice, records it, and shows the next question. */
    async answer(question: AskedQuestion): Promise<AskedQuestion> {
      const form = new FormData()
      form.append('audio', new Blob([new Uint8Array([26, 69, 223, 163, 1, 2, 3, 4])]), 'a.webm')
      const answered = await fetch(apiUrl(`/interviews/${session.id}/answer`), {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}` },
        body: form,
      })
      const { transcript, nextQuestion } = (await answered.json()) as {
        transcript: string
        nextQuestion: AskedQuestion
      }
      await call(`${recorded}/answers`, {
        question_id: question.id,
        answer_text: transcript,
        answered_at: new Date().toISOString(),
      })
      await show(nextQuestion)
      return nextQuestion
    },
  }
}

/**
 * Watch live (docs/product.md#watch-live): the lead watches Ines's interview as she resumes it,
 * her question arrives with 'Waiting for the answer…', his probe is asked as her next follow-up,
 * marked 'Suggested by Leo Lindqvist' for him.
 */
export const WatchLive = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(observeSocketHandler)
  },
  play: async () => {
    const results = await openResults(COFFEE)
    await userEvent.click(await within(results).findByRole('tab', { name: 'In Progress' }, LIVE))
    await userEvent.click(await within(results).findByRole('button', { name: 'Watch live' }))
    const view = await page.findByRole('dialog', { name: 'Watch live: Ines Moreau' })
    const transcript = await within(view).findByRole('list', { name: 'Questions and answers' })
    await within(transcript).findAllByRole('listitem')

    const ines = await inesResumes()
    const arrived = (await within(transcript).findAllByText(ines.first.text, {}, LIVE)).at(-1)
    const turn = arrived?.closest('li')
    if (!turn) throw new Error('the question on her screen did not arrive')
    await expect(within(turn).getByText('Waiting for the answer…')).toBeInTheDocument()

    await userEvent.type(within(view).getByRole('textbox', { name: 'Suggest a probe' }), PROBE)
    await userEvent.click(within(view).getByRole('button', { name: 'Suggest' }))
    await expect(
      await within(view).findByText('Your probe will be asked as the next follow-up.'),
    ).toBeInTheDocument()

    const next = await ines.answer(ines.first)
    await expect(next.text).toBe(PROBE)
    await expect(
      await within(view).findByText('Your probe was asked.', {}, LIVE),
    ).toBeInTheDocument()
    const probe = (await within(transcript).findByText(PROBE, {}, LIVE)).closest('li')
    if (!probe) throw new Error('the probe did not arrive')
    await expect(within(probe).getByText('Suggested by Leo Lindqvist')).toBeInTheDocument()
    await expect(within(turn).queryByText('Waiting for the answer…')).not.toBeInTheDocument()
  },
})
