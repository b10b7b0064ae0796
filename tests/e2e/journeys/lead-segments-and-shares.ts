import type { Locator, Page } from 'playwright'
import { expect } from 'vitest'
import { address, follow, goBack, reload } from '../support/addresses'
import { expectNoSeriousA11yViolations } from '../support/axe'
import {
  COFFEE_PROJECT,
  DEMO_ACCOUNTS,
  button,
  choose,
  dialog,
  gone,
  heading,
  openAnalysis,
  openApp,
  openSection,
  signIn,
  signOut,
  visible,
} from '../support/app'
import type { E2eMode } from '../support/environment'
import type { Journey } from '../support/journeys'

const SEGMENT = 'Plan is Subscriber'
const GONE = 'This link is no longer available.'
const QUESTION = 'What do they say about the price?'

/** From the dashboard, the Analysis workspace of the lead's BeanRunner study, at Insights. */
async function openInsights(page: Page): Promise<Locator> {
  const main = await openAnalysis(page, COFFEE_PROJECT)
  await visible(heading(main, 'Overview'))
  return main
}

/** The Segment filter narrowed to one plan, every section then saying so. */
async function filterToOnePlan(panel: Locator): Promise<void> {
  const segment = panel.getByRole('region', { name: 'Segment' })
  await choose(segment, 'Attribute', 'Plan')
  await choose(segment, 'Value', 'Subscriber')
  await button(segment, 'Add filter').click()
  await visible(panel.getByText(new RegExp(`^Showing \\d+ of \\d+ interviews: ${SEGMENT}$`)))
  await expect
    .poll(() => panel.getByRole('region', { name: 'Overview' }).textContent())
    .toMatch(/\d+ completed interviews? · \d+ answers?/)
}

/**
 * Ask your interviews on the segment: the answer counts within the segment's interviews, quotes
 * answers word for word, says its scope, and is kept under Earlier questions.
 */
async function askAboutPrice(panel: Locator): Promise<void> {
  const shown = await panel.getByText(/^Showing \d+ of \d+ interviews: /).textContent()
  const inSegment = shown?.match(/^Showing (\d+)/)?.[1]
  const section = panel.getByRole('region', { name: 'Ask your interviews' })
  await section.getByRole('textbox', { name: 'Question' }).fill(QUESTION)
  await section.getByRole('button', { name: 'Ask', exact: true }).click()
  const answer = section.getByRole('group', { name: 'Answer' })
  const line = await visible(answer.getByText(/^\d+ of \d+ interviews mention this$/))
  const [mentions, scope] = ((await line.textContent()) ?? '').match(/\d+/g) ?? []
  expect(scope).toBe(inSegment)
  expect(Number(mentions)).toBeGreaterThan(0)
  expect(await answer.locator('blockquote').count()).toBeGreaterThan(0)
  await visible(answer.getByText(new RegExp(`^Scope: ${SEGMENT} · Answered by `)))
  await visible(section.getByRole('list', { name: 'Earlier questions' }).getByText(QUESTION))
}

/** Share report → Create link: the link shown in full, for the chosen segment. */
async function shareReport(page: Page, panel: Locator): Promise<string> {
  await button(panel, 'Share report').click()
  const sharing = await visible(dialog(page, 'Share Report'))
  await visible(sharing.getByText(`Segment: ${SEGMENT}`))
  await button(sharing, 'Create link').click()
  const field = await visible(sharing.getByRole('textbox', { name: 'Link' }))
  const link = await field.inputValue()
  expect(link).toMatch(/\/shared\/[\w-]{22,}$/)
  await visible(sharing.getByRole('list', { name: 'Links' }).getByText(SEGMENT, { exact: false }))
  await expectNoSeriousA11yViolations(page, 'Share Report')
  await button(sharing, 'Close').click()
  await gone(sharing)
  return link
}

/**
 * A reader with no account. Live: a fresh browser context, nothing of the lead's, as on a
 * stakeholder's computer. Demo: the mock keeps its data in this browser, so a link opens only
 * here (docs/product.md#shared-report): the lead signs out and the reader opens a new tab.
 */
async function openAsReader(page: Page, mode: E2eMode, link: string) {
  let reader: Page
  let close: () => Promise<void>
  if (mode === 'demo') {
    // Any dialog still open closes first.
    await expect
      .poll(async () => {
        const open = await page.getByRole('dialog').count()
        if (open > 0) await page.keyboard.press('Escape')
        return open
      })
      .toBe(0)
    await signOut(page)
    reader = await page.context().newPage()
    close = () => reader.close()
  } else {
    const browser = page.context().browser()
    if (!browser) throw new Error('the journey runs in a launched browser')
    const context = await browser.newContext()
    reader = await context.newPage()
    close = () => context.close()
  }
  await reader.goto(link)
  expect(await reader.evaluate(() => localStorage.getItem('token'))).toBeNull()
  return { reader, close }
}

/** The report as the reader sees it: the project, who shared it, the segment, no names. */
async function readReport(reader: Page): Promise<void> {
  await visible(heading(reader, COFFEE_PROJECT))
  await visible(reader.getByText(/^Shared by Leo \w+ on .+/))
  await visible(reader.getByText(`Segment: ${SEGMENT}`))
  await visible(heading(reader, 'Themes'))
  await visible(heading(reader, 'Codes'))
  expect(await reader.getByRole('button', { name: 'View interview' }).count()).toBe(0)
  expect(await reader.locator('body').textContent()).not.toMatch(/@/)
  await expectNoSeriousA11yViolations(reader, 'the shared report')
}

/** Share report → Revoke on the one link, which leaves the list. */
async function revokeLink(page: Page, panel: Locator): Promise<void> {
  await button(panel, 'Share report').click()
  const sharing = await visible(dialog(page, 'Share Report'))
  const links = await visible(sharing.getByRole('list', { name: 'Links' }))
  await links.getByRole('button', { name: /^Revoke/ }).click()
  await visible(sharing.getByText('No links yet.'))
  await button(sharing, 'Close').click()
  await gone(sharing)
}

/**
 * The lead narrows BeanRunner's Analysis workspace to the Subscriber plan, asks its interviews
 * about the price and shares that report; a reader without an account opens the link and sees
 * it, with who shared it and the segment, and no names; after the lead revokes it, the link says
 * it is no longer available. The Share report section's address survives a reload, Back returns
 * to Ask your interviews, and (in demo, signed in again) the address opens the section again.
 */
export const leadSegmentsAndSharesJourney: Journey = {
  name: 'the lead filters to one plan, asks, shares the report, and revokes the link',
  async run({ page, mode, appUrl }) {
    await openApp(page, appUrl)
    await signIn(page, DEMO_ACCOUNTS.lead)
    const panel = await openInsights(page)
    await filterToOnePlan(panel)
    await openSection(page, 'Ask your interviews')
    await askAboutPrice(panel)
    await openSection(page, 'Share report')
    const link = await shareReport(page, panel)
    const shareSection = address(page)
    await reload(page, button(panel, 'Share report'))
    await goBack(page, panel.getByRole('region', { name: 'Ask your interviews' }))

    const first = await openAsReader(page, mode, link)
    try {
      await readReport(first.reader)
    } finally {
      await first.close()
    }

    // In demo the lead signed out for the reader: back in, and to the section by its address.
    if (mode === 'demo') await signIn(page, DEMO_ACCOUNTS.lead)
    await follow(page, shareSection)
    await visible(button(panel, 'Share report'))
    await revokeLink(page, panel)
    const again = await openAsReader(page, mode, link)
    try {
      await visible(again.reader.getByText(GONE))
    } finally {
      await again.close()
    }
  },
}
