import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { db } from '../../mocks/db'
import { clearStaleAnnouncements } from '../support/announcer'
import { expectNoSeriousA11yViolations } from '../support/axe'
import { setUpMockWorker } from '../support/mock-worker'
import { COLD, FIRST, MADE, answerItem, onlyTheseInterviews, openDetails } from './coding-support'
import { muteConsole } from '../support/console'

/**
 * Coding in an interview's details (issue 22, items 1 and 4): Code this answer by keyboard, Code
 * selection with the mouse, the marked passages and their chips, and the admin's sentiment
 * correction; the lead codes and sees no sentiment.
 */

setUpMockWorker()

beforeEach(async () => {
  clearStaleAnnouncements()
  muteConsole(['info', 'warn'])
  await onlyTheseInterviews(MADE)
})
afterEach(() => vi.restoreAllMocks())

const COLD_ANSWER = COLD[0]!
const TRIMMED = 'the cold coffee arrived twenty minutes late'

describe('Code this answer', () => {
  // The first test also waits for coding's chunk to compile on a busy machine.
  it('codes a trimmed passage with a new code by keyboard alone', { timeout: 40_000 }, async () => {
    const details = await openDetails('lead')
    const item = answerItem(details, COLD_ANSWER)
    const codeThis = item.getByRole('button', { name: 'Code this answer' })
    await expect.element(codeThis).toBeVisible()
    // The item's text gains the code names read out with the marks: keep the element itself.
    const answer = item.element()
    codeThis.element().focus()
    await userEvent.keyboard('{Enter}')

    const dialog = page.getByRole('dialog', { name: 'Add Code' })
    const passage = dialog.getByRole('textbox', { name: 'Passage' })
    await expect.element(passage).toHaveValue(COLD_ANSWER)
    passage.element().focus()
    await userEvent.keyboard('{Control>}a{/Control}')
    await userEvent.keyboard(TRIMMED)
    await userEvent.keyboard('{Tab}')
    const code = dialog.getByRole('combobox', { name: 'Code' })
    await expect.element(code).toHaveFocus()
    await userEvent.keyboard('Courier delay')
    await expect.element(page.getByRole('option', { name: 'Create "Courier delay"' })).toBeVisible()
    await userEvent.keyboard('{ArrowDown}{Enter}')
    await expect.element(code).toHaveValue('Courier delay')
    await expectNoSeriousA11yViolations()
    // Note, then Cancel and Add Code.
    await userEvent.keyboard('{Tab}The first of three late deliveries.{Tab}{Tab}')
    await expect.element(dialog.getByRole('button', { name: 'Add Code' })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect.element(dialog).not.toBeInTheDocument()

    await expect
      .poll(() => answer.querySelector('mark')?.textContent)
      .toBe(`${TRIMMED} (coded Courier delay)`)
    const chips = page.elementLocator(answer).getByRole('list', { name: /^Codes of answer / })
    await expect
      .element(chips.getByRole('button', { name: 'Remove code Courier delay' }))
      .toBeVisible()
    // Underlined in its code's colour as the server keeps it; the name is still said beside it.
    const made = db.codes.findFirst((query) => query.where({ name: 'Courier delay' }))
    const [red, green, blue] = (made?.color.match(/[0-9a-f]{2}/gi) ?? []).map((hex) =>
      parseInt(hex, 16),
    )
    expect(getComputedStyle(answer.querySelector('mark') as Element).borderBottomColor).toBe(
      `rgb(${red}, ${green}, ${blue})`,
    )
    // The Code box announced its choice by the option's id, gone with its list since.
    clearStaleAnnouncements()
    await expectNoSeriousA11yViolations()

    await chips.getByRole('button', { name: 'Remove code Courier delay' }).click()
    await expect.element(chips).not.toBeInTheDocument()
    expect(answer.querySelector('mark')).toBeNull()
  })

  it('refuses a passage that is not part of the answer, then takes an existing code', async () => {
    const details = await openDetails('admin')
    const item = answerItem(details, COLD_ANSWER)
    await item.getByRole('button', { name: 'Code this answer' }).click()
    const dialog = page.getByRole('dialog', { name: 'Add Code' })
    await dialog.getByRole('textbox', { name: 'Passage' }).fill('the warm coffee')
    await dialog.getByRole('combobox', { name: 'Code' }).fill('Late')
    await page.getByRole('option', { name: 'Create "Late"' }).click()
    await dialog.getByRole('button', { name: 'Add Code' }).click()
    await expect.element(dialog).toHaveTextContent('The passage must be part of the answer.')
    await dialog.getByRole('textbox', { name: 'Passage' }).fill('cold coffee')
    await dialog.getByRole('combobox', { name: 'Code' }).fill('Late arrival')
    await page.getByRole('option', { name: 'Create "Late arrival"' }).click()
    await dialog.getByRole('button', { name: 'Add Code' }).click()
    await expect.element(dialog).not.toBeInTheDocument()

    // A second answer, coded with the code the first made, chosen from the list.
    const other = answerItem(details, FIRST.answers[4]!.text)
    await other.getByRole('button', { name: 'Code this answer' }).click()
    const again = page.getByRole('dialog', { name: 'Add Code' })
    await again.getByRole('combobox', { name: 'Code' }).fill('arr')
    await page.getByRole('option', { name: 'Late arrival', exact: true }).click()
    await again.getByRole('button', { name: 'Add Code' }).click()
    await expect.element(again).not.toBeInTheDocument()
    await expect
      .element(other.getByRole('button', { name: 'Remove code Late arrival' }))
      .toBeVisible()
  })

  it('codes a word selected with the mouse through Code selection', async () => {
    const details = await openDetails('lead')
    const item = answerItem(details, COLD_ANSWER)
    await expect.element(item.getByRole('button', { name: 'Code this answer' })).toBeVisible()
    const answer = item.element()
    await item.getByText(COLD_ANSWER).dblClick({ position: { x: 4, y: 6 } })
    const selected = window.getSelection()?.toString().trim() ?? ''
    expect(COLD_ANSWER.startsWith(selected)).toBe(true)
    await page.elementLocator(answer).getByRole('button', { name: 'Code selection' }).click()
    const dialog = page.getByRole('dialog', { name: 'Add Code' })
    await expect.element(dialog.getByRole('textbox', { name: 'Passage' })).toHaveValue(selected)
    await dialog.getByRole('combobox', { name: 'Code' }).fill('Timing')
    await page.getByRole('option', { name: 'Create "Timing"' }).click()
    await dialog.getByRole('button', { name: 'Add Code' }).click()
    await expect.element(dialog).not.toBeInTheDocument()
    await expect
      .poll(() => answer.querySelector('mark')?.textContent?.trim())
      .toBe(`${selected} (coded Timing)`)
  })
})

describe('sentiment', () => {
  it('lets an admin correct a sentiment, keeping the original reading in sight', async () => {
    const details = await openDetails('admin')
    const item = answerItem(details, COLD_ANSWER)
    await expect.element(item.getByText('Annoyed', { exact: true })).toBeVisible()
    await item.getByRole('button', { name: 'Correct sentiment' }).click()
    const dialog = page.getByRole('dialog', { name: 'Correct Sentiment' })
    await dialog.getByRole('button', { name: /Sentiment$/ }).click()
    const options = page.getByRole('option')
    await expect.poll(() => options.elements().length).toBe(13)
    await page.getByRole('option', { name: 'Thoughtful' }).click()
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('Calm, matter of fact.')
    await expectNoSeriousA11yViolations()
    await dialog.getByRole('button', { name: 'Save' }).click()
    await expect.element(dialog).not.toBeInTheDocument()

    await expect.element(item.getByText('Thoughtful', { exact: true })).toBeVisible()
    await expect.element(item).toHaveTextContent('Corrected by Ada Admin')
    await expect.element(item).toHaveTextContent('was Annoyed')
    clearStaleAnnouncements()
    await expectNoSeriousA11yViolations()
  })

  it('shows the lead no sentiment and no correction, but lets them code', async () => {
    const details = await openDetails('lead')
    const item = answerItem(details, COLD_ANSWER)
    await expect.element(item.getByRole('button', { name: 'Code this answer' })).toBeVisible()
    expect(details.element().querySelector('[data-sentiment]')).toBeNull()
    await expect
      .element(details.getByRole('button', { name: 'Correct sentiment' }))
      .not.toBeInTheDocument()
    expect(details.element().textContent).not.toMatch(/Annoyed|Skeptical|Positive/)
    await expectNoSeriousA11yViolations()
  })
})
