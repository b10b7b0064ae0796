import { expect } from 'vitest'
import { goBack, reload } from '../support/addresses'
import {
  DEMO_ACCOUNTS,
  answerFailsThenRetry,
  answerSaved,
  button,
  expireStoredToken,
  gone,
  heading,
  inProgressCard,
  openApp,
  previousResponses,
  questionHeading,
  recordAnswer,
  answerLabels,
  signIn,
  visible,
} from '../support/app'
import type { Journey } from '../support/journeys'

const COFFEE = 'BeanRunner - BeanRunner Express'

/** Ines's coffee interview in progress (fixtures/interviews/featured.ts): three answers so far. */
const EARLIER_ANSWERS = [
  "My sister sent me a referral code. She kept telling me her coffee shows up before she's even out of the shower, and I wanted to see whether it was really that good.",
  "She's very picky about coffee, so if she was happy with the quality I figured it was worth a shot. The referral discount didn't hurt either.",
]

/** The app's own text for a session the server ended (docs/product.md has none; see auth/validation.ts). */
const SESSION_EXPIRED = 'Your session has expired. Please sign in again.'

/**
 * The interviewee resumes her interview in progress: the earlier answers come back, and Back
 * from the dashboard returns to the interview's address, resumed again. Her token then expires:
 * she is signed out with a message, signs in again and resumes once more with every answer.
 * Under faults the first Resume fails ('Failed to resume interview' on the card) and the socket
 * drops her answer ('Connection to server was lost'): Retry sends the same recording again.
 */
export const resumeJourney: Journey = {
  name: 'the interviewee resumes an interview in progress with its earlier answers, also after her session expired',
  faults: { failOnce: ['getPersistentInterview'], dropSocketOnce: true },
  async run({ page, appUrl, faulted }) {
    await openApp(page, appUrl)
    await signIn(page, DEMO_ACCOUNTS.interviewee)
    const card = await visible(inProgressCard(page, COFFEE))
    // Before the armed failures strike: the demo re-reads its faults from the reloaded address.
    await reload(page, card.getByText('Questions answered: 2 / 5'))
    if (faulted) {
      await button(card, 'Resume Interview').click()
      await visible(card.getByRole('alert').filter({ hasText: 'Failed to resume interview' }))
    }
    await button(card, 'Resume Interview').click()

    // The notice counts what the card counts: answered questions, not their follow-ups.
    await visible(page.getByText('Resumed your interview: 2 earlier answers restored.'))
    for (const answer of EARLIER_ANSWERS) await visible(previousResponses(page).getByText(answer))
    // Newest first while in progress; the follow-up numbered under its question.
    expect(await answerLabels(page)).toEqual(['2', '1.1', '1'])
    await expect.poll(() => questionHeading(page).textContent()).toBe('Question 3')

    const saved = answerSaved(page)
    if (faulted) {
      await answerFailsThenRetry(page, 'Connection to server was lost', { record: true })
    } else {
      await recordAnswer(page)
    }
    expect(await previousResponses(page).count()).toBe(4)
    await saved
    await button(page, 'Back to Dashboard').click()
    await visible(inProgressCard(page, COFFEE))
    // Back returns to the interview's address: it resumes from the server, the answer kept.
    await goBack(page, page.getByText('Resumed your interview: 3 earlier answers restored.'))
    expect(await previousResponses(page).count()).toBe(4)
    await button(page, 'Back to Dashboard').click()
    const answered = await visible(inProgressCard(page, COFFEE))
    await visible(answered.getByText('Questions answered: 3 / 5'))

    await expireStoredToken(page)
    await button(answered, 'Resume Interview').click()
    await visible(heading(page, 'Sign In'))
    await visible(page.getByRole('alert').filter({ hasText: SESSION_EXPIRED }))
    await signIn(page, DEMO_ACCOUNTS.interviewee)
    await gone(page.getByText(SESSION_EXPIRED))
    const again = await visible(inProgressCard(page, COFFEE))
    await visible(again.getByText('Questions answered: 3 / 5'))
    await button(again, 'Resume Interview').click()
    await visible(page.getByText('Resumed your interview: 3 earlier answers restored.'))
    for (const answer of EARLIER_ANSWERS) await visible(previousResponses(page).getByText(answer))
    expect(await previousResponses(page).count()).toBe(4)
  },
}
