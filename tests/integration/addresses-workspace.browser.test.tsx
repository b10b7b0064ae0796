import { beforeEach, describe, expect, it } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { fixtureIds, projects } from '../../fixtures'
import { db } from '../../mocks/db'
import { expectNoSeriousA11yViolations } from '../support/axe'
import { setUpMockWorker } from '../support/mock-worker'
import { renderSignedInAt } from '../support/signed-in'
import { signInAs } from '../support/sign-in'

/**
 * The Analysis workspace's addresses (issue 32 §1): a code chosen in the Codebook and an
 * interview's details opened from the workspace each have one, and closing the details (or Back)
 * returns to the workspace, not to Results.
 */

setUpMockWorker({ clearLocalStorage: true })

const [coffee] = projects
const COFFEE_ID = fixtureIds.projects.coffee
const CODEBOOK = `/projects/${COFFEE_ID}/analysis/codebook`
const DENIED = "You don't have access to this page."

const codebook = () => page.getByRole('region', { name: 'Codebook' })
const passages = () => codebook().getByRole('list', { name: 'Passages of Live tracking' })
const details = () => page.getByRole('dialog', { name: 'Interview Details' })

function liveTrackingId(): string {
  const code = db.codes.findFirst((query) => query.where({ name: 'Live tracking' }))
  if (!code) throw new Error('The demo codebook has Live tracking')
  return code.id
}

beforeEach(async () => {
  // The full Codebook table, with a rowheader per code.
  await page.viewport(1280, 800)
  await signInAs('lead')
})

describe('the Analysis workspace’s addresses', () => {
  // The first tests also wait for the workspace's and coding's chunks on a busy machine.
  it(
    'names the code chosen in the Codebook, replacing the address, and opens it from there',
    {
      timeout: 40_000,
    },
    async () => {
      const app = await renderSignedInAt(CODEBOOK)
      const grid = codebook().getByRole('grid', { name: 'Codebook' })
      await expect.element(grid).toBeVisible()
      const entries = app.history.length

      await grid.getByRole('rowheader', { name: 'Live tracking', exact: true }).click()
      await expect.element(passages()).toBeVisible()
      await expect.poll(() => app.path()).toBe(`${CODEBOOK}?code=${liveTrackingId()}`)
      // Replaced, not added: Back leaves the Codebook rather than stepping through codes.
      expect(app.history.length).toBe(entries)
      await app.unmount()

      // The copied address opens the code.
      await renderSignedInAt(`${CODEBOOK}?code=${liveTrackingId()}`)
      await expect.element(passages()).toBeVisible()
    },
  )

  it(
    'opens an interview’s details under the workspace; closing and Back return there',
    {
      timeout: 40_000,
    },
    async () => {
      const app = await renderSignedInAt(`${CODEBOOK}?code=${liveTrackingId()}`)
      await passages().getByRole('button', { name: 'View interview' }).first().click()
      await expect.element(details()).toBeVisible()
      expect(app.path()).toMatch(
        new RegExp(`^${CODEBOOK}/interviews/[0-9a-f-]{36}\\?code=${liveTrackingId()}$`),
      )
      const opened = app.path()
      await expectNoSeriousA11yViolations()

      await userEvent.keyboard('{Escape}')
      await expect.element(details()).not.toBeInTheDocument()
      expect(app.path()).toBe(`${CODEBOOK}?code=${liveTrackingId()}`)
      await expect.element(passages()).toBeVisible()
      await expect
        .element(page.getByRole('dialog', { name: `Interview Results: ${coffee.name}` }))
        .not.toBeInTheDocument()

      app.history.back()
      await expect.element(details()).toBeVisible()
      expect(app.path()).toBe(opened)
      app.history.back()
      await expect.element(details()).not.toBeInTheDocument()
      expect(app.path()).toBe(`${CODEBOOK}?code=${liveTrackingId()}`)
      await expect
        .element(page.getByRole('main', { name: `Analysis: ${coffee.name}` }))
        .toBeVisible()
    },
  )

  it('opens an interview’s details over the workspace from a link', async () => {
    const interview = fixtureIds.interviews.coffeeCompleted
    const app = await renderSignedInAt(`${CODEBOOK}/interviews/${interview}`)
    await expect.element(details()).toBeVisible()
    await expect
      .element(page.getByRole('main', { name: `Analysis: ${coffee.name}` }))
      .toBeInTheDocument()
    await userEvent.keyboard('{Escape}')
    await expect.element(details()).not.toBeInTheDocument()
    expect(app.path()).toBe(CODEBOOK)
  })

  it('says an interview the project does not hold is not the visitor’s, and closes to the workspace', async () => {
    const app = await renderSignedInAt(
      `${CODEBOOK}/interviews/00000000-0000-4000-8000-000000000000`,
    )
    const denied = page.getByRole('dialog', { name: 'Page not available' })
    await expect.element(denied.getByText(DENIED)).toBeVisible()
    await userEvent.keyboard('{Escape}')
    await expect.element(denied).not.toBeInTheDocument()
    expect(app.path()).toBe(CODEBOOK)
  })
})
