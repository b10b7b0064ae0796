import type { Locator, Page } from 'playwright'
import { expect } from 'vitest'

/**
 * What a user does and sees, in the spec's words: the journeys read as steps, and the same steps
 * drive the demo build and the live one. Locators are found by role and visible text.
 */

export const DEMO_ACCOUNTS = {
  admin: { email: 'admin@candor.test', password: 'admin123', firstName: 'Ada', role: 'Admin' },
  lead: {
    email: 'lead@candor.test',
    password: 'lead123',
    firstName: 'Leo',
    role: 'Interview Lead',
  },
  interviewee: {
    email: 'interviewee@candor.test',
    password: 'interviewee123',
    firstName: 'Ines',
    role: 'Interviewee',
  },
} as const

/** The sample projects (fixtures/projects.ts). */
export const COFFEE_PROJECT = 'BeanRunner morning delivery study'
export const NETWORK_PROJECT = 'NetNest installation feedback'

/** Transcription, sentiment and the next question: quick in the mock, bounded anyway. */
const ANSWER_TIMEOUT_MS = 15_000
/** The fake microphone starts delivering sound within moments. */
const SOUND_TIMEOUT_MS = 5_000

/** Waits until the locator is visible (Playwright's own timeout, then it throws). */
export async function visible(locator: Locator): Promise<Locator> {
  await locator.waitFor({ state: 'visible' })
  return locator
}

/** Waits until nothing matches the locator any more. */
export async function gone(locator: Locator): Promise<void> {
  await locator.waitFor({ state: 'detached' })
}

export const button = (scope: Page | Locator, name: string) =>
  scope.getByRole('button', { name, exact: true })

export const dialog = (page: Page, name: string) => page.getByRole('dialog', { name, exact: true })

export const heading = (scope: Page | Locator, name: string) =>
  scope.getByRole('heading', { name, exact: true })

/** The welcome line, the dashboard's h1 once signed in. */
export const welcome = (page: Page, firstName: string) =>
  page.getByRole('banner').getByRole('heading', { level: 1, name: `Welcome, ${firstName}!` })

export async function openApp(page: Page, url: string): Promise<void> {
  await page.goto(url)
  await visible(heading(page, 'Sign In'))
}

/** The Sign In form (not the demo one-click buttons: the live build has none). */
export async function signIn(
  page: Page,
  account: { email: string; password: string; firstName: string },
): Promise<void> {
  await page.getByRole('textbox', { name: 'Email' }).fill(account.email)
  await page.getByRole('textbox', { name: 'Password' }).fill(account.password)
  await button(page, 'Sign In').click()
  await visible(welcome(page, account.firstName))
}

export async function openSettings(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Settings' }).click()
  return visible(page.getByRole('menu'))
}

export async function signOut(page: Page): Promise<void> {
  const menu = await openSettings(page)
  await menu.getByRole('menuitem', { name: 'Sign Out' }).click()
  await visible(heading(page, 'Sign In'))
}

/** A project card of the dashboard's list; its title is the button that opens the details. */
export async function openProject(page: Page, name: string): Promise<Locator> {
  await page.getByRole('button', { name, exact: true }).click()
  return visible(dialog(page, name))
}

/** Picks `option` in the Select labelled `label` (a button opening a listbox). */
export async function choose(scope: Page | Locator, label: string, option: string): Promise<void> {
  await scope.getByRole('button', { name: label }).click()
  const page = 'page' in scope ? scope.page() : scope
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click()
  await gone(page.getByRole('listbox'))
}

/** The dashboard's Interview in Progress cards (SPEC §2), one per unfinished interview. */
export const inProgressCards = (page: Page) =>
  page.getByRole('article').filter({ has: heading(page, 'Interview in Progress') })

/** The Interview in Progress card of `company - product`. */
export const inProgressCard = (page: Page, subject: string) =>
  inProgressCards(page).filter({ hasText: subject })

/**
 * Records one spoken answer with the fake microphone: Start Recording, a moment of sound, Stop
 * Recording, then waits until the answer is listed or the interview is over.
 */
export async function recordAnswer(page: Page): Promise<void> {
  const before = await previousResponses(page).count()
  await button(page, 'Start Recording').click()
  await visible(page.getByText('Recording in progress...'))
  // The meter moves once the fake microphone delivers its tone: the recording has sound.
  const meter = page.getByRole('meter', { name: 'Input level' })
  await expect
    .poll(async () => Number(await meter.getAttribute('aria-valuenow')), {
      timeout: SOUND_TIMEOUT_MS,
    })
    .toBeGreaterThan(0)
  await button(page, 'Stop Recording').click()
  await answered(page, before)
}

/** Submits a typed answer (admins only: 'Type response instead'). */
export async function typeAnswer(page: Page, text: string): Promise<void> {
  const before = await previousResponses(page).count()
  const typeInstead = button(page, 'Type response instead')
  if (await typeInstead.isVisible()) await typeInstead.click()
  await page.getByRole('textbox', { name: 'Your response' }).fill(text)
  await button(page, 'Submit Response').click()
  await answered(page, before)
}

/** The answers listed under Previous Responses while the interview goes on. */
export const previousResponses = (page: Page) =>
  page.getByRole('list', { name: 'Previous Responses' }).getByRole('listitem')

/** One more answer is listed and the next can be given, or the interview is completed. */
async function answered(page: Page, before: number): Promise<void> {
  const completed = heading(page, 'Interview Completed')
  const start = button(page, 'Start Recording')
  await expect
    .poll(
      async () =>
        (await completed.isVisible()) ||
        ((await previousResponses(page).count()) > before &&
          (await start.isEnabled({ timeout: 1000 }))),
      { timeout: ANSWER_TIMEOUT_MS },
    )
    .toBe(true)
}

/** The current question's heading: 'Question 2' or 'Follow-up Question 2.1'. */
export const questionHeading = (page: Page) =>
  page.getByRole('heading', { level: 3, name: /^(Question|Follow-up Question) \d+(\.\d+)*$/ })

/** Answers until Interview Completed, at most `limit` answers (follow-ups included). */
export async function answerUntilCompleted(
  page: Page,
  answer: (page: Page) => Promise<void>,
  limit: number,
): Promise<number> {
  const completed = heading(page, 'Interview Completed')
  for (let count = 1; count <= limit; count++) {
    await answer(page)
    if (await completed.isVisible()) return count
  }
  throw new Error(`The interview was not completed after ${limit} answers`)
}

/** The value beside `term` in a description list (the generated password). */
export async function detail(scope: Locator, term: string): Promise<string> {
  const value = scope.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('+ dd')
  return (await value.textContent())?.trim() ?? ''
}

/** Each item of the Interview Details list: its number ('2.1') and its question. */
export async function numberedItems(
  scope: Locator,
): Promise<{ label: string; question: string }[]> {
  const items = scope.getByRole('list', { name: 'Questions and answers' }).getByRole('listitem')
  await visible(items.first())
  return items.evaluateAll((elements) =>
    elements.map((element) => {
      const title = element.firstElementChild
      const label = title?.firstElementChild?.textContent ?? ''
      return { label, question: (title?.textContent ?? '').slice(label.length) }
    }),
  )
}

/** The numbers of the Previous Responses, as shown ('2', '1.1', '1': newest first). */
export function responseLabels(page: Page): Promise<string[]> {
  return previousResponses(page).evaluateAll((items) =>
    items.map((item) => item.querySelector('span')?.textContent ?? ''),
  )
}
