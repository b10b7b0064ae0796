import type { Page } from 'playwright'
import { expect } from 'vitest'
import { goBack, reload } from '../support/addresses'
import { expectNoSeriousA11yViolations } from '../support/axe'
import {
  DEMO_ACCOUNTS,
  answerUntilCompleted,
  button,
  choose,
  detail,
  dialog,
  expectInterviewError,
  gone,
  heading,
  numberedItems,
  openApp,
  openProject,
  questionHeading,
  recordAnswer,
  signIn,
  signOut,
  visible,
} from '../support/app'
import type { Journey } from '../support/journeys'

const TYPE = {
  name: 'E2E Delivery App',
  description: 'A delivery app, set up by the end-to-end journey',
  category: 'App',
  questions: [
    'What do you order most often, and why that?',
    'What would you change first about ordering?',
  ],
}

const PROJECT = {
  name: 'E2E QuickCrate launch study',
  description: 'How early customers find the QuickCrate app',
  company: 'QuickCrate',
  product: 'QuickCrate Groceries',
  productDescription: 'Groceries delivered within the hour from local shops.',
}

const NEW_USER = { firstName: 'Greta', lastName: 'Voss', email: 'greta.voss@candor.test' }

async function createProjectType(page: Page): Promise<void> {
  const panel = dialog(page, 'Admin Panel')
  await panel.getByRole('tab', { name: 'Project Types' }).click()
  const form = panel.getByRole('region', { name: 'Create Project Type' })
  await form.getByRole('textbox', { name: 'Name' }).fill(TYPE.name)
  await form.getByRole('textbox', { name: 'Description' }).fill(TYPE.description)
  await choose(form, 'Category', TYPE.category)
  await button(form, 'Create Project Type').click()

  const card = await visible(panel.getByRole('article', { name: TYPE.name }))
  await button(card, 'Show Questions').click()
  await visible(card.getByText('No questions defined for this project type'))
  for (const text of TYPE.questions) {
    await button(card, 'Add Question').click()
    const questionDialog = await visible(dialog(page, 'Add Question'))
    await questionDialog.getByRole('textbox', { name: 'Question Text' }).fill(text)
    await button(questionDialog, 'Create Question').click()
    await visible(card.getByText(text, { exact: true }))
  }
  await expectNoSeriousA11yViolations(page, 'Admin Panel: Project Types')
}

/** Creates the user and returns the generated password the success dialog shows once. */
async function createUser(page: Page): Promise<string> {
  const panel = dialog(page, 'Admin Panel')
  await panel.getByRole('tab', { name: 'User Management' }).click()
  await button(panel, 'Create New User').click()
  const form = panel.getByRole('region', { name: 'Create User' })
  await form.getByRole('textbox', { name: 'First Name' }).fill(NEW_USER.firstName)
  await form.getByRole('textbox', { name: 'Last Name' }).fill(NEW_USER.lastName)
  await form.getByRole('textbox', { name: 'Email' }).fill(NEW_USER.email)
  await button(form, 'Create User').click()

  const created = await visible(dialog(page, 'User Created Successfully'))
  expect(await detail(created, 'Email')).toBe(NEW_USER.email)
  const password = await detail(created, 'Password')
  expect(password).toMatch(/^\w{6,}$/)
  await expectNoSeriousA11yViolations(page, 'User Created Successfully')
  await button(created, 'Close').click()
  const row = panel.getByRole('row', { name: `${NEW_USER.firstName} ${NEW_USER.lastName}` })
  await visible(row.getByText(NEW_USER.email, { exact: true }))
  return password
}

async function createProject(page: Page): Promise<void> {
  await button(page, 'Create Project').click()
  const modal = await visible(dialog(page, 'Create Project'))
  await modal.getByRole('textbox', { name: 'Project Name' }).fill(PROJECT.name)
  await modal.getByRole('textbox', { name: 'Description', exact: true }).fill(PROJECT.description)
  await modal.getByRole('textbox', { name: 'Company Name' }).fill(PROJECT.company)
  await modal.getByRole('textbox', { name: 'Product Name' }).fill(PROJECT.product)
  await modal.getByRole('textbox', { name: 'Product Description' }).fill(PROJECT.productDescription)
  await choose(modal, 'Project Type', `${TYPE.name} - ${TYPE.description}`)
  // The fewest follow-ups keeps the interview short; any that come are answered too.
  await choose(modal, 'Follow-up Intensity', '1 - Minimal')
  await button(modal, 'Create Project').click()
  await visible(button(page, PROJECT.name))
}

async function inviteNewUser(page: Page): Promise<void> {
  // Create Project opens the new project's details at its address.
  const details = await visible(dialog(page, PROJECT.name))
  await visible(details.getByText('1/5 (Minimal)'))
  await button(details, 'Invite Member').click()
  const invite = await visible(dialog(page, 'Invite Member'))
  await choose(invite, 'User', `${NEW_USER.firstName} ${NEW_USER.lastName} (${NEW_USER.email})`)
  await button(invite, 'Send Invite').click()
  await visible(details.getByText(`Invited ${NEW_USER.firstName} ${NEW_USER.lastName}`))
  await button(details, 'Close').click()
}

/**
 * The new user's voice interview, answered through the interview socket. Under faults the first
 * start fails ('Failed to start interview') and Start Interview is pressed again.
 */
