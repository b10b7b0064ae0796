import { http, HttpResponse } from 'msw'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import { api } from '@/api/client'
import { App } from '@/app/app'
import { navigation } from '@/app/navigation'
import { useShell } from '@/app/shell-context'
import { interviewActions, interviewState } from '@/features/interview/interview-store'
import { colorSchemeActions, type ResolvedColorScheme } from '@/lib/color-scheme'
import { toasts } from '@/ui/toast'
import { expectNoSeriousA11yViolations } from '../support/axe'
import { clearStaleAnnouncements } from '../support/announcer'
import { dashboardFault } from '../support/dashboard-stand-in'
import { setUpMockWorker } from '../support/mock-worker'
import { demoAccounts } from '../support/accounts'

// The pages belong to other features and have their own tests; here they only show which
// screen the shell chose, with the header the shell gave them.
vi.mock('@/app/dashboard-page', () => import('../support/dashboard-stand-in'))
vi.mock('@/app/interview-page', () => ({
  default: function InterviewPage() {
    const { header } = useShell()
    return (
      <>
        {header}
        <main>
          <h2>Interview page</h2>
        </main>
      </>
    )
  },
}))
vi.mock('@/app/admin-panel-host', () => ({
  default: () => <p>Admin panel host</p>,
}))

const mock = setUpMockWorker({ clearLocalStorage: true })
let requested: string[] = []

beforeAll(() => {
  mock.worker.events.on('request:start', ({ request }) => {
    requested.push(`${request.method} ${new URL(request.url).pathname}`)
  })
})
beforeEach(() => {
  clearStaleAnnouncements()
  colorSchemeActions.setChoice('light')
  requested = []
})
afterEach(() => {
  dashboardFault.failing = false
  void interviewActions.leave()
  interviewActions.dismissError()
  toasts.clear()
})

const accounts = demoAccounts

/** Starts the app as a returning user: a stored token, then the profile load. */
async function renderSignedIn(who: keyof typeof accounts) {
  const { email, password, firstName: name } = accounts[who]
  const { data } = await api.POST('/auth/login', { body: { email, password } })
  if (!data) throw new Error(`cannot sign in as ${email}`)
  localStorage.setItem('token', data.token)
  await render(<App />)
  await expect
    .element(page.getByRole('heading', { level: 1, name: `Welcome, ${name}!` }))
    .toBeVisible()
}

const settings = () => page.getByRole('button', { name: 'Settings' })

describe('root shell', () => {
  it('shows the copyright line and version 0.1.7 in the footer, signed out and in', async () => {
    await render(<App />)
    const footer = page.getByRole('contentinfo')
    await expect.element(footer).toHaveTextContent(`© ${new Date().getFullYear()} Candor`)
    await expect.element(footer).toHaveTextContent('Version 0.1.7')

    await page.getByRole('button', { name: 'Sign in as Interviewee' }).click()
    await expect.element(page.getByRole('heading', { name: 'Dashboard page' })).toBeVisible()
    await expect.element(page.getByRole('contentinfo')).toHaveTextContent('Version 0.1.7')
  })

  it('shows a spinner while the profile loads, then the dashboard', async () => {
    let release = () => {}
    const gate = new Promise<void>((resolve) => (release = resolve))
    // Holds the profile answer back, then lets the mock's own handler give it.
    mock.worker.use(
      http.get('*/api/auth/profile', async () => {
        await gate
      }),
    )
    const { data } = await api.POST('/auth/login', {
      body: { email: accounts.lead.email, password: accounts.lead.password },
    })
    localStorage.setItem('token', data?.token ?? '')
    await render(<App />)

    await expect.element(page.getByRole('progressbar', { name: 'Loading' })).toBeVisible()
    await expect.element(page.getByRole('textbox', { name: 'Email' })).not.toBeInTheDocument()
    release()
    await expect.element(page.getByRole('heading', { name: 'Dashboard page' })).toBeVisible()
    await expect.element(page.getByRole('progressbar')).not.toBeInTheDocument()
  })

  it('shows the interview view while a project is chosen, the dashboard otherwise', async () => {
    await renderSignedIn('interviewee')
    await expect.element(page.getByRole('heading', { name: 'Dashboard page' })).toBeVisible()

    location.hash = '#/interview?company=BeanRunner&product=X'
    await expect.element(page.getByRole('heading', { name: 'Interview page' })).toBeVisible()
    await expect
      .element(page.getByRole('heading', { name: 'Dashboard page' }))
      .not.toBeInTheDocument()
    // The header comes along: the settings menu stays reachable during an interview.
    await expect.element(settings()).toBeVisible()

    location.hash = '#/'
    await expect.element(page.getByRole('heading', { name: 'Dashboard page' })).toBeVisible()
  })

  it('shows a way out instead of a blank page when a screen fails', async () => {
    dashboardFault.failing = true
    const { data } = await api.POST('/auth/login', {
      body: { email: accounts.lead.email, password: accounts.lead.password },
    })
    localStorage.setItem('token', data?.token ?? '')
    await render(<App />)
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent('This screen could not be shown.')
    await expect.element(page.getByRole('button', { name: 'Reload' })).toBeVisible()
    await expect.element(page.getByRole('contentinfo')).toHaveTextContent('Version 0.1.7')
  })

  it('loads the admin panel host at its address', async () => {
    location.hash = '#/admin/users'
    await renderSignedIn('admin')
    await expect.element(page.getByText('Admin panel host')).toBeInTheDocument()
  })

  it('loads no admin panel host elsewhere', async () => {
    await renderSignedIn('admin')
    await expect.element(page.getByRole('heading', { name: 'Dashboard page' })).toBeVisible()
    expect(document.body.textContent).not.toContain('Admin panel host')
  })
})

