import { expect } from 'vitest'
import {
  DEMO_ACCOUNTS,
  button,
  inProgressCard,
  openApp,
  previousResponses,
  questionHeading,
  recordAnswer,
  responseLabels,
  signIn,
  visible,
} from '../support/app'
import type { Journey } from '../support/journeys'

const COFFEE = 'BeanRunner - BeanRunner Express'

/** Ines's coffee interview in progress (fixtures/interviews.ts): three answers so far. */
const EARLIER_ANSWERS = [
  "My sister sent me a referral code. She kept telling me her coffee shows up before she's even out of the shower, and I wanted to see whether it was really that good.",
  "She's very picky about coffee, so if she was happy with the quality I figured it was worth a shot. The referral discount didn't hurt either.",
]

/** The interviewee resumes her interview in progress: the earlier answers come back. */
export const resumeJourney: Journey = {
  name: 'the interviewee resumes an interview in progress with its earlier answers',
  async run({ page, appUrl }) {
    await openApp(page, appUrl)
    await signIn(page, DEMO_ACCOUNTS.interviewee)
    const card = await visible(inProgressCard(page, COFFEE))
    await visible(card.getByText('Questions answered: 2 / 5'))
    await button(card, 'Resume Interview').click()

    await visible(page.getByText('Resumed your interview: 3 earlier answers restored.'))
    for (const answer of EARLIER_ANSWERS) await visible(previousResponses(page).getByText(answer))
    // Newest first while in progress; the follow-up numbered under its question.
    expect(await responseLabels(page)).toEqual(['2', '1.1', '1'])
    await expect.poll(() => questionHeading(page).textContent()).toBe('Question 3')

    await recordAnswer(page)
    expect(await previousResponses(page).count()).toBeGreaterThanOrEqual(4)
    await button(page, 'Back to Dashboard').click()
    await visible(inProgressCard(page, COFFEE).getByText('Questions answered: 3 / 5'))
  },
}