async function takeVoiceInterview(page: Page, live: boolean, faulted: boolean): Promise<void> {
  const httpAnswers: string[] = []
  const sockets: string[] = []
  page.on('request', (request) => {
    if (/\/api\/interviews\/[^/]+\/answer$/.test(request.url())) httpAnswers.push(request.url())
  })
  page.on('websocket', (socket) => sockets.push(socket.url()))

  await visible(heading(page, 'My Projects'))
  const details = await openProject(page, PROJECT.name)
  await button(details, 'Start Interview').click()
  await visible(heading(page, `${PROJECT.company} - ${PROJECT.product}`))
  await visible(heading(page, 'Ready to Start Interview'))
  await expectNoSeriousA11yViolations(page, 'Pre-interview')
  await page.getByRole('checkbox', { name: 'I agree to take part' }).check()
  if (faulted) {
    await button(page, 'Start Interview').click()
    await expectInterviewError(page, 'Failed to start interview')
    await visible(heading(page, 'Ready to Start Interview'))
  }
  await button(page, 'Start Interview').click()

  await visible(questionHeading(page))
  await gone(page.getByRole('alertdialog', { name: 'Failed to start interview' }))
  // The interviewer phrases the question in its own words around the project's text.
  await visible(page.getByText(TYPE.questions[0] ?? ''))
  await expect.poll(() => questionHeading(page).textContent()).toBe('Question 1')
  await expectNoSeriousA11yViolations(page, 'Interview')
  const answers = await answerUntilCompleted(page, recordAnswer, 6)
  expect(answers).toBeGreaterThanOrEqual(TYPE.questions.length)

  await visible(page.getByText(`Thank you for sharing your thoughts on ${PROJECT.product}!`))
  const summary = page.getByRole('region', { name: 'Interview Summary' })
  for (const question of TYPE.questions) await visible(summary.getByText(question))
  // Sentiment badges are for admins only.
  expect(await summary.locator('[data-sentiment]').count()).toBe(0)
  await expectNoSeriousA11yViolations(page, 'Interview Completed')

  // Every answer went over the socket: none fell back to HTTP.
  expect(httpAnswers).toEqual([])
  // The in-page mock answers the demo's socket; the live build opens a real one to the API.
  if (live) expect(sockets.some((url) => url.includes('/ws/interviews/'))).toBe(true)

  await button(page, 'Start New Interview').click()
  await visible(heading(page, 'My Projects'))
}

async function reviewResults(page: Page): Promise<void> {
  const details = await openProject(page, PROJECT.name)
  await button(details, 'View Interview Results').click()
  const results = await visible(dialog(page, `Interview Results: ${PROJECT.name}`))
  const completedTab = results.getByRole('tab', { name: 'Completed' })
  // Tabs select their first tab once their collection is built: a moment after they show.
  await expect.poll(() => completedTab.getAttribute('aria-selected')).toBe('true')
  const card = results
    .getByRole('listitem')
    .filter({ has: heading(page, `${NEW_USER.firstName} ${NEW_USER.lastName}`) })
  await button(card, 'View Details').click()
  const interview = await visible(dialog(page, 'Interview Details'))
  const numbered = await numberedItems(interview)
  const primaries = numbered.filter((item) => !item.label.includes('.'))
  expect(primaries.map((item) => item.label)).toEqual(['1', '2'])
  TYPE.questions.forEach((question, index) => {
    expect(primaries[index]?.question).toContain(question)
  })
  // Follow-ups, if the answers drew any, are numbered under their question.
  for (const item of numbered) expect(item.label).toMatch(/^[12](\.\d+)*$/)
  // Admins see a sentiment per answer. (The lead's journey runs axe on this dialog.)
  expect(await interview.locator('[data-sentiment]').count()).toBe(numbered.length)
}

/**
 * The admin sets up a project type with questions, a project of that type and a user, and
 * invites the user; the user signs in with the generated password and answers by voice; the
 * admin then reads the interview in the results.
 */
export const adminToInterviewJourney: Journey = {
  name: 'admin sets up a project and a user; the user records a voice interview; admin reviews it',
  faults: { failOnce: ['startInterview'] },
  async run({ page, appUrl, mode, faulted }) {
    await openApp(page, appUrl)
    await signIn(page, DEMO_ACCOUNTS.admin)

    // The Admin Panel has an address: a reload keeps it open, Back closes it.
    await button(page, 'Admin Panel').click()
    await reload(page, dialog(page, 'Admin Panel'))
    await goBack(page, button(page, 'Admin Panel'))
    await gone(dialog(page, 'Admin Panel'))
    await button(page, 'Admin Panel').click()
    await visible(dialog(page, 'Admin Panel'))
    await expectNoSeriousA11yViolations(page, 'Admin Panel')
    await createProjectType(page)
    const password = await createUser(page)
    await button(dialog(page, 'Admin Panel'), 'Close').click()

    await createProject(page)
    await inviteNewUser(page)
    await signOut(page)

    await signIn(page, { ...NEW_USER, password })
    await takeVoiceInterview(page, mode === 'live', faulted)
    await signOut(page)

    await signIn(page, DEMO_ACCOUNTS.admin)
    await reviewResults(page)
  },
}
