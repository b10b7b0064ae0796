import { afterEach, describe, expect, it } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { fixtureIds } from '../../fixtures'
import { api } from '@/api/client'
import { navigation, navigationActions } from '@/app/navigation'
import { interviewActions } from '@/features/interview/interview-store'
import { expectNoSeriousA11yViolations } from '../support/axe'
import { COFFEE, openProject, renderDashboard, setUpProjectTests } from './projects-support'
import {
  getProject,
  nextQuestionAfter,
  renderInterview,
  startInterview,
  typeAnswer,
} from './interview-harness'
import { storeTokenOf } from '../support/sign-in'
import { demoCredentials } from '../support/accounts'

/** Issue 31 §3 and §4: the Discussion Guide in Edit Project, and Preview Interview. */

setUpProjectTests()

afterEach(async () => {
  navigationActions.reset()
  await interviewActions.whenSettled()
})

const coffeeId = fixtureIds.projects.coffee

async function guideTexts(): Promise<string[]> {
  const { data } = await api.GET('/projects/{id}/questions', { params: { path: { id: coffeeId } } })
  return (data ?? []).map((question) => `${question.text} [${question.probingDepth ?? 'None'}]`)
}

async function openGuide() {
  const detail = await openProject(COFFEE)
  await detail.getByRole('button', { name: 'Edit Project' }).click()
  const dialog = page.getByRole('dialog', { name: 'Edit Project' })
  await expect.element(dialog.getByRole('heading', { name: 'Discussion Guide' })).toBeVisible()
  return dialog
}

describe('Discussion Guide', () => {
  it("shows BeanRunner's guide with its price question at Probing depth None", async () => {
    await renderDashboard('lead')
    const dialog = await openGuide()
    await expect
      .element(dialog.getByRole('textbox', { name: 'Question 1', exact: true }))
      .toHaveValue('How did you first hear about the service?')
    await expect
      .element(dialog.getByRole('button', { name: /Probing depth of question 5$/ }))
      .toHaveTextContent('None')
    await expect
      .element(dialog.getByRole('button', { name: /Probing depth of question 1$/ }))
      .toHaveTextContent('Follow-up intensity (3/5 (Standard))')
    await expectNoSeriousA11yViolations()
  })

  it(
    'reorders, edits, adds and removes questions with the keyboard, and saves',
    { timeout: 60_000 },
    async () => {
      await renderDashboard('lead')
      const dialog = await openGuide()
      const before = await guideTexts()

      // Move question 1 down with the keyboard: the focus follows the moved question.
      dialog.getByRole('button', { name: 'Move down question 1' }).element().focus()
      await userEvent.keyboard('{Enter}')
      await expect
        .element(dialog.getByRole('textbox', { name: 'Question 2', exact: true }))
        .toHaveValue('How did you first hear about the service?')
      await expect
        .element(dialog.getByRole('button', { name: 'Move down question 2' }))
        .toHaveFocus()

      // Remove the (new) first question, by keyboard too.
      dialog.getByRole('button', { name: 'Remove question 1' }).element().focus()
      await userEvent.keyboard('{Enter}')
      await expect
        .element(dialog.getByRole('textbox', { name: 'Question 1', exact: true }))
        .toHaveValue('How did you first hear about the service?')

      // Add one at Probing depth None, with a goal.
      await dialog.getByRole('button', { name: 'Add Question' }).click()
      await expect
        .element(dialog.getByRole('textbox', { name: 'Question 5', exact: true }))
        .toHaveFocus()
      await userEvent.keyboard('How many coffees do you order in a week?')
      await dialog.getByRole('button', { name: /Probing depth of question 5$/ }).click()
      await page.getByRole('option', { name: 'None' }).click()
      await dialog.getByRole('textbox', { name: 'Goal of question 5' }).fill('Order volume')

      await dialog.getByRole('button', { name: 'Save Guide' }).click()
      await expect.element(dialog.getByText('Discussion guide saved')).toBeVisible()
      expect(await guideTexts()).toEqual([
        before[0],
        before[2],
        before[3],
        before[4],
        'How many coffees do you order in a week? [None]',
      ])
      await expectNoSeriousA11yViolations()
    },
  )

  it('says which question needs text instead of saving a blank one', async () => {
    await renderDashboard('lead')
    const dialog = await openGuide()
    await dialog.getByRole('textbox', { name: 'Question 2', exact: true }).fill('   ')
    await dialog.getByRole('button', { name: 'Save Guide' }).click()
    await expect.element(dialog.getByText('Question 2 needs text')).toBeVisible()
  })
})

describe('Preview Interview', () => {
  it('opens the interview in preview from Project details for the lead', async () => {
    await renderDashboard('lead')
    const detail = await openProject(COFFEE)
    await detail.getByRole('button', { name: 'Preview Interview' }).click()
    await expect.poll(() => navigation.interview).toMatchObject({ kind: 'project', preview: true })
  })

  it(
    'runs as a participant sees it, counts Question n of N, and never reaches Results',
    { timeout: 60_000 },
    async () => {
      const user = await renderDashboard('admin')
      // Every question at None: each answer leads straight to the next primary question.
      const guide =
        (
          await api.GET('/projects/{id}/questions', {
            params: { path: { id: coffeeId } },
          })
        ).data ?? []
      await api.PUT('/projects/{id}/questions', {
        params: { path: { id: coffeeId } },
        body: {
          questions: guide.map((question) => ({
            id: question.id,
            text: question.text,
            probingDepth: null,
          })),
        },
      })
      const interviewsBefore = await api.GET('/projects/{id}/interviews', {
        params: { path: { id: coffeeId } },
      })
      const inProgressBefore = await api.GET('/persistent-interviews/in-progress')

      const project = await getProject(coffeeId)
      await renderInterview(user, { kind: 'project', project, preview: true })
      await expect
        .element(page.getByText('Preview: answers are not saved to results'))
        .toBeVisible()
      await startInterview()
      await expect.element(page.getByText('Question 1 of 5')).toBeVisible()
      await page.getByRole('button', { name: 'Type response instead' }).click()
      await typeAnswer('A friend told me about it at work last spring.')
      await expect.element(page.getByText('Question 2 of 5')).toBeVisible()
      await typeAnswer('I queued at the station café every morning.')
      await nextQuestionAfter('Question 2')
      await expect.element(page.getByText('Question 3 of 5')).toBeVisible()
      await expectNoSeriousA11yViolations()
      await interviewActions.leave()
      await interviewActions.whenSettled()

      const interviewsAfter = await api.GET('/projects/{id}/interviews', {
        params: { path: { id: coffeeId } },
      })
      const inProgressAfter = await api.GET('/persistent-interviews/in-progress')
      expect(interviewsAfter.data).toEqual(interviewsBefore.data)
      expect(inProgressAfter.data).toEqual(inProgressBefore.data)
    },
  )
})

describe('progress', () => {
  it('the resume notice counts what the dashboard counts, and the question shows n of N', async () => {
    const user = await storeTokenOf(demoCredentials.interviewee)
    const { data: interview } = await api.GET('/persistent-interviews/{id}', {
      params: { path: { id: fixtureIds.interviews.coffeeInProgress } },
    })
    if (!interview) throw new Error('the coffee interview in progress is seeded')
    const project = await getProject(coffeeId)
    await renderInterview(user, { kind: 'resume', interview, project })
    // Two questions answered (the dashboard's 'Questions answered: 2 / 5'), one follow-up.
    await expect
      .element(page.getByText('Resumed your interview: 2 earlier answers restored.'))
      .toBeVisible()
    await expect.element(page.getByText('Question 3 of 5')).toBeVisible()
  })
})
