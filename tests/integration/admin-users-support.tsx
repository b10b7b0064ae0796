import { HttpResponse } from 'msw'
import { expect } from 'vitest'
import { page } from 'vitest/browser'
import { renderSignedInAt } from '../support/signed-in'
import { apiUrl } from '@/lib/env'
import { signInAs } from '../support/sign-in'

/** Steps and locators shared by the User Management tests (admin-users-*.browser.test.tsx). */

/**
 * Opens User Management as the admin, in a window of the given size: the laptop the table's
 * full layout is for, unless a test asks for a phone's.
 */
export async function openUserManagement(viewport: [number, number] = [1280, 800]) {
  await page.viewport(...viewport)
  await signInAs('admin')
  await renderSignedInAt('/admin/users')
  await expect.element(page.getByRole('row', { name: /Ada Admin/ })).toBeVisible()
}

export const row = (name: string) => page.getByRole('row', { name: new RegExp(name) })
export const button = (name: string) => page.getByRole('button', { name, exact: true })

/** The value next to a label in a description list (the created user's password). */
export function detail(dialog: ReturnType<typeof page.getByRole>, term: string): string {
  const terms = [...dialog.element().querySelectorAll('dt')]
  const found = terms.find((element) => element.textContent === term)
  return found?.nextElementSibling?.textContent ?? ''
}

/**
 * Signs in beside the app, as the user would elsewhere: the app's client would send the admin's
 * token along, and a wrong password's 401 with it signs the admin out (an ended session).
 */
export async function login(email: string, password: string) {
  const response = await fetch(apiUrl('/auth/login'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  const data = response.ok ? ((await response.json()) as { user: { email: string } }) : undefined
  return { status: response.status, email: data?.user.email }
}

/** A server failure without a message, so the screen's own fallback text shows. */
export const bareFailure = () => new HttpResponse(null, { status: 500 })
