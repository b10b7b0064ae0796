import { expect } from 'vitest'
import { address, follow, goBack, reload } from '../support/addresses'
import { expectNoSeriousA11yViolations } from '../support/axe'
import {
  COFFEE_PROJECT,
  DEMO_ACCOUNTS,
  button,
  dialog,
  gone,
  heading,
  numberedItems,
  openApp,
  openProject,
  signIn,
  visible,
} from '../support/app'
import type { Journey } from '../support/journeys'

/** Carlos's completed coffee interview (fixtures/interviews/featured.ts), follow-ups included. */
const CARLOS_INTERVIEW = [
  { label: '1', question: 'How did you first hear about the service?' },
  {
    label: '2',
    question: 'What were you doing before you found it, and what made you try something new?',
  },
  {
    label: '2.1',
    question: 'You mentioned getting fifteen minutes back. What do you do with that time now?',
  },
  {
    label: '2.1.1',
    question: 'What would make you give up that calmer routine and go back to the cafe?',
  },
  { label: '3', question: 'Walk me through the last time you used it, from start to finish.' },
  {
    label: '4',
    question: "Tell me about a time the service didn't go the way you expected. What happened?",
  },
  { label: '4.1', question: 'How could BeanRunner have handled that better?' },
  { label: '5', question: 'How do you feel about what you pay compared with what you get?' },
]

/**
 * The lead opens his project's results and reads an interview numbered N.M, follow-ups
 * indented. The project's address survives a reload, Back closes the interview, and the
 * interview's address, followed from the dashboard, opens it again. Under faults the results
 * fail to load first ('Failed to load project interviews'): he closes them and opens them again.
 */
export const leadReviewsResultsJourney: Journey = {
  name: 'the lead reviews the results of his project, follow-ups numbered N.M',
  faults: { failOnce: ['listProjectInterviews'] },
  async run({ page, appUrl, faulted }) {
    await openApp(page, appUrl)
    await signIn(page, DEMO_ACCOUNTS.lead)
    await openProject(page, COFFEE_PROJECT)
    // Before the armed failure strikes: the demo re-reads its faults from the reloaded address.
    await reload(page, dialog(page, COFFEE_PROJECT))
    const details = dialog(page, COFFEE_PROJECT)
    const resultsName = `Interview Results: ${COFFEE_PROJECT}`
    if (faulted) {
      await button(details, 'View Interview Results').click()
      const failed = await visible(dialog(page, resultsName))
      await visible(
        failed.getByRole('alert').filter({ hasText: 'Failed to load project interviews' }),
      )
      await button(failed, 'Close').click()
      await gone(failed)
    }
    await button(details, 'View Interview Results').click()

    const results = await visible(dialog(page, resultsName))
    const carlos = results
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Carlos Mendes', exact: true }) })
    await visible(carlos)
    // Tabs select their first tab once their collection is built: a moment after they show.
    const completedTab = results.getByRole('tab', { name: 'Completed' })
    await expect.poll(() => completedTab.getAttribute('aria-selected')).toBe('true')
    await expectNoSeriousA11yViolations(page, 'Interview Results')

    await button(carlos, 'View Details').click()
    const interview = await visible(dialog(page, 'Interview Details'))
    expect(await numberedItems(interview)).toEqual(CARLOS_INTERVIEW)
    const carlosAddress = address(page)
    // Follow-ups sit indented under the question they follow up (measured in one go: the
    // dialog may still be animating in).
    const lefts = await interview
      .getByRole('list', { name: 'Questions and answers' })
      .getByRole('listitem')
      .evaluateAll((items) => items.map((item) => item.getBoundingClientRect().left))
    const [first = 0, second = 0, followUp = 0, nested = 0, third = 0] = lefts
    expect(second).toBe(first)
    expect(followUp).toBeGreaterThan(second)
    expect(nested).toBeGreaterThan(followUp)
    expect(third).toBe(first)
    // Sentiment badges are for admins only.
    expect(await interview.locator('[data-sentiment]').count()).toBe(0)
    await expectNoSeriousA11yViolations(page, 'Interview Details')
    await goBack(page, completedTab)
    await gone(interview)

    await results.getByRole('tab', { name: 'In Progress' }).click()
    const ines = results
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Ines Moreau', exact: true }) })
    await visible(button(ines, 'View Summary'))
    await visible(button(ines, 'Delete'))
    await visible(heading(page, 'Projects'))

    // A link to the interview, followed from the dashboard, opens its details over the results.
    await follow(page, '/')
    await gone(results)
    await follow(page, carlosAddress)
    expect(await numberedItems(await visible(dialog(page, 'Interview Details')))).toEqual(
      CARLOS_INTERVIEW,
    )
  },
}
