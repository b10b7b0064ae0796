import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { page, userEvent, type Locator } from 'vitest/browser'
import type { AskedQuestion } from '@/contract/types'
import { clearStaleAnnouncements } from '../support/announcer'
import { expectNoSeriousA11yViolations } from '../support/axe'
import { setUpMockWorker } from '../support/mock-worker'
import { COLD, MADE, onlyTheseInterviews, openInsights, seedPlans } from './insights-support'
import { muteConsole } from '../support/console'

/** Ask your interviews (docs/product.md#ask), on the four interviews of insights-support. */

const mock = setUpMockWorker()

beforeEach(async () => {
  clearStaleAnnouncements()
  muteConsole(['info', 'warn'])
  await onlyTheseInterviews(MADE)
  await seedPlans()
})
afterEach(() => vi.restoreAllMocks())

const askSection = (panel: Locator) => panel.getByRole('region', { name: 'Ask your interviews' })

/** Asks, and returns the section and its answer once the answer is there. */
async function ask(panel: Locator, question: string): Promise<[Locator, Locator]> {
  const section = askSection(panel)
  await section.getByRole('textbox', { name: 'Question' }).fill(question)
  await section.getByRole('button', { name: 'Ask', exact: true }).click()
  const answer = section.getByRole('group', { name: 'Answer' })
  await expect.element(answer.getByText(/ interviews mention this$/)).toBeVisible()
  return [section, answer]
}

const quotes = (where: Locator) =>
  [...where.element().querySelectorAll('blockquote')].map((quote) => quote.textContent)

