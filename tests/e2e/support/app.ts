import type { Locator, Page } from 'playwright'
import { expect } from 'vitest'
import { signToken, type TokenPayload } from '../../../mocks/auth/crypto'
import { TOKEN_KEY } from '@/lib/token'
import { demoAccounts } from '../../support/accounts'
import { signInOnPage, visible, welcome } from '../../support/page-steps'

// The kit's steps, under the names the journeys use.
export { signInOnPage as signIn, visible, welcome }

/**
 * What a user does and sees, in the spec's words: the journeys read as steps, and the same steps
 * drive the demo build and the live one. Locators are found by role and visible text.
 */

/** The demo accounts, with the role each shows (the kit's list). */
export const DEMO_ACCOUNTS = demoAccounts

/** The sample projects (fixtures/projects.ts). */
export const COFFEE_PROJECT = 'BeanRunner morning delivery study'
export const NETWORK_PROJECT = 'NetNest installation feedback'

/** Transcription, sentiment and the next question: quick in the mock, bounded anyway. */
const ANSWER_TIMEOUT_MS = 15_000
/** The fake microphone starts delivering sound within moments. */
const SOUND_TIMEOUT_MS = 5_000

/** Waits until nothing matches the locator any more. */
export async function gone(locator: Locator): Promise<void> {
  await locator.waitFor({ state: 'detached' })
}

export const button = (scope: Page | Locator, name: string) =>
  scope.getByRole('button', { name, exact: true })

export const dialog = (page: Page, name: string) => page.getByRole('dialog', { name, exact: true })

export const heading = (scope: Page | Locator, name: string) =>
  scope.getByRole('heading', { name, exact: true })

export async function openApp(page: Page, url: string): Promise<void> {
  await page.goto(url)
  await visible(heading(page, 'Sign In'))
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

/**
 * From the dashboard, the project's results and then Open analysis: the project's Analysis
 * workspace (docs/product.md#insights), its page's main region.
 */
export async function openAnalysis(page: Page, name: string): Promise<Locator> {
  const details = await openProject(page, name)
  await button(details, 'View Interview Results').click()
  await openAnalysisFromResults(page, name)
  return page.getByRole('main')
}

/** Open analysis in the project's results dialog, already open. */
export async function openAnalysisFromResults(page: Page, name: string): Promise<Locator> {
  const results = await visible(dialog(page, `Interview Results: ${name}`))
  await button(results, 'Open analysis').click()
  await visible(heading(page, `Analysis: ${name}`))
  return page.getByRole('main')
}

/** The Analysis workspace's section `label` ('Codebook'), chosen. */
export async function openSection(page: Page, label: string): Promise<void> {
  const tab = page.getByRole('tab', { name: label, exact: true })
  await tab.click()
  await expect.poll(() => tab.getAttribute('aria-selected')).toBe('true')
}

/**
 * Picks `option` in the Select labelled `label` (a button opening a listbox). A Select opens
 * only once it has options (React Aria), so a click while its list is still loading does
 * nothing: as a person would, the click is repeated until the list shows.
 */
export async function choose(scope: Page | Locator, label: string, option: string): Promise<void> {
  const page = 'page' in scope ? scope.page() : scope
  const trigger = scope.getByRole('button', { name: label })
  const listbox = page.getByRole('listbox')
  await expect
    .poll(
      async () => {
        if (!(await listbox.isVisible())) await trigger.click()
        return listbox.isVisible()
      },
      { interval: 250 },
    )
    .toBe(true)
  await listbox.getByRole('option', { name: option, exact: true }).click()
  await gone(listbox)
}

/** The dashboard's Interview in Progress cards (docs/product.md#screens), one per unfinished interview. */
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
  await stopAfterSound(page)
  await answered(page, before)
}

/** Start Recording, a moment of sound from the fake microphone, Stop Recording. */
export async function stopAfterSound(page: Page): Promise<void> {
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
}

/** Submits a typed answer (admins only: 'Type response instead'). */
export async function typeAnswer(page: Page, text: string): Promise<void> {
  const before = await previousResponses(page).count()
  await submitTypedAnswer(page, text)
  await answered(page, before)
}

async function submitTypedAnswer(page: Page, text: string): Promise<void> {
  const typeInstead = button(page, 'Type response instead')
  if (await typeInstead.isVisible()) await typeInstead.click()
  await page.getByRole('textbox', { name: 'Your response' }).fill(text)
  await button(page, 'Submit Response').click()
}

/**
 * The interview's error (docs/product.md#errors) shows twice: in the toast at the bottom right (docs/product.md#screens) and
 * on the screen (beside the answer controls, with Retry when an answer is kept to send again).
 */
export async function expectInterviewError(page: Page, message: string): Promise<Locator> {
  await visible(page.getByRole('alertdialog', { name: message }))
  return visible(onScreenAlert(page, message))
}

/** The alert in the page's main content (not in a toast) that says `message`. */
const onScreenAlert = (page: Page, message: string) =>
  page.getByRole('main').getByRole('alert').filter({ hasText: message })

/**
 * An answer that fails with `message` (an injected fault): the error shows, Retry sends the
 * kept recording or text again (nothing is recorded or typed twice), and the answer is listed
 * once; the error and its toast go.
 */
export async function answerFailsThenRetry(
  page: Page,
  message: string,
  answer: { record: true } | { type: string },
): Promise<void> {
  const before = await previousResponses(page).count()
  if ('type' in answer) await submitTypedAnswer(page, answer.type)
  else await stopAfterSound(page)
  const error = await expectInterviewError(page, message)
  expect(await previousResponses(page).count()).toBe(before)
  await button(error, 'Retry').click()
  await answered(page, before)
  expect(await previousResponses(page).count()).toBe(before + 1)
  await gone(page.getByRole('alertdialog', { name: message }))
  await gone(onScreenAlert(page, message))
}

/**
 * Resolves once the interview has saved an answer on the server (POST
 * /persistent-interviews/{id}/answers). The app saves in the background after showing the
 * answer, and Back to Dashboard does not wait for the save: a journey that reads the
 * dashboard's count right after leaving waits for it first, or under latency it reads the
 * count from before the answer. Call it before answering.
 */
export function answerSaved(page: Page): Promise<unknown> {
  return page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' &&
      /\/api\/persistent-interviews\/[^/]+\/answers$/.test(new URL(response.url()).pathname),
    { timeout: ANSWER_TIMEOUT_MS },
  )
}

/**
 * Makes the stored token expire: the same session, re-signed with the mock's key and an `exp`
 * a minute ago, so the server refuses it as expired (not as forged) on the next call.
 */
export async function expireStoredToken(page: Page): Promise<void> {
  const token = await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)
  const body = token?.split('.')[1]
  if (!body) throw new Error('no token is stored')
  const payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as TokenPayload
  const expired = await signToken({ ...payload, exp: Math.floor(Date.now() / 1000) - 60 })
  await page.evaluate(({ key, value }) => localStorage.setItem(key, value), {
    key: TOKEN_KEY,
    value: expired,
  })
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

/** The value beside `term` in a description list (the generated password, the current model). */
export async function detail(scope: Locator, term: string): Promise<string> {
  // The term is text, not a pattern: "(used for transcription)" has parentheses.
  const literal = term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const value = scope.locator('dt', { hasText: new RegExp(`^${literal}$`) }).locator('+ dd')
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
export function answerLabels(page: Page): Promise<string[]> {
  return previousResponses(page).evaluateAll((items) =>
    items.map((item) => item.querySelector('span')?.textContent ?? ''),
  )
}
