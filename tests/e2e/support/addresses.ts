import type { Locator, Page } from 'playwright'
import { expect } from 'vitest'
import { TOKEN_KEY } from '@/lib/token'
import { visible } from './app'

/**
 * Every screen and open dialog has an address (docs/architecture.md#addresses): a person
 * reloads, goes back and follows links. Each journey reloads once and goes back once, and
 * checks that the screen the address names is shown again.
 */

/** Reloads the page: the address (and the session) keep `shown` on screen. */
export async function reload(page: Page, shown: Locator): Promise<void> {
  await page.reload()
  await visible(shown)
}

/** The browser's Back: the screen before, `shown`, comes back. */
export async function goBack(page: Page, shown: Locator): Promise<void> {
  await page.goBack()
  await visible(shown)
}

/** The app's address now: the part after the `#` ('/projects/…'). */
export function address(page: Page): string {
  return new URL(page.url()).hash.replace(/^#/, '')
}

/** Follows a link to `to` (an address of the app) in the tab, as a person pasting it would. */
export async function follow(page: Page, to: string): Promise<void> {
  const url = new URL(page.url())
  url.hash = to
  await page.goto(url.toString())
}

/** The project the page's address names (an Analysis workspace's, a results dialog's). */
export function addressedProjectId(page: Page): string {
  const found = /^\/projects\/([^/?]+)/.exec(address(page))?.[1]
  expect(found, `a project's address, not ${address(page)}`).toBeDefined()
  return found ?? ''
}

/** The id of the project's code `name`, asked of the API as the signed-in user. */
export async function codeId(
  page: Page,
  apiOrigin: string,
  projectId: string,
  name: string,
): Promise<string> {
  const codes = await page.evaluate(
    async ({ url, key }) => {
      const response = await fetch(url, {
        headers: { Authorization: `Bearer ${localStorage.getItem(key) ?? ''}` },
      })
      return (await response.json()) as { id: string; name: string }[]
    },
    { url: `${apiOrigin}/api/projects/${projectId}/codes`, key: TOKEN_KEY },
  )
  const found = codes.find((code) => code.name === name)?.id
  expect(found, `the code ${name}`).toBeDefined()
  return found ?? ''
}