describe('settings menu', () => {
  it.each(Object.keys(accounts) as (keyof typeof accounts)[])(
    "shows the %s's email and role label",
    async (who) => {
      await renderSignedIn(who)
      await settings().click()
      const menu = page.getByRole('menu')
      await expect.element(menu).toHaveTextContent(accounts[who].email)
      await expect.element(menu).toHaveTextContent(accounts[who].role)
      for (const item of ['Profile', 'Sign Out']) {
        await expect.element(page.getByRole('menuitem', { name: item })).toBeVisible()
      }
      for (const theme of ['Light', 'Dark', 'System']) {
        await expect.element(page.getByRole('menuitemradio', { name: theme })).toBeVisible()
      }
    },
  )

  it('opens with the keyboard, and Sign Out is chosen with the arrows and Enter', async () => {
    await renderSignedIn('lead')
    const trigger = settings()
    // Tab from the page start reaches the menu button first (the header is the page's top).
    await userEvent.tab()
    await expect.element(trigger).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect.element(page.getByRole('menu')).toBeVisible()
    await expect.element(page.getByRole('menuitem', { name: 'Profile' })).toHaveFocus()
    await userEvent.keyboard('{Escape}')
    await expect.element(page.getByRole('menu')).not.toBeInTheDocument()
    await expect.element(trigger).toHaveFocus()

    await userEvent.keyboard('{ArrowDown}')
    await expect.element(page.getByRole('menu')).toBeVisible()
    await userEvent.keyboard('{End}{Enter}')
    await expect.element(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible()
  })

  it('signs out: ends the session on the server, clears the token and the chosen project', async () => {
    await renderSignedIn('interviewee')
    location.hash = '#/interview?company=BeanRunner&product=X'
    await expect.element(page.getByRole('heading', { name: 'Interview page' })).toBeVisible()

    await settings().click()
    await page.getByRole('menuitem', { name: 'Sign Out' }).click()

    await expect.element(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible()
    expect(requested).toContain('POST /api/auth/logout')
    expect(localStorage.getItem('token')).toBeNull()
    expect(navigation.interview).toBeNull()
    await expect.element(page.getByRole('banner')).not.toBeInTheDocument()
  })

  it('signs out locally even when the logout call fails', async () => {
    mock.worker.use(http.post('*/api/auth/logout', () => HttpResponse.error()))
    await renderSignedIn('lead')
    await settings().click()
    await page.getByRole('menuitem', { name: 'Sign Out' }).click()
    await expect.element(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible()
    expect(localStorage.getItem('token')).toBeNull()
  })

  it.each<ResolvedColorScheme>(['light', 'dark'])(
    'has no serious accessibility violation with the menu open (%s theme)',
    async (theme) => {
      colorSchemeActions.setChoice(theme)
      await renderSignedIn('admin')
      await settings().click()
      await expect.element(page.getByRole('menu')).toBeVisible()
      expect(document.documentElement.dataset.theme).toBe(theme)
      await expectNoSeriousA11yViolations()
    },
  )
})

describe('interview error toast', () => {
  const failToStart = () =>
    mock.worker.use(
      http.post('*/api/interviews', () =>
        HttpResponse.json(
          { status: 500, code: 'bad_request', message: 'AI service unavailable' },
          { status: 500 },
        ),
      ),
    )

  it('shows the interview error at the bottom right; Close dismisses it', async () => {
    failToStart()
    await renderSignedIn('admin')
    await interviewActions.startStandalone('BeanRunner', 'Coffee delivery')

    const toast = page.getByRole('alertdialog', { name: 'Failed to start interview' })
    await expect.element(toast).toBeVisible()
    const region = page.getByRole('region', { name: /notification/i }).element()
    const box = region.getBoundingClientRect()
    expect(window.innerWidth - box.right).toBeLessThan(40)
    expect(window.innerHeight - box.bottom).toBeLessThan(40)

    await toast.getByRole('button', { name: 'Close' }).click()
    await expect.element(toast).not.toBeInTheDocument()
    expect(interviewState.error).toBeNull()
  })

  it('does not carry the error over to the next sign-in', async () => {
    failToStart()
    await renderSignedIn('admin')
    await interviewActions.startStandalone('BeanRunner', 'Coffee delivery')
    await expect
      .element(page.getByRole('alertdialog', { name: 'Failed to start interview' }))
      .toBeVisible()

    await settings().click()
    await page.getByRole('menuitem', { name: 'Sign Out' }).click()
    await page.getByRole('button', { name: 'Sign in as Admin' }).click()
    await expect
      .element(page.getByRole('heading', { level: 1, name: 'Welcome, Ada!' }))
      .toBeVisible()
    await expect.element(page.getByRole('alertdialog')).not.toBeInTheDocument()
    expect(interviewState.error).toBeNull()
  })

  it('takes the toast away when the interview clears the error itself', async () => {
    failToStart()
    await renderSignedIn('admin')
    await interviewActions.startStandalone('BeanRunner', 'Coffee delivery')
    const toast = page.getByRole('alertdialog', { name: 'Failed to start interview' })
    await expect.element(toast).toBeVisible()

    interviewActions.dismissError()
    await expect.element(toast).not.toBeInTheDocument()
  })
})
