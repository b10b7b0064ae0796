import { expect } from 'vitest'
import { page, type Locator } from 'vitest/browser'
import { demoUsers } from '../../fixtures'
import { MADE, openInsights, openResults, type Account } from './insights-support'

/** The coding tests' steps (issue 22), on the Insights tests' interviews (./insights-support.tsx). */

export { MADE, COLD, onlyTheseInterviews, openInsights } from './insights-support'

export const nameOf = (userId: string) => {
  const user = demoUsers.find((candidate) => candidate.id === userId)
  return user ? `${user.firstName} ${user.lastName}` : userId
}

/** The first made interview: its answers, in order, are items of the details' list. */
export const FIRST = MADE[0]!

/** Opens the details of the interview `made` gave, from the Results dialog. */
export async function openDetails(account: Account, made = FIRST): Promise<Locator> {
  const results = await openResults(account)
  await results
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: nameOf(made.interviewee) }) })
    .getByRole('button', { name: 'View Details' })
    .click()
  const details = page.getByRole('dialog', { name: 'Interview Details' })
  await expect.element(details.getByRole('list', { name: 'Questions and answers' })).toBeVisible()
  return details
}

/** The item of the details' list holding the answer `text`. */
export const answerItem = (details: Locator, text: string) =>
  details
    .getByRole('list', { name: 'Questions and answers' })
    .getByRole('listitem')
    .filter({ hasText: text })
    .first()

/** The Codebook section of the Analysis workspace, once its table shows. */
export async function openCodebook(account: Account): Promise<Locator> {
  const panel = await openInsights(account, 'codebook')
  const codebook = panel.getByRole('region', { name: 'Codebook' })
  await expect.element(codebook.getByRole('grid', { name: 'Codebook' })).toBeVisible()
  return codebook
}

/** The Codebook table's row of the code `name`. */
export const codeRow = (codebook: Locator, name: string) =>
  codebook
    .getByRole('grid', { name: 'Codebook' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name, exact: true }) })
