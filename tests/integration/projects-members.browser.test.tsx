import { http } from 'msw'
import { describe, expect, it } from 'vitest'
import { page } from 'vitest/browser'
import { fixtureIds } from '../../fixtures'
import { db } from '../../mocks/db'
import { seedDatabase } from '../../mocks/db/seed'
import { expectNoSeriousA11yViolations } from '../support/axe'
import {
  coffee,
  COFFEE,
  renderDashboard,
  fail,
  projectCard,
  openProject,
  choose,
  type Account,
  setUpProjectTests,
} from './projects-support'

/** Edit Project, Invite Member and View Members. */

const { mock, count } = setUpProjectTests()

describe('Edit Project', () => {
  it('requires name, company, product and product description, then saves', async () => {
    await renderDashboard('lead')
    const detail = await openProject(COFFEE)
    await detail.getByRole('button', { name: 'Edit Project' }).click()
    const dialog = page.getByRole('dialog', { name: 'Edit Project' })
    await expect.element(dialog.getByRole('textbox', { name: 'Project Name' })).toHaveValue(COFFEE)
    await expect
      .element(dialog.getByRole('button', { name: /Follow-up Intensity/ }))
      .toHaveTextContent('3 - Standard')
    await expectNoSeriousA11yViolations()

    for (const label of ['Project Name', 'Company Name', 'Product Name', 'Product Description']) {
      await dialog.getByRole('textbox', { name: label }).fill(' ')
    }
    await dialog.getByRole('button', { name: 'Save Changes' }).click()
    for (const label of ['Project Name', 'Company Name', 'Product Name', 'Product Description']) {
      await expect.element(dialog.getByText(`${label} is required`)).toBeVisible()
    }
    expect(count(`PUT /api/projects/${coffee.id}`)).toBe(0)

    await dialog.getByRole('textbox', { name: 'Project Name' }).fill('BeanRunner commuter study')
    await dialog.getByRole('textbox', { name: 'Company Name' }).fill('BeanRunner')
    await dialog.getByRole('textbox', { name: 'Product Name' }).fill('BeanRunner Express')
    await dialog.getByRole('textbox', { name: 'Product Description' }).fill('Coffee, delivered.')
    await choose(dialog, 'Follow-up Intensity', '5 - Exhaustive')
    await dialog.getByRole('button', { name: 'Save Changes' }).click()

    await expect.element(dialog).not.toBeInTheDocument()
    const updated = page.getByRole('dialog', { name: 'BeanRunner commuter study' })
    await expect.element(updated.getByRole('status')).toHaveTextContent('Project updated')
    await expect.element(updated).toHaveTextContent('5/5 (Exhaustive)')
    await expect.element(updated).toHaveTextContent('Coffee, delivered.')
    await page.getByRole('button', { name: 'Close' }).click()
    await expect.element(projectCard('BeanRunner commuter study')).toBeVisible()
  })
})

