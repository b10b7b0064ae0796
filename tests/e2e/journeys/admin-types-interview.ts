import { expect } from 'vitest'
import { goBack, reload } from '../support/addresses'
import { expectNoSeriousA11yViolations } from '../support/axe'
import {
  DEMO_ACCOUNTS,
  NETWORK_PROJECT,
  answerFailsThenRetry,
  answerUntilCompleted,
  button,
  choose,
  dialog,
  gone,
  heading,
  openApp,
  openProject,
  previousResponses,
  questionHeading,
  signIn,
  typeAnswer,
  visible,
} from '../support/app'
import type { Journey } from '../support/journeys'

/** Concrete and even-toned, so the interviewer has little reason to follow up. */
const TYPED_ANSWER =
  'The technician arrived at nine, installed three mesh points in the hall, the office and the bedroom, and labelled each cable.'

/**
 * An admin takes an interview by typing instead of recording, and sees the sentiments. Under
 * faults the first typed answer fails ('Failed to process text response') and Retry sends it
 * again without retyping.
 */
export const adminTypesInterviewJourney: Journey = {
  name: "the admin types an interview with 'Type response instead'",
  faults: { failOnce: ['answerInterview'] },
  async run({ page, appUrl, faulted }) {
    await openApp(page, appUrl)
    await signIn(page, DEMO_ACCOUNTS.admin)
    // The project's details have an address: a reload keeps them open, Back closes them.
    await openProject(page, NETWORK_PROJECT)
    await reload(page, dialog(page, NETWORK_PROJECT))
    await goBack(page, heading(page, 'Projects'))
    await gone(dialog(page, NETWORK_PROJECT))
    const details = await openProject(page, NETWORK_PROJECT)
    await choose(details, 'Interviewer Prompt', 'Use global setting')
    await button(details, 'Start Interview').click()
    await visible(heading(page, 'Ready to Start Interview'))
    await page.getByRole('checkbox', { name: 'I agree to take part' }).check()
    await button(page, 'Start Interview').click()
    await visible(questionHeading(page))

    await button(page, 'Type response instead').click()
    const submit = button(page, 'Submit Response')
    expect(await submit.isDisabled()).toBe(true)
    await page.getByRole('textbox', { name: 'Your response' }).fill('   ')
    expect(await submit.isDisabled()).toBe(true)

    if (faulted) {
      await answerFailsThenRetry(page, 'Failed to process text response', { type: TYPED_ANSWER })
    } else {
      await typeAnswer(page, TYPED_ANSWER)
    }
    // Admins see the sentiment of each earlier answer.
    await visible(previousResponses(page).first().locator('[data-sentiment]'))
    await expectNoSeriousA11yViolations(page, 'Interview (typing)')

    const more = await answerUntilCompleted(page, (p) => typeAnswer(p, TYPED_ANSWER), 16)
    const summary = page.getByRole('region', { name: 'Interview Summary' })
    const answers = summary.getByRole('listitem')
    expect(await answers.count()).toBe(more + 1)
    expect(await summary.locator('[data-sentiment]').count()).toBe(more + 1)
    await expectNoSeriousA11yViolations(page, 'Interview Completed (admin)')
  },
}
