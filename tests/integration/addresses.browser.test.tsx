import { describe, expect, it } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import { fixtureIds, projects } from '../../fixtures'
import { App } from '@/app/app'
import { expectNoSeriousA11yViolations } from '../support/axe'
import { setUpMockWorker } from '../support/mock-worker'
import { renderSignedInAt } from '../support/signed-in'
import { demoAccounts } from '../support/accounts'
import { signInAs } from '../support/sign-in'

setUpMockWorker({ clearLocalStorage: true })

const [coffee, network] = projects
const COFFEE_ID = fixtureIds.projects.coffee
const NETWORK_ID = fixtureIds.projects.network
const DENIED = "You don't have access to this page."

const dialog = (name: string) => page.getByRole('dialog', { name })

describe('Addresses', () => {
  it('Back and Forward move between the dashboard, a project and its results', async () => {
    await signInAs('admin')
    const app = await renderSignedInAt('/')
    await page.getByRole('button', { name: coffee.name, exact: true }).click()
    await expect.element(dialog(coffee.name)).toBeVisible()
    expect(app.path()).toBe(`/projects/${COFFEE_ID}`)

    await page.getByRole('button', { name: 'View Interview Results' }).click()
    await expect.element(dialog(`Interview Results: ${coffee.name}`)).toBeVisible()
    expect(app.path()).toBe(`/projects/${COFFEE_ID}/results`)

    app.history.back()
    await expect.element(dialog(`Interview Results: ${coffee.name}`)).not.toBeInTheDocument()
    await expect.element(dialog(coffee.name)).toBeVisible()
    app.history.forward()
    await expect.element(dialog(`Interview Results: ${coffee.name}`)).toBeVisible()

    // Closing a dialog goes back to the address under it.
    await userEvent.keyboard('{Escape}')
    await expect.element(dialog(`Interview Results: ${coffee.name}`)).not.toBeInTheDocument()
    expect(app.path()).toBe(`/projects/${COFFEE_ID}`)
    await userEvent.keyboard('{Escape}')
    await expect.element(dialog(coffee.name)).not.toBeInTheDocument()
    expect(app.path()).toBe('/')
  })

  it("opens an interview's details from its address, over the results", async () => {
    await signInAs('admin')
    await renderSignedInAt(
      `/projects/${COFFEE_ID}/results/interviews/${fixtureIds.interviews.coffeeCompleted}`,
    )
    await expect.element(dialog('Interview Details')).toBeVisible()
    await expect.element(dialog(`Interview Results: ${coffee.name}`)).toBeInTheDocument()
  })

  it('opens the In Progress tab from its address', async () => {
    await signInAs('admin')
    const app = await renderSignedInAt(`/projects/${COFFEE_ID}/results?tab=in-progress`)
    await expect
      .element(page.getByRole('tab', { name: 'In Progress' }))
      .toHaveAttribute('aria-selected', 'true')
    await page.getByRole('tab', { name: 'Completed' }).click()
    expect(app.path()).toBe(`/projects/${COFFEE_ID}/results`)
  })

  it('opens the Analysis workspace at a section, and its bare address at Insights', async () => {
    await signInAs('admin')
    const app = await renderSignedInAt(`/projects/${COFFEE_ID}/analysis`)
    await expect.poll(() => app.path()).toBe(`/projects/${COFFEE_ID}/analysis/insights`)
  })

  it('tells someone who may not see a project that the page is not theirs, and leads back', async () => {
    await signInAs('lead')
    const app = await renderSignedInAt(`/projects/${NETWORK_ID}`)
    await expect.element(page.getByText(DENIED)).toBeVisible()
    await expect.element(dialog(network.name)).not.toBeInTheDocument()
    await expectNoSeriousA11yViolations()
    // Keyboard only: the dialog's first control, then Back to Dashboard.
    const back = page.getByRole('button', { name: 'Back to Dashboard' })
    while (document.activeElement !== back.element()) await userEvent.tab()
    await userEvent.keyboard('{Enter}')
    await expect.poll(() => app.path()).toBe('/')
    await expect.element(page.getByText(DENIED)).not.toBeInTheDocument()
  })

  it('shows the same text as a page for a workspace that is not the visitor’s', async () => {
    await signInAs('lead')
    await renderSignedInAt(`/projects/${NETWORK_ID}/analysis/codebook`)
    await expect.element(page.getByText(DENIED)).toBeVisible()
    await expect.element(page.getByRole('heading', { name: 'Page not available' })).toBeVisible()
    await expectNoSeriousA11yViolations()
  })

  it('a signed-out visitor signs in and lands on the address they opened', async () => {
    location.hash = '#/profile'
    await render(<App />)
    await page.getByRole('textbox', { name: 'Email' }).fill('lead@candor.test')
    await page.getByLabelText('Password').fill(demoAccounts.lead.password)
    await page.getByRole('button', { name: 'Sign In', exact: true }).click()
    await expect.element(dialog('My Profile')).toBeVisible()
    expect(location.hash).toBe('#/profile')
  })

  it('a reload mid-interview returns to the same question', async () => {
    await signInAs('interviewee')
    const address = `/interview?interviewId=${fixtureIds.interviews.coffeeInProgress}`
    const first = await renderSignedInAt(address)
    const question = page.getByRole('heading', { level: 3, name: /^Question \d+$/ })
    await expect.element(question).toBeVisible()
    const asked = question.element().textContent
    await first.unmount()

    await renderSignedInAt(address)
    await expect.element(question).toBeVisible()
    expect(question.element().textContent).toBe(asked)
  })
})
