import { expect } from 'vitest'
import { goBack, reload } from '../support/addresses'
import { expectNoSeriousA11yViolations } from '../support/axe'
import {
  DEMO_ACCOUNTS,
  NETWORK_PROJECT,
  answerSaved,
  button,
  dialog,
  gone,
  heading,
  inProgressCard,
  inProgressCards,
  openApp,
  openProject,
  questionHeading,
  recordAnswer,
  signIn,
  visible,
} from '../support/app'
import type { Journey } from '../support/journeys'

const NETWORK = 'NetNest - NetNest Home Setup'
const COFFEE = 'BeanRunner - BeanRunner Express'

/**
 * The interviewee starts an interview, answers one question, leaves it and abandons it. Under
 * faults the first abandon fails ('Failed to abandon interview' on the card) and the interview
 * stays until abandoned again.
 */
export const abandonJourney: Journey = {
  name: 'the interviewee starts an interview, answers one, goes back and abandons it',
  faults: { failOnce: ['abandonPersistentInterview'] },
  async run({ page, appUrl, faulted }) {
    await openApp(page, appUrl)
    await signIn(page, DEMO_ACCOUNTS.interviewee)
    await visible(inProgressCard(page, COFFEE))
    expect(await inProgressCards(page).count()).toBe(1)

    // The project's details have an address: a reload keeps them open, Back closes them.
    await openProject(page, NETWORK_PROJECT)
    await reload(page, dialog(page, NETWORK_PROJECT))
    await goBack(page, heading(page, 'My Projects'))
    await gone(dialog(page, NETWORK_PROJECT))
    const details = await openProject(page, NETWORK_PROJECT)
    await button(details, 'Start Interview').click()
    await page.getByRole('checkbox', { name: 'I agree to take part' }).check()
    await button(page, 'Start Interview').click()
    await visible(questionHeading(page))
    const saved = answerSaved(page)
    await recordAnswer(page)
    await saved
    await button(page, 'Back to Dashboard').click()

    const card = await visible(inProgressCard(page, NETWORK))
    await visible(card.getByText(/^Questions answered: 1 \/ \d+$/))
    expect(await inProgressCards(page).count()).toBe(2)

    if (faulted) {
      await button(card, 'Abandon').click()
      const first = await visible(page.getByRole('alertdialog', { name: 'Abandon Interview?' }))
      await button(first, 'Abandon').click()
      await visible(card.getByText('Failed to abandon interview'))
      await gone(first)
      expect(await inProgressCards(page).count()).toBe(2)
    }
    await button(card, 'Abandon').click()
    const confirm = await visible(page.getByRole('alertdialog', { name: 'Abandon Interview?' }))
    await visible(
      confirm.getByText(
        'Are you sure you want to abandon this interview? This action cannot be undone.',
      ),
    )
    await expectNoSeriousA11yViolations(page, 'Abandon confirmation')
    await button(confirm, 'Abandon').click()
    await gone(inProgressCard(page, NETWORK))
    await gone(confirm)
    // The other interview in progress is untouched.
    await visible(inProgressCard(page, COFFEE))
    await visible(heading(page, 'My Projects'))
  },
}