describe('the lead', () => {
  it('asks and gets the count, then the passages as quotations that open their interview', async () => {
    const panel = await openInsights('lead', 'ask')
    const [, answer] = await ask(panel, 'What do they say about cold coffee?')
    // By hand: COLD[0..2] are the first three interviews' answers; the fourth never says cold.
    await expect.element(answer.getByText('3 of 4 interviews mention this')).toBeVisible()
    await expect.element(answer.getByText(/^Summary: /)).toBeVisible()
    await expect.element(answer.getByText(/^Scope: All interviews · Answered by /)).toBeVisible()
    const shown = quotes(answer)
    expect(shown.length).toBeGreaterThanOrEqual(3)
    expect(shown.length).toBeLessThanOrEqual(8)
    for (const text of COLD) expect(shown).toContain(text)
    // MADE[0]'s answers are numbered 1, 2, 2.1, 3, 4 on its interview screens: COLD[0] is 3.
    const first = answer.getByRole('listitem').filter({ hasText: COLD[0] ?? '' })
    await expect.element(first).toHaveTextContent('Question 3')
    await expectNoSeriousA11yViolations()

    await answer.getByRole('button', { name: 'View interview' }).first().click()
    await expect.element(page.getByRole('dialog', { name: 'Interview Details' })).toBeVisible()
  })

  it('says when nothing in these interviews is evidence, with no quotation and no summary', async () => {
    const panel = await openInsights('lead', 'ask')
    const [, answer] = await ask(panel, 'What about quantum entanglement?')
    await expect.element(answer.getByText('No evidence found in these interviews.')).toBeVisible()
    await expect.element(answer.getByText('0 of 4 interviews mention this')).toBeVisible()
    expect(quotes(answer)).toEqual([])
    expect(answer.getByText(/^Summary: /).elements()).toEqual([])
  })

  it('finds no evidence for what no interview talks about, whatever words it shares', async () => {
    const panel = await openInsights('lead', 'ask')
    // 'card' starts 'cardboard' (MADE[1]): a shared prefix is no loyalty card.
    const [, answer] = await ask(panel, 'Do they mention a loyalty stamp card?')
    await expect.element(answer.getByText('No evidence found in these interviews.')).toBeVisible()
    await expect.element(answer.getByText('0 of 4 interviews mention this')).toBeVisible()
    expect(quotes(answer)).toEqual([])
    await expectNoSeriousA11yViolations()
  })

  it('asks only the current segment, and says so', async () => {
    const panel = await openInsights('lead', 'ask')
    await panel.getByRole('button', { name: /Attribute$/ }).click()
    await page.getByRole('option', { name: 'Plan', exact: true }).click()
    await panel.getByRole('button', { name: /Value$/ }).click()
    await page.getByRole('option', { name: 'Pay as you go', exact: true }).click()
    await panel.getByRole('button', { name: 'Add filter' }).click()
    await expect.element(askSection(panel).getByText('Scope: Plan is Pay as you go')).toBeVisible()
    const [, answer] = await ask(panel, 'cold')
    // By hand: of MADE[2] and MADE[3] (Pay as you go), only MADE[2] says cold.
    await expect.element(answer.getByText('1 of 2 interviews mention this')).toBeVisible()
    await expect.element(answer.getByText(/^Scope: Plan is Pay as you go · /)).toBeVisible()
    expect(quotes(answer)).toEqual([COLD[2]])
  })

  it('lists earlier questions newest first, with who asked, and shows their passages again', async () => {
    const panel = await openInsights('lead', 'ask')
    const [section] = await ask(panel, 'cold')
    await ask(panel, 'delivery time')
    const earlier = section.getByRole('list', { name: 'Earlier questions' })
    await expect.poll(() => earlier.getByRole('listitem').elements().length).toBe(2)
    const items = earlier.getByRole('listitem').elements()
    expect(items[0]?.textContent).toMatch(/^delivery time/)
    expect(items[1]?.textContent).toMatch(/^cold/)
    expect(items[1]?.textContent).toMatch(/Asked by Leo \w+ on .* · Scope: All interviews · /)
    await earlier.getByRole('button', { name: 'Show passages for cold' }).click()
    await expect
      .element(earlier.getByRole('list', { name: 'Passages on cold' }).getByText(COLD[0] ?? ''))
      .toBeVisible()
    await expectNoSeriousA11yViolations()
  })

  it('asks by keyboard alone', async () => {
    const panel = await openInsights('lead', 'ask')
    const section = askSection(panel)
    ;(section.getByRole('textbox', { name: 'Question' }).element() as HTMLElement).focus()
    await userEvent.keyboard('cold')
    await userEvent.tab()
    await expect.element(section.getByRole('button', { name: 'Ask', exact: true })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    const answer = section.getByRole('group', { name: 'Answer' })
    await expect.element(answer.getByText('3 of 4 interviews mention this')).toBeVisible()
  })

  it('hides a citation whose text is not in the answer, and says so', async () => {
    const interviewId = '0000001f-0000-4000-8000-000000000001'
    const questionId = '0000002f-0001-4000-8000-000000000004'
    const genuine = COLD[0] ?? ''
    const forged: AskedQuestion = {
      id: crypto.randomUUID(),
      question: 'cold',
      segment: [],
      interviewCount: 4,
      mentionCount: 2,
      citations: [
        { interviewId, questionId, start: 0, end: genuine.length, text: genuine },
        { interviewId, questionId, start: 0, end: genuine.length, text: 'The coffee was perfect.' },
      ],
      summary: 'Worded in the cited interview as: “cold”.',
      engine: 'Forged engine',
      askedBy: { firstName: 'Leo', lastName: 'Forger' },
      askedAt: new Date().toISOString(),
    }
    mock.worker.use(
      http.post('*/api/projects/:id/asked-questions', () =>
        HttpResponse.json(forged, { status: 201 }),
      ),
    )
    const panel = await openInsights('lead', 'ask')
    const [, answer] = await ask(panel, 'cold')
    await expect
      .element(answer.getByText('1 citation could not be checked and is hidden'))
      .toBeVisible()
    expect(quotes(answer)).toEqual([genuine])
    expect(answer.element().textContent).not.toContain('The coffee was perfect.')
  })
})
