import { snapshot } from 'valtio'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { page, userEvent, type Locator } from 'vitest/browser'
import { demoUsers, fixtureIds, projects } from '../../fixtures'
import { db } from '../../mocks/db'
import { endLeftSessions } from '../../mocks/db/tab-sync-live'
import { apiUrl } from '@/lib/env'
import { authActions, authState } from '@/features/auth/auth-store'
import { expectNoSeriousA11yViolations } from '../support/axe'
import { clearStaleAnnouncements } from '../support/announcer'
import { renderSignedInAt } from '../support/signed-in'
import { setUpMockWorker } from '../support/mock-worker'
import { muteConsole } from '../support/console'

/** The funnel in Results and Watch live with Suggest a probe (docs/product.md#funnel, #watch-live). */

const [coffee] = projects
if (!coffee) throw new Error('no coffee project')
const participant = demoUsers.find((user) => user.id === fixtureIds.users.interviewee)!
const lead = demoUsers.find((user) => user.id === fixtureIds.users.lead)!
const interviewId = fixtureIds.interviews.coffeeInProgress

setUpMockWorker()

beforeEach(() => {
  clearStaleAnnouncements()
  muteConsole(['info', 'warn'])
})
afterEach(() => vi.restoreAllMocks())

async function openResults(email: string, password: string): Promise<Locator> {
  await authActions.signIn(email, password)
  if (!snapshot(authState).user) throw new Error(`${email} could not sign in`)
  await renderSignedInAt('/')
  await page.getByRole('button', { name: coffee.name, exact: true }).click()
  await page
    .getByRole('dialog', { name: coffee.name })
    .getByRole('button', { name: 'View Interview Results' })
    .click()
  const dialog = page.getByRole('dialog', { name: `Interview Results: ${coffee.name}` })
  await expect.element(dialog).toBeVisible()
  return dialog
}

/** The participant's side, as their own browser would call the API (the mock answers it). */
async function asParticipant() {
  const login = await fetch(apiUrl('/auth/login'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: participant.email, password: participant.password }),
  })
  const { token } = (await login.json()) as { token: string }
  const json = (path: string, body: unknown) =>
    fetch(apiUrl(path), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    })
  type Question = { id: string; text: string; followUpOf: string | null }
  const show = (question: Question) =>
    json(`/persistent-interviews/${interviewId}/questions`, {
      question_id: question.id,
      question_text: question.text,
      displayed_at: new Date().toISOString(),
      follow_up_of: question.followUpOf,
    })
  const started = await json('/interviews', {
    company: coffee.company,
    product: coffee.product,
    projectId: coffee.id,
    resumePersistentId: interviewId,
  })
  expect(started.status).toBe(201)
  const session = (await started.json()) as { id: string; firstQuestion: Question }
  await show(session.firstQuestion)
  return {
    liveInterviewId: session.id,
    first: session.firstQuestion,
    /** Answers the question on screen by voice and shows the next one; returns it. */
    async answer(): Promise<Question> {
      const form = new FormData()
      form.append('audio', new Blob([new Uint8Array([26, 69, 223, 163, 1, 2, 3, 4])]), 'a.webm')
      const answered = await fetch(apiUrl(`/interviews/${session.id}/answer`), {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}` },
        body: form,
      })
      expect(answered.status).toBe(200)
      const { nextQuestion } = (await answered.json()) as { nextQuestion: Question }
      await show(nextQuestion)
      return nextQuestion
    },
  }
}

describe('the funnel in Results', () => {
  it('shows invited, started, completed and withdrawn people by source to the lead', async () => {
    const results = await openResults(lead.email, lead.password)
    const funnel = results.getByRole('table', { name: 'Funnel' })
    await expect.element(funnel).toBeVisible()
    for (const column of ['Invited', 'Started', 'Completed', 'Withdrawn', 'Completion rate'])
      await expect.element(funnel.getByRole('columnheader', { name: column })).toBeVisible()
    const row = funnel.getByRole('row', { name: /No source/ })
    await expect.element(row).toBeVisible()
    await expectNoSeriousA11yViolations()
  })
})

describe('Watch live', () => {
  it('shows a new question as it happens and asks a suggested probe next, by keyboard', async () => {
    const results = await openResults(lead.email, lead.password)
    await results.getByRole('tab', { name: 'In Progress' }).click()
    await results.getByRole('button', { name: 'Watch live' }).click()
    const view = page.getByRole('dialog', {
      name: `Watch live: ${participant.firstName} ${participant.lastName}`,
    })
    await expect.element(view).toBeVisible()

    const interview = await asParticipant()
    const transcript = view.getByRole('list', { name: 'Questions and answers' })
    await expect.element(transcript.getByText(interview.first.text).last()).toBeVisible()
    // A lead sees no sentiment.
    expect(view.getByText(/positive|negative|neutral/i).elements()).toHaveLength(0)

    await view.getByRole('textbox', { name: 'Suggest a probe' }).click()
    await userEvent.keyboard('What would make you cancel?')
    await userEvent.keyboard('{Enter}')
    await expect
      .element(view.getByText('Your probe will be asked as the next follow-up.'))
      .toBeVisible()

    const next = await interview.answer()
    expect(next.text).toBe('What would make you cancel?')
    await expect.element(view.getByText('Your probe was asked.')).toBeVisible()
    await expect
      .element(view.getByText(`Suggested by ${lead.firstName} ${lead.lastName}`))
      .toBeVisible()
    await expectNoSeriousA11yViolations()

    await userEvent.keyboard('{Escape}')
    await expect.element(view).not.toBeInTheDocument()
    await expect.element(results).toBeVisible()
  })

  it('says the participant left when her demo tab closes, and takes no more probes', async () => {
    const results = await openResults(lead.email, lead.password)
    await results.getByRole('tab', { name: 'In Progress' }).click()
    await results.getByRole('button', { name: 'Watch live' }).click()
    const view = page.getByRole('dialog', {
      name: `Watch live: ${participant.firstName} ${participant.lastName}`,
    })
    const interview = await asParticipant()
    await expect.element(view.getByText(interview.first.text).last()).toBeVisible()
    await expect.element(view.getByRole('textbox', { name: 'Suggest a probe' })).toBeVisible()

    // What this tab does when her tab says it is closing (mocks/db/tab-sync.ts).
    await endLeftSessions([interview.liveInterviewId])
    expect(db.liveSessions.findFirst((q) => q.where({ id: interview.liveInterviewId }))?.done).toBe(
      true,
    )
    await expect
      .element(
        view.getByText(
          'The participant left the interview. Open Watch live again once they resume it.',
        ),
      )
      .toBeVisible()
    await expect
      .element(view.getByRole('textbox', { name: 'Suggest a probe' }))
      .not.toBeInTheDocument()
    await expectNoSeriousA11yViolations()
  })
})
