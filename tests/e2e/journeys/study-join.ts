import { expect } from 'vitest'
import {
  COFFEE_PROJECT,
  DEMO_ACCOUNTS,
  button,
  heading,
  openApp,
  questionHeading,
  signIn,
  visible,
} from '../support/app'
import type { Journey } from '../support/journeys'
import { NEWSLETTER, funnelFigure, joinUrl, openResults, speakUntil } from './study-support'

const PARTICIPANT = { firstName: 'Petra', lastName: 'Linke' }

/**
 * A signed-out participant opens BeanRunner's Newsletter link, consents and completes the
 * interview on the thank-you page; the lead then finds her among the completed interviews, and
 * the funnel's Newsletter row (her Source, the link's label) counts her as invited, started and
 * completed.
 */
export const studyJoinJourney: Journey = {
  name: 'a signed-out participant joins by link, consents and completes; the lead finds her in Results with her Source',
  timeoutMs: 150_000,
  async run({ page, appUrl }) {
    await page.goto(joinUrl(appUrl, NEWSLETTER.token))
    await visible(heading(page, 'BeanRunner - BeanRunner Express'))
    await visible(heading(page, 'Before you start'))
    await page.getByRole('textbox', { name: 'First name' }).fill(PARTICIPANT.firstName)
    await page.getByRole('textbox', { name: 'Last name' }).fill(PARTICIPANT.lastName)
    const start = button(page, 'Start Interview')
    expect(await start.isDisabled()).toBe(true)
    await page.getByRole('checkbox', { name: 'I agree to take part' }).check()
    await start.click()
    await visible(questionHeading(page))
    await visible(page.getByText(/^Question 1 of \d+$/))
    // The participant has no dashboard to go back to.
    expect(await button(page, 'Back to Dashboard').count()).toBe(0)
    // The thank-you page shows as the interview ends; its finish is saved in the background.
    const saved = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' &&
        /\/api\/persistent-interviews\/[^/]+\/finish$/.test(new URL(response.url()).pathname),
      { timeout: 120_000 },
    )
    await speakUntil(page, heading(page, 'Thank you'), 20)
    expect((await saved).status()).toBe(200)
    await visible(page.getByText('Your interview is complete. You can close this page.'))

    await openApp(page, appUrl)
    await signIn(page, DEMO_ACCOUNTS.lead)
    const results = await openResults(page, COFFEE_PROJECT)
    await visible(
      results.getByRole('heading', {
        name: `${PARTICIPANT.firstName} ${PARTICIPANT.lastName}`,
        exact: true,
      }),
    )
    // The demo's earlier Newsletter responses have no Source: she is the row's one person.
    expect(await funnelFigure(results, 'Newsletter', 'Invited')).toBe(1)
    expect(await funnelFigure(results, 'Newsletter', 'Started')).toBe(1)
    expect(await funnelFigure(results, 'Newsletter', 'Completed')).toBe(1)
  },
}
