import { http } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { db } from '../../mocks/db'
import { heldAnswer } from '../support/held-answer'
import { setUpMockWorker } from '../support/mock-worker'
import { openUserManagement, row, button } from './admin-users-support'
import { typeIntoSearch } from '../support/typing-pauses'

/** User Management: searching System Users. */

const mock = setUpMockWorker()
afterEach(() => mock.worker.events.removeAllListeners())

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
    const searchesAllowed = await typeIntoSearch(search(), 'Carlos Mendes')
    await expect
      .poll(() => dataRows().map((cell) => cell.textContent))
      .toEqual([expect.stringContaining('carlos.mendes@candor.test')])
    // Typed letter by letter, the list is asked for after the pauses, not after every letter.
    // 'Carlos Me' already narrows to that row, so wait for the request of the whole name.
    const typed = () => asked.filter((q) => q.startsWith('C'))
    await expect.poll(() => typed().at(-1)).toBe('Carlos Mendes')
    expect(typed().length).toBeLessThanOrEqual(searchesAllowed)
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
    const asked: string[] = []
    mock.worker.events.on('request:start', ({ request }) => {
      const url = new URL(request.url)
      if (url.pathname === '/api/users') asked.push(url.searchParams.get('q') ?? '')
    })
    // The answer to 'Nora' is held back until the newer search has been answered.
    const nora = heldAnswer(
      mock.worker,
      (request) => new URL(request.url).searchParams.get('q') === 'Nora',
    )
    mock.worker.use(http.get('*/api/users', ({ request }) => nora.hold(request)))
    await openUserManagement()
    await search().fill('Nora')
    await expect.poll(() => asked.at(-1)).toBe('Nora')
    await search().fill('Carlos')
    await expect.element(row('Carlos Mendes')).toBeVisible()
    nora.release()
    await nora.delivered
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