describe('Invite Member and View Members', () => {
  async function openInvite(account: Account = 'lead') {
    await renderDashboard(account)
    const detail = await openProject(COFFEE)
    await detail.getByRole('button', { name: 'Invite Member' }).click()
    const dialog = page.getByRole('dialog', { name: 'Invite Member' })
    await expect.element(dialog).toBeVisible()
    return { detail, dialog }
  }

  it('offers only interviewees who are not members, requires a choice, and invites', async () => {
    await seedDatabase({ extraUsers: 0 })
    const { detail, dialog } = await openInvite()
    await dialog.getByRole('button', { name: 'Send Invite' }).click()
    await expect.element(dialog.getByText('Select a user to invite')).toBeVisible()
    expect(count(`POST /api/projects/${coffee.id}/invite`)).toBe(0)
    await expectNoSeriousA11yViolations()

    await dialog.getByRole('button', { name: /User/ }).click()
    const options = page.getByRole('option')
    await expect.element(options.first()).toBeVisible()
    // Every interviewee who is not a member, in the list's order (creation time): Priya and the
    // NetNest panel. Ines, Carlos and the BeanRunner panel are members; Ada, Leo and Nora are
    // not interviewees.
    const memberIds = new Set(
      db.members
        .all()
        .filter((member) => member.projectId === coffee.id)
        .map((member) => member.userId),
    )
    const outsiders = db.users
      .all()
      .filter((user) => user.role === 'interviewee' && !memberIds.has(user.id))
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
    expect(memberIds).toContain(fixtureIds.users.coffeeCompleter)
    expect(options.elements().map((option) => option.textContent)).toEqual(
      outsiders.map((user) => `${user.firstName} ${user.lastName} (${user.email})`),
    )
    // Few interviewees fit one page: no search box (invite-member-large tests the other case).
    expect(dialog.getByRole('searchbox').query()).toBeNull()
    await page.getByRole('option', { name: 'Priya Raman (priya.raman@candor.test)' }).click()
    await dialog.getByRole('button', { name: 'Send Invite' }).click()
    await expect.element(dialog).not.toBeInTheDocument()
    await expect.element(detail.getByRole('status')).toHaveTextContent('Invited Priya Raman')

    await detail.getByRole('button', { name: 'View Members' }).click()
    const members = page.getByRole('dialog', { name: 'Project Members' })
    await expect.element(members.getByRole('rowheader', { name: 'Priya Raman' })).toBeVisible()

    await members.getByRole('button', { name: 'Close' }).click()
    // Meanwhile the other outsiders are invited too: nobody is left to offer.
    for (const user of outsiders.filter((outsider) => outsider.id !== fixtureIds.users.uninvited)) {
      await db.members.create({
        id: crypto.randomUUID(),
        projectId: coffee.id,
        userId: user.id,
        invitedAt: new Date().toISOString(),
        completedAt: null,
      })
    }
    await detail.getByRole('button', { name: 'Invite Member' }).click()
    await expect
      .element(page.getByRole('dialog', { name: 'Invite Member' }))
      .toHaveTextContent('Every interviewee is already a member of this project.')
  })

  it("shows 'Failed to invite member'", async () => {
    mock.worker.use(http.post('*/api/projects/:id/invite', () => fail(409, 'Already a member')))
    const { dialog } = await openInvite('admin')
    await choose(dialog, 'User', 'Priya Raman (priya.raman@candor.test)')
    await dialog.getByRole('button', { name: 'Send Invite' }).click()
    await expect.element(dialog.getByRole('alert')).toHaveTextContent('Failed to invite member')
  })

  it("shows 'Failed to load project members' when the members cannot be loaded", async () => {
    mock.worker.use(http.get('*/api/projects/:id/members', () => fail(500, 'Down')))
    const { dialog } = await openInvite()
    await expect
      .element(dialog.getByRole('alert'))
      .toHaveTextContent('Failed to load project members')
    await expect.element(dialog.getByRole('button', { name: 'Send Invite' })).toBeDisabled()
  })

  it('lists members with their invited and completed dates', async () => {
    await renderDashboard('lead')
    const detail = await openProject(COFFEE)
    await detail.getByRole('button', { name: 'View Members' }).click()
    const dialog = page.getByRole('dialog', { name: 'Project Members' })
    const ines = dialog.getByRole('row').filter({ hasText: 'Ines Moreau' })
    await expect.element(ines).toHaveTextContent('interviewee@candor.test')
    await expect
      .element(ines)
      .toHaveTextContent(new Date('2026-10-02T10:00:00.000Z').toLocaleDateString())
    await expect.element(ines).toHaveTextContent('Not completed')
    const carlos = dialog.getByRole('row').filter({ hasText: 'Carlos Mendes' })
    await expect
      .element(carlos)
      .toHaveTextContent(new Date('2026-10-14T08:15:57.100Z').toLocaleDateString())
    await expectNoSeriousA11yViolations()
  })
})
