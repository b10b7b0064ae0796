import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { page } from 'vitest/browser'
import { db } from '../../mocks/db'
import { PASSWORD_WARNING } from '../../mocks/handlers/users'
import { setUpMockWorker } from '../support/mock-worker'
import { openUserManagement, row, button, detail, login, bareFailure } from './admin-users-support'

/** User Management: creating users. */

const mock = setUpMockWorker()

describe('User Management: creating users', () => {
  it('creates a user, shows the generated password once, and that password signs in', async () => {
    await openUserManagement()
    await button('Create New User').click()
    await expect.element(page.getByRole('heading', { name: 'Create User' })).toBeVisible()
    await expect.element(button('Cancel')).toBeVisible()
    await expect
      .element(page.getByRole('button', { name: /Role/ }))
      .toHaveTextContent('Interviewee')

    await page.getByRole('textbox', { name: 'First Name' }).fill('Grace')
    await page.getByRole('textbox', { name: 'Last Name' }).fill('Hopper')
    await page.getByRole('textbox', { name: 'Email' }).fill('grace@candor.test')
    await page.getByRole('button', { name: /Role/ }).click()
    await page.getByRole('option', { name: 'Interview Lead' }).click()
    await page.getByRole('checkbox', { name: 'BeanRunner morning delivery study' }).click()
    await button('Create User').click()

    const dialog = page.getByRole('dialog', { name: 'User Created Successfully' })
    await expect.element(dialog).toBeVisible()
    await expect.element(dialog).toHaveTextContent('grace@candor.test')
    await expect.element(dialog).toHaveTextContent('BeanRunner morning delivery study')
    // The warning is announced (a status), as Copy's outcome is.
    await expect
      .element(dialog.getByRole('status').filter({ hasText: PASSWORD_WARNING }))
      .toBeVisible()
    const password = detail(dialog, 'Password')
    expect(password).toMatch(/^\w{8,}$/)
    await expect(login('grace@candor.test', password)).resolves.toEqual({
      status: 200,
      email: 'grace@candor.test',
    })

    // Copy puts the one-time password on the clipboard and says so.
    const writeText = vi.fn(() => Promise.resolve())
    vi.spyOn(navigator, 'clipboard', 'get').mockReturnValue({ writeText } as unknown as Clipboard)
    await expect
      .element(dialog.getByRole('status').filter({ hasText: 'Copied' }))
      .not.toBeInTheDocument()
    await dialog.getByRole('button', { name: 'Copy', exact: true }).click()
    await expect.element(dialog.getByRole('status').filter({ hasText: 'Copied' })).toBeVisible()
    expect(writeText).toHaveBeenCalledWith(password)
    vi.restoreAllMocks()

    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect.element(dialog).not.toBeInTheDocument()
    await expect.element(row('Grace Hopper')).toHaveTextContent('Interview Lead')
    await expect.element(row('Grace Hopper')).toHaveTextContent('1 project(s)')
    await expect.element(row('Grace Hopper')).toHaveTextContent('Never')
    // The form closed with the success, and the toggle reads Create New User again.
    await expect.element(page.getByRole('heading', { name: 'Create User' })).not.toBeInTheDocument()
    await expect.element(button('Create New User')).toBeVisible()
  })

  it('offers the panel project list as checkboxes, and Admin / Interview Lead / Interviewee', async () => {
    await openUserManagement()
    await button('Create New User').click()
    for (const name of ['First Name', 'Last Name', 'Email']) {
      await expect.element(page.getByRole('textbox', { name })).toHaveValue('')
    }
    const projects = page.getByRole('group', { name: 'Projects' })
    await expect.element(projects.getByRole('checkbox')).toHaveLength(2)
    await expect
      .element(projects.getByRole('checkbox', { name: 'NetNest installation feedback' }))
      .not.toBeChecked()
    await page.getByRole('button', { name: /Role/ }).click()
    const options = page.getByRole('option')
    await expect.element(options).toHaveLength(3)
    expect(options.elements().map((option) => option.textContent)).toEqual([
      'Admin',
      'Interview Lead',
      'Interviewee',
    ])
  })

  it("says 'Loading projects...' while the project list is empty", async () => {
    mock.worker.use(http.get('*/api/projects', () => HttpResponse.json([])))
    await openUserManagement()
    await button('Create New User').click()
    await expect.element(page.getByText('Loading projects...')).toBeVisible()
    await expect.element(page.getByRole('checkbox')).not.toBeInTheDocument()
  })

  it("says 'Failed to load projects' when the project list cannot be loaded", async () => {
    mock.worker.use(http.get('*/api/projects', bareFailure))
    await openUserManagement()
    await button('Create New User').click()
    // The dashboard under the panel fails to list its projects too: the form's own message counts.
    const panel = page.getByRole('dialog', { name: 'Admin Panel' })
    await expect.element(panel.getByText('Failed to load projects', { exact: true })).toBeVisible()
    await expect.element(panel.getByText('Loading projects...')).not.toBeInTheDocument()
    await expect.element(panel.getByRole('checkbox')).not.toBeInTheDocument()
  })

  it('asks for a page of projects, and offers no project search when that page holds them all', async () => {
    const asked: URL[] = []
    mock.worker.events.on('request:start', ({ request }) => {
      const url = new URL(request.url)
      if (url.pathname === '/api/projects') asked.push(url)
    })
    await openUserManagement()
    await button('Create New User').click()
    await expect
      .element(page.getByRole('group', { name: 'Projects' }).getByRole('checkbox'))
      .toHaveLength(db.projects.all().length)
    await expect
      .element(page.getByRole('searchbox', { name: 'Search projects' }))
      .not.toBeInTheDocument()
    await expect.element(page.getByText(/^Showing \d+ of/)).not.toBeInTheDocument()
    expect(asked.length).toBeGreaterThan(0)
    expect(asked.every((url) => url.searchParams.has('limit'))).toBe(true)
    mock.worker.events.removeAllListeners()
  })

  it('requires first name, last name and a valid email, and sends nothing until then', async () => {
    let posted = 0
    mock.worker.events.on('request:start', ({ request }) => {
      if (request.method === 'POST' && new URL(request.url).pathname === '/api/users') posted++
    })
    await openUserManagement()
    await button('Create New User').click()
    await button('Create User').click()
    await expect.element(page.getByText('First name is required')).toBeVisible()
    await expect.element(page.getByText('Last name is required')).toBeVisible()
    await expect.element(page.getByText('Email is required')).toBeVisible()

    await page.getByRole('textbox', { name: 'First Name' }).fill('Grace')
    await page.getByRole('textbox', { name: 'Last Name' }).fill('   ')
    await page.getByRole('textbox', { name: 'Email' }).fill('grace@candor')
    await button('Create User').click()
    await expect.element(page.getByText('Last name is required')).toBeVisible()
    await expect.element(page.getByText('Enter a valid email address')).toBeVisible()
    expect(posted).toBe(0)
    mock.worker.events.removeAllListeners()
  })

  it('Cancel closes the form and the next one starts as an empty interviewee', async () => {
    await openUserManagement()
    await button('Create New User').click()
    await page.getByRole('textbox', { name: 'First Name' }).fill('Grace')
    await page.getByRole('button', { name: /Role/ }).click()
    await page.getByRole('option', { name: 'Admin' }).click()
    await page.getByRole('checkbox', { name: 'NetNest installation feedback' }).click()
    await button('Cancel').click()
    await expect.element(page.getByRole('heading', { name: 'Create User' })).not.toBeInTheDocument()

    await button('Create New User').click()
    await expect.element(page.getByRole('textbox', { name: 'First Name' })).toHaveValue('')
    await expect
      .element(page.getByRole('button', { name: /Role/ }))
      .toHaveTextContent('Interviewee')
    await expect
      .element(page.getByRole('checkbox', { name: 'NetNest installation feedback' }))
      .not.toBeChecked()
  })

  it("shows the server's message for a duplicate email", async () => {
    await openUserManagement()
    await button('Create New User').click()
    await page.getByRole('textbox', { name: 'First Name' }).fill('Leo')
    await page.getByRole('textbox', { name: 'Last Name' }).fill('Again')
    await page.getByRole('textbox', { name: 'Email' }).fill('lead@candor.test')
    await button('Create User').click()
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent('body.email is already registered')
    await expect
      .element(page.getByRole('dialog', { name: 'User Created Successfully' }))
      .not.toBeInTheDocument()
  })
})
