import { delay, http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { db } from '../../mocks/db'
import { PASSWORD_WARNING } from '../../mocks/handlers/users'
import AdminPanelHost from '../../src/app/admin-panel-host'
import { navigationActions } from '../../src/app/navigation'
import { api } from '../../src/api/client'
import { authActions } from '../../src/features/auth/auth-store'
import { apiUrl } from '../../src/lib/env'
import { setUpMockWorker } from '../support/mock-worker'
import { renderWithTheme } from '../support/render'

const mock = setUpMockWorker()

async function openUserManagement() {
  await authActions.signIn('admin@candor.test', 'admin123')
  navigationActions.openAdminPanel('users')
  await renderWithTheme(<AdminPanelHost />)
  await expect.element(page.getByRole('row', { name: /Ada Admin/ })).toBeVisible()
}

const row = (name: string) => page.getByRole('row', { name: new RegExp(name) })
const button = (name: string) => page.getByRole('button', { name, exact: true })

/** The value next to a label in a description list (the created user's password). */
function detail(dialog: ReturnType<typeof page.getByRole>, term: string): string {
  const terms = [...dialog.element().querySelectorAll('dt')]
  const found = terms.find((element) => element.textContent === term)
  return found?.nextElementSibling?.textContent ?? ''
}

/**
 * Signs in beside the app, as the user would elsewhere: the app's client would send the admin's
 * token along, and a wrong password's 401 with it signs the admin out (an ended session).
 */
async function login(email: string, password: string) {
  const response = await fetch(apiUrl('/auth/login'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  const data = response.ok ? ((await response.json()) as { user: { email: string } }) : undefined
  return { status: response.status, email: data?.user.email }
}

/** A server failure without a message, so the screen's own fallback text shows. */
const bareFailure = () => new HttpResponse(null, { status: 500 })

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
    await page.getByRole('checkbox', { name: 'BeanRunner morning delivery study' }).click()
    await button('Create User').click()

    const dialog = page.getByRole('dialog', { name: 'User Created Successfully' })
    await expect.element(dialog).toBeVisible()
    await expect.element(dialog).toHaveTextContent('grace@candor.test')
    await expect.element(dialog).toHaveTextContent('BeanRunner morning delivery study')
    await expect.element(dialog).toHaveTextContent(PASSWORD_WARNING)
    const password = detail(dialog, 'Password')
    expect(password).toMatch(/^\w{6,}$/)
    await expect(login('grace@candor.test', password)).resolves.toEqual({
      status: 200,
      email: 'grace@candor.test',
    })

    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect.element(dialog).not.toBeInTheDocument()
    await expect.element(row('Grace Hopper')).toHaveTextContent('Interviewee')
    await expect.element(row('Grace Hopper')).toHaveTextContent('1 project(s)')
    await expect.element(row('Grace Hopper')).toHaveTextContent('Never')
    // The form closed with the success, and the toggle reads Create New User again.
    await expect.element(page.getByRole('heading', { name: 'Create User' })).not.toBeInTheDocument()
    await expect.element(button('Create New User')).toBeVisible()
  })

  it('offers the panel project list as checkboxes, and Admin / Interview Lead / Interviewee', async () => {
    await openUserManagement()
    await button('Create New User').click()
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
    await expect.element(page.getByText('Failed to load projects')).toBeVisible()
    await expect.element(page.getByText('Loading projects...')).not.toBeInTheDocument()
    await expect.element(page.getByRole('checkbox')).not.toBeInTheDocument()
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

  it("says 'Failed to create user' when the server gives no reason", async () => {
    mock.worker.use(http.post('*/api/users', bareFailure))
    await openUserManagement()
    await button('Create New User').click()
    await page.getByRole('textbox', { name: 'First Name' }).fill('Grace')
    await page.getByRole('textbox', { name: 'Last Name' }).fill('Hopper')
    await page.getByRole('textbox', { name: 'Email' }).fill('grace@candor.test')
    await button('Create User').click()
    await expect.element(page.getByRole('alert')).toHaveTextContent('Failed to create user')
  })
})

describe('User Management: System Users', () => {
  it('lists name, email, role, created, last login and projects', async () => {
    await openUserManagement()
    const table = page.getByRole('grid', { name: 'System Users' })
    const headers = table
      .getByRole('columnheader')
      .elements()
      .map((cell) => cell.textContent)
    expect(headers).toEqual([
      'Name',
      'Email',
      'Role',
      'Created',
      'Last Login',
      'Projects',
      'Actions',
    ])
    await expect.element(row('Ada Admin')).toHaveTextContent('admin@candor.test')
    await expect.element(row('Ada Admin')).toHaveTextContent('Admin')
    await expect.element(row('Ada Admin')).toHaveTextContent('All')
    await expect
      .element(row('Ada Admin'))
      .toHaveTextContent(new Date('2026-09-01T09:00:00.000Z').toLocaleDateString())
    await expect.element(row('Leo Lindqvist')).toHaveTextContent('Interview Lead')
    await expect.element(row('Ines Moreau')).toHaveTextContent('2 project(s)')
    await expect.element(row('Priya Raman')).toHaveTextContent('None')
    await expect.element(row('Priya Raman')).toHaveTextContent('Never')
  })

  it("has no Reset Password nor Delete on the admin's own row", async () => {
    await openUserManagement()
    await expect.element(row('Ada Admin').getByRole('button', { name: 'Edit' })).toBeVisible()
    await expect
      .element(row('Ada Admin').getByRole('button', { name: 'Reset Password' }))
      .not.toBeInTheDocument()
    await expect
      .element(row('Ada Admin').getByRole('button', { name: 'Delete' }))
      .not.toBeInTheDocument()
    await expect.element(row('Leo Lindqvist').getByRole('button', { name: 'Edit' })).toBeVisible()
    await expect
      .element(row('Leo Lindqvist').getByRole('button', { name: 'Reset Password' }))
      .toBeVisible()
    await expect.element(row('Leo Lindqvist').getByRole('button', { name: 'Delete' })).toBeVisible()
  })

  it('edits a user: the form fills in, and the change is saved with the projects', async () => {
    await openUserManagement()
    await row('Carlos Mendes').getByRole('button', { name: 'Edit' }).click()
    await expect.element(page.getByRole('heading', { name: 'Edit User' })).toBeVisible()
    await expect.element(page.getByRole('textbox', { name: 'First Name' })).toHaveValue('Carlos')
    await expect
      .element(page.getByRole('textbox', { name: 'Email' }))
      .toHaveValue('carlos.mendes@candor.test')
    await expect
      .element(page.getByRole('checkbox', { name: 'BeanRunner morning delivery study' }))
      .toBeChecked()

    await page.getByRole('textbox', { name: 'Last Name' }).fill('Mendes-Silva')
    await page.getByRole('checkbox', { name: 'NetNest installation feedback' }).click()
    await button('Update User').click()

    await expect.element(row('Carlos Mendes-Silva')).toHaveTextContent('2 project(s)')
    await expect.element(page.getByRole('heading', { name: 'Edit User' })).not.toBeInTheDocument()
    const { data } = await api.GET('/users')
    const carlos = data?.find((user) => user.email === 'carlos.mendes@candor.test')
    expect(carlos?.lastName).toBe('Mendes-Silva')
    expect(carlos?.projects.map((project) => project.name).sort()).toEqual([
      'BeanRunner morning delivery study',
      'NetNest installation feedback',
    ])
  })

  it("says 'Failed to update user' when the server gives no reason", async () => {
    mock.worker.use(http.put('*/api/users/:id', bareFailure))
    await openUserManagement()
    await row('Carlos Mendes').getByRole('button', { name: 'Edit' }).click()
    await button('Update User').click()
    await expect.element(page.getByRole('alert')).toHaveTextContent('Failed to update user')
  })

  it('resets a password after a confirmation and shows the temporary credentials', async () => {
    await openUserManagement()
    await row('Leo Lindqvist').getByRole('button', { name: 'Reset Password' }).click()
    const confirm = page.getByRole('alertdialog', { name: 'Reset Password?' })
    await expect
      .element(confirm)
      .toHaveTextContent(
        'Reset the password of lead@candor.test? They will need the new temporary password to sign in.',
      )
    await confirm.getByRole('button', { name: 'Reset Password' }).click()

    const dialog = page.getByRole('dialog', { name: 'Password Reset' })
    await expect.element(dialog).toHaveTextContent('lead@candor.test')
    await expect.element(dialog).toHaveTextContent(PASSWORD_WARNING)
    const temporary = detail(dialog, 'Temporary Password')
    expect(temporary).toMatch(/^\w{6,}$/)
    expect((await login('lead@candor.test', temporary)).status).toBe(200)
    expect((await login('lead@candor.test', 'lead123')).status).toBe(401)
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect.element(page.getByRole('dialog', { name: 'Admin Panel' })).toBeVisible()
  })

  it('cancelling a confirmation changes nothing and keeps the panel open', async () => {
    await openUserManagement()
    await row('Leo Lindqvist').getByRole('button', { name: 'Reset Password' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click()
    await expect.element(page.getByRole('alertdialog')).not.toBeInTheDocument()
    await expect.element(page.getByRole('dialog', { name: 'Admin Panel' })).toBeVisible()
    expect((await login('lead@candor.test', 'lead123')).status).toBe(200)
  })

  it("says 'Failed to reset password' when the server gives no reason", async () => {
    mock.worker.use(http.post('*/api/users/:id/reset-password', bareFailure))
    await openUserManagement()
    await row('Leo Lindqvist').getByRole('button', { name: 'Reset Password' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Reset Password' }).click()
    await expect.element(page.getByRole('alert')).toHaveTextContent('Failed to reset password')
    await expect
      .element(page.getByRole('dialog', { name: 'Password Reset' }))
      .not.toBeInTheDocument()
  })

  it('reaches the row actions with the arrow keys and opens a confirmation by keyboard', async () => {
    await openUserManagement()
    ;(row('Leo Lindqvist').element() as HTMLElement).focus()
    await userEvent.keyboard('{ArrowRight>8/}')
    await expect
      .element(row('Leo Lindqvist').getByRole('button', { name: 'Reset Password' }))
      .toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect.element(page.getByRole('alertdialog', { name: 'Reset Password?' })).toBeVisible()
    await userEvent.keyboard('{Escape}')
    await expect.element(page.getByRole('alertdialog')).not.toBeInTheDocument()
    await expect.element(page.getByRole('dialog', { name: 'Admin Panel' })).toBeVisible()
  })

  it('deletes a user after a confirmation', async () => {
    await openUserManagement()
    await row('Priya Raman').getByRole('button', { name: 'Delete' }).click()
    const confirm = page.getByRole('alertdialog', { name: 'Delete User?' })
    await expect
      .element(confirm)
      .toHaveTextContent('Delete Priya Raman? This action cannot be undone.')
    await confirm.getByRole('button', { name: 'Delete' }).click()
    await expect.element(row('Priya Raman')).not.toBeInTheDocument()
    await expect.element(row('Leo Lindqvist')).toBeVisible()
    const { data } = await api.GET('/users')
    expect(data?.some((user) => user.email === 'priya.raman@candor.test')).toBe(false)
  })

  it("says 'Failed to delete user' when the server gives no reason", async () => {
    mock.worker.use(http.delete('*/api/users/:id', bareFailure))
    await openUserManagement()
    await row('Priya Raman').getByRole('button', { name: 'Delete' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
    await expect.element(page.getByRole('alert')).toHaveTextContent('Failed to delete user')
    await expect.element(row('Priya Raman')).toBeVisible()
  })

  it("says 'No users found' for an empty list and 'Failed to load users' on a failure", async () => {
    mock.worker.use(http.get('*/api/users', () => HttpResponse.json([])))
    await authActions.signIn('admin@candor.test', 'admin123')
    navigationActions.openAdminPanel('users')
    const screen = await renderWithTheme(<AdminPanelHost />)
    await expect.element(page.getByText('No users found')).toBeVisible()
    await screen.unmount()

    mock.worker.use(http.get('*/api/users', bareFailure))
    await renderWithTheme(<AdminPanelHost />)
    await expect.element(page.getByRole('alert')).toHaveTextContent('Failed to load users')
  })
})

describe('User Management: searching System Users', () => {
  const search = () => page.getByRole('searchbox', { name: 'Search users' })
  const count = () => page.getByRole('status').filter({ hasText: /^\d+ users?$/ })
  const dataRows = () =>
    page.getByRole('grid', { name: 'System Users' }).getByRole('row').elements().slice(1)

  it('counts the users and shows every row of a short list', async () => {
    await openUserManagement()
    const everyone = db.users.all().length
    await expect.element(count()).toHaveTextContent(`${everyone} users`)
    expect(dataRows()).toHaveLength(everyone)
  })

  it('filters on the server by first, last or full name and email, after a pause in typing', async () => {
    const asked: string[] = []
    mock.worker.events.on('request:start', ({ request }) => {
      const url = new URL(request.url)
      if (url.pathname === '/api/users') asked.push(url.searchParams.get('q') ?? '')
    })
    await openUserManagement()
    await search().fill('lindqvist')
    await expect.element(count()).toHaveTextContent('1 user')
    await expect.element(row('Leo Lindqvist')).toBeVisible()
    expect(dataRows()).toHaveLength(1)

    await userEvent.clear(search())
    await userEvent.type(search(), 'Carlos Mendes')
    await expect
      .poll(() => dataRows().map((cell) => cell.textContent))
      .toEqual([expect.stringContaining('carlos.mendes@candor.test')])
    // Typed letter by letter, the list is asked for after the pauses, not after every letter.
    // 'Carlos Me' already narrows to that row, so wait for the request of the whole name.
    const typed = () => asked.filter((q) => q.startsWith('C'))
    await expect.poll(() => typed().at(-1)).toBe('Carlos Mendes')
    expect(typed().length).toBeLessThan('Carlos Mendes'.length / 2)
    mock.worker.events.removeAllListeners()

    await search().fill('PRIYA.RAMAN@')
    await expect.element(row('Priya Raman')).toBeVisible()
    await expect.element(count()).toHaveTextContent('1 user')

    await search().fill('nobody by that name')
    await expect.element(page.getByText('No users found')).toBeVisible()
    await expect.element(count()).toHaveTextContent('0 users')
    await userEvent.keyboard('{Escape}')
    await expect.element(search()).toHaveValue('')
    await expect.element(count()).toHaveTextContent(`${db.users.all().length} users`)
  })

  it('ignores the answer to an older search that arrives after a newer one', async () => {
    let lateAnswered: () => void = () => undefined
    const late = new Promise<void>((resolve) => (lateAnswered = resolve))
    mock.worker.use(
      http.get('*/api/users', async ({ request }) => {
        if (new URL(request.url).searchParams.get('q') !== 'Nora') return undefined
        await delay(800)
        // Falls through to the mock's own answer, late.
        setTimeout(lateAnswered, 100)
        return undefined
      }),
    )
    await openUserManagement()
    await search().fill('Nora')
    await new Promise((resolve) => setTimeout(resolve, 400))
    await search().fill('Carlos')
    await expect.element(row('Carlos Mendes')).toBeVisible()
    await late
    await expect.element(row('Carlos Mendes')).toBeVisible()
    await expect.element(row('Nora Hale')).not.toBeInTheDocument()
    await expect.element(count()).toHaveTextContent('1 user')
  })

  it('keeps its search and the other rows after an edit and a delete', async () => {
    await openUserManagement()
    const before = db.users.all().filter((user) => user.email.endsWith('@candor.test')).length
    await search().fill('@candor.test')
    await expect.element(count()).toHaveTextContent(`${before} users`)
    expect(dataRows()).toHaveLength(before)
    await row('Carlos Mendes').getByRole('button', { name: 'Edit' }).click()
    await page.getByRole('textbox', { name: 'Last Name' }).fill('Mendes-Silva')
    await button('Update User').click()
    await expect.element(row('Carlos Mendes-Silva')).toBeVisible()
    expect(dataRows()).toHaveLength(before)

    await row('Priya Raman').getByRole('button', { name: 'Delete' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
    await expect.element(row('Priya Raman')).not.toBeInTheDocument()
    expect(dataRows()).toHaveLength(before - 1)
    await expect.element(count()).toHaveTextContent(`${before - 1} users`)
    await expect.element(search()).toHaveValue('@candor.test')
  })
})
