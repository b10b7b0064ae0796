import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { page } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import { App } from '@/app/app'
import { authState } from '@/features/auth/auth-store'
import { setUpMockWorker } from '../support/mock-worker'

/**
 * The sign-in screen does not move (issue 32 §4): the Create Account line has its place before
 * the server says whether registration is open, so nothing under it shifts when it comes.
 */

const mock = setUpMockWorker({ clearLocalStorage: true })

// A first visit: the app does not know yet whether registration is open (an earlier test's
// answer stays in the store).
beforeEach(() => {
  authState.registrationEnabled = null
})

/** Holds GET /auth/config until `release()`, then answers `registrationEnabled`. */
function holdConfig(registrationEnabled: boolean) {
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  mock.worker.use(
    http.get('*/api/auth/config', async () => {
      await held
      return HttpResponse.json({ registrationEnabled })
    }),
  )
  return () => release()
}

/** Where the screen's parts are: the card (by its heading) and what follows it. */
function boxes() {
  const heading = page.getByRole('heading', { level: 1, name: 'Sign In' }).element()
  const card = heading.closest('main')?.firstElementChild
  const below = page
    .getByRole('button', { name: /^Sign in as / })
    .first()
    .element()
  const footer = page.getByRole('contentinfo').element()
  if (!card) throw new Error('the sign-in card is missing')
  const box = (element: Element) => {
    const { top, left, width, height } = element.getBoundingClientRect()
    return { top, left, width, height }
  }
  return { card: box(card), below: box(below), footer: box(footer) }
}

describe('the sign-in screen', () => {
  it('keeps its layout when the configuration arrives and shows Create Account', async () => {
    const release = holdConfig(true)
    await render(<App />)
    await expect.element(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible()
    const before = boxes()
    expect(page.getByRole('link', { name: 'Create Account' }).query()).toBeNull()

    release()
    await expect.element(page.getByRole('link', { name: 'Create Account' })).toBeVisible()
    await expect.element(page.getByText("Don't have an account?")).toBeVisible()
    expect(boxes()).toEqual(before)
  })

  it('keeps its layout when registration is closed', async () => {
    const release = holdConfig(false)
    await render(<App />)
    await expect.element(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible()
    const before = boxes()
    release()
    await expect.poll(() => authState.registrationEnabled).toBe(false)
    // The answer is rendered by the next frame.
    await new Promise<void>((resolve) => requestAnimationFrame(() => resolve()))
    expect(page.getByRole('link', { name: 'Create Account' }).query()).toBeNull()
    expect(boxes()).toEqual(before)
  })
})
