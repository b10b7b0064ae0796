import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { page, type Locator } from 'vitest/browser'
import { cleanup } from 'vitest-browser-react'
import { fixtureIds } from '../../fixtures'
import { db } from '../../mocks/db'
import { navigationActions } from '@/app/navigation'
import { SharedReportApp } from '@/app/shared-report-app'
import { authActions } from '@/features/auth/auth-store'
import { interviewActions } from '@/features/interview/interview-store'
import { clearToken } from '@/lib/token'
import {
  coffee,
  onlyTheseInterviews,
  openInsights,
  openResults,
  q,
} from '../integration/insights-support'
import {
  getProject,
  renderInterview,
  startInterview,
  typeAnswer,
} from '../integration/interview-harness'
import { setUpMockWorker } from '../support/mock-worker'
import { renderWithColorScheme } from '../support/render'
import { storeTokenOf } from '../support/sign-in'
import { muteConsole } from '../support/console'
import { demoCredentials } from '../support/accounts'

/**
 * Text stays text: a 20,000-character answer without a space wraps on every screen that shows
 * it, at a desktop and a phone width, and a name holding U+202E (right-to-left override) is
 * isolated, so it cannot reorder the words around it.
 */

setUpMockWorker()

/** 20,000 characters, no space. */
const UNBROKEN = 'Unbroken'.repeat(2_500)
const NAME = 'report\u202Eslx.exe'
const WIDTHS = [1280, 390] as const

beforeEach(async () => {
  muteConsole()
  await onlyTheseInterviews([
    {
      interviewee: fixtureIds.users.coffeeCompleter,
      day: '2026-10-14',
      answers: [
        { question: q.heardAbout, text: UNBROKEN, sentiment: 'positive' },
        { question: q.letDown, text: `${NAME} is what she typed`, sentiment: 'annoyed' },
      ],
    },
  ])
  for (const id of [fixtureIds.users.coffeeCompleter, fixtureIds.users.lead]) {
    await db.users.update((query) => query.where({ id }), {
      data(record) {
        record.firstName = NAME
      },
    })
  }
  const code = await db.codes.create({
    id: crypto.randomUUID(),
    projectId: coffee.id,
    name: NAME,
    description: UNBROKEN.slice(0, 500),
    parentId: null,
    color: '#1f77b4',
    themeKey: null,
    createdBy: fixtureIds.users.lead,
    createdAt: '2026-11-10T09:00:00.000Z',
  })
  await db.highlights.create({
    id: crypto.randomUUID(),
    projectId: coffee.id,
    codeId: code.id,
    interviewId: '0000001f-0000-4000-8000-000000000001',
    questionId: '0000002f-0001-4000-8000-000000000001',
    start: 0,
    end: UNBROKEN.length,
    text: UNBROKEN,
    note: '',
    createdBy: fixtureIds.users.lead,
    createdAt: '2026-11-10T09:00:00.000Z',
  })
})

afterEach(async () => {
  navigationActions.reset()
  await interviewActions.whenSettled()
  clearToken()
  vi.restoreAllMocks()
  await page.viewport(1280, 800)
})

/** What overflows sideways: the page itself, or any box showing the unbroken answer. */
function sidewaysOverflow(): string[] {
  const root = document.documentElement
  const found: string[] = []
  if (root.scrollWidth > root.clientWidth) {
    found.push(`the page scrolls sideways: ${root.scrollWidth} > ${root.clientWidth}`)
  }
  const probe = UNBROKEN.slice(0, 200)
  for (const element of document.body.querySelectorAll('*')) {
    if (!element.textContent?.includes(probe)) continue
    if ([...element.children].some((child) => child.textContent?.includes(probe))) continue
    const { width } = element.getBoundingClientRect()
    if (width > window.innerWidth)
      found.push(`<${element.tagName.toLowerCase()}> is ${width}px wide`)
  }
  return found
}

/** The innermost elements showing the name that are not isolated for direction. */
function unisolatedNames(): string[] {
  const found: string[] = []
  for (const element of document.body.querySelectorAll('*')) {
    if (!element.textContent?.includes(NAME)) continue
    if ([...element.children].some((child) => child.textContent?.includes(NAME))) continue
    let node: Element | null = element
    let isolated = false
    // Isolation counts on a box that starts with the name: one that starts with other words
    // (a sentence such as 'Shared by …') lets the name reorder what follows it.
    while (node?.textContent?.trimStart().startsWith(NAME) && !isolated) {
      isolated = node.tagName === 'BDI' || getComputedStyle(node).unicodeBidi === 'isolate'
      node = node.parentElement
    }
    if (!isolated) found.push(`<${element.tagName.toLowerCase()}>${element.textContent}`)
  }
  return found
}

async function expectTextContained(where: string, shown: Locator) {
  await expect.element(shown).toBeVisible()
  // As strings, so that a failure says which boxes.
  expect(sidewaysOverflow().join('\n'), where).toBe('')
  expect(unisolatedNames().join('\n'), where).toBe('')
}

describe.each(WIDTHS)('at %i px wide', (width) => {
  beforeEach(async () => {
    await page.viewport(width, 800)
  })

  it('the results, the interview details and the insights wrap and isolate', async () => {
    const dialog = await openResults('admin')
    const card = dialog.getByRole('listitem').filter({ hasText: NAME })
    await expectTextContained('the results', card)
    await card.getByRole('button', { name: 'View Details' }).click()
    const details = page.getByRole('dialog', { name: 'Interview Details' })
    await expectTextContained('the interview details', details.getByText(UNBROKEN))
    await details.getByRole('button', { name: 'Close' }).click()
    await cleanup()
    const panel = await openInsights('admin')
    await expectTextContained('the insights', panel.getByText(UNBROKEN).first())
  })

  it('the shared report wraps and isolates', async () => {
    const panel = await openInsights('lead', 'share')
    await panel.getByRole('button', { name: 'Share report' }).click()
    const share = page.getByRole('dialog', { name: 'Share Report' })
    await share.getByRole('button', { name: 'Create link' }).click()
    const field = share.getByRole('textbox', { name: 'Link' })
    await expect.element(field).toBeVisible()
    const url = (field.element() as HTMLInputElement).value
    await cleanup()
    authActions.forget()
    await renderWithColorScheme(<SharedReportApp token={url.slice(url.lastIndexOf('/') + 1)} />)
    await expect.element(page.getByRole('heading', { level: 1, name: coffee.name })).toBeVisible()
    await expectTextContained('the shared report', page.getByRole('list', { name: 'Codes' }))
  })

  it('the interview screen wraps a typed answer', { timeout: 60_000 }, async () => {
    const admin = await storeTokenOf(demoCredentials.admin)
    await renderInterview(admin, {
      kind: 'project',
      project: await getProject(fixtureIds.projects.coffee),
    })
    await startInterview()
    await page.getByRole('button', { name: 'Type response instead' }).click()
    await typeAnswer(UNBROKEN)
    const previous = page.getByRole('list', { name: 'Previous Responses' })
    await expectTextContained('the interview screen', previous.getByText(UNBROKEN))
  })
})
