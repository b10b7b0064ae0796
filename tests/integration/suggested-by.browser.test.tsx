import { describe, expect, it } from 'vitest'
import { page } from 'vitest/browser'
import { featuredQuestionId, fixtureIds } from '../../fixtures'
import { db } from '../../mocks/db'
import { expectNoSeriousA11yViolations } from '../support/axe'
import {
  COFFEE,
  NETWORK,
  openProject,
  renderDashboard,
  setUpProjectTests,
} from './projects-support'

/**
 * A follow-up asked from a suggested probe, as Interview Details shows it
 * (docs/product.md#watch-live): 'Suggested by {First Last}' for the team, nothing for the
 * person interviewed.
 */

setUpProjectTests()

/** Marks a stored follow-up as asked from Ada Admin's probe, as the engine records one. */
async function markSuggested(questionId: string) {
  await db.interviewQuestions.update((q) => q.where({ question_id: questionId }), {
    data(record) {
      record.suggested_by = { userId: fixtureIds.users.admin, name: 'Ada Admin' }
    },
  })
}

async function openDetails(project: string, interviewee: string) {
  const details = await openProject(project)
  await details.getByRole('button', { name: 'View Interview Results' }).click()
  const results = page.getByRole('dialog', { name: `Interview Results: ${project}` })
  await results
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: interviewee }) })
    .getByRole('button', { name: 'View Details' })
    .click()
  const dialog = page.getByRole('dialog', { name: 'Interview Details' })
  await expect.element(dialog).toBeVisible()
  return dialog
}

describe('Suggested by in Interview Details', () => {
  it('marks the probed follow-up, and only it, for the project’s lead', async () => {
    await markSuggested(featuredQuestionId('coffeeCompleted', 3))
    await renderDashboard('lead')
    const dialog = await openDetails(COFFEE, 'Carlos Mendes')
    const probe = dialog.getByRole('listitem').filter({
      hasText: 'You mentioned getting fifteen minutes back. What do you do with that time now?',
    })
    await expect.element(probe.getByText('Suggested by Ada Admin')).toBeVisible()
    expect(dialog.getByText(/^Suggested by/).elements()).toHaveLength(1)
    await expectNoSeriousA11yViolations()
  })

  it('is never shown to the interviewee', async () => {
    await markSuggested(featuredQuestionId('networkCompleted', 3))
    await renderDashboard('interviewee')
    const dialog = await openDetails(NETWORK, 'Ines Moreau')
    await expect
      .element(dialog.getByText('Which part of setting it up yourself was hardest to figure out?'))
      .toBeVisible()
    await expect.element(dialog.getByText(/Suggested by/)).not.toBeInTheDocument()
  })
})
