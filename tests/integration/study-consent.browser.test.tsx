import { snapshot } from 'valtio'
import { describe, expect, it } from 'vitest'
import { page } from 'vitest/browser'
import { fixtureIds, projects } from '../../fixtures'
import { db } from '../../mocks/db'
import type { User } from '@/contract/types'
import { authState } from '@/features/auth/auth-store'
import { formatDate } from '@/domain/dates'
import { renderSignedInAt } from '../support/signed-in'
import { setUpProjectTests } from './projects-support'
import { signInAs } from '../support/sign-in'

/** The consent kept with an interview, as Results shows it (docs/product.md#consent). */

setUpProjectTests()
const [coffee] = projects
const CONSENTED_AT = '2026-11-03T08:00:00.000Z'

async function signInLead(): Promise<User> {
  await signInAs('lead')
  const { user } = snapshot(authState)
  if (!user) throw new Error('the lead could not sign in')
  return user as User
}

describe('consent in Interview Details', () => {
  it("says 'Consented on {date}' for an interview with consent", async () => {
    await db.interviews.update(
      (q) => q.where({ interview_id: fixtureIds.interviews.coffeeCompleted }),
      {
        data(record) {
          record.consent = { consentedAt: CONSENTED_AT, textHash: 'c'.repeat(64) }
        },
      },
    )
    await signInLead()
    await renderSignedInAt('/')
    await page.getByRole('button', { name: coffee.name, exact: true }).click()
    await page
      .getByRole('dialog', { name: coffee.name })
      .getByRole('button', { name: 'View Interview Results' })
      .click()
    const results = page.getByRole('dialog', { name: `Interview Results: ${coffee.name}` })
    await results
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Carlos Mendes' }) })
      .getByRole('button', { name: 'View Details' })
      .click()
    const details = page.getByRole('dialog', { name: 'Interview Details' })
    await expect
      .element(details.getByText(`Consented on ${formatDate(CONSENTED_AT, 'dateTime')}`))
      .toBeVisible()
  })
})
