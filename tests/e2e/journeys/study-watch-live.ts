import { expect } from 'vitest'
import {
  COFFEE_PROJECT,
  DEMO_ACCOUNTS,
  button,
  dialog,
  heading,
  inProgressCard,
  openApp,
  signIn,
  stopAfterSound,
  visible,
} from '../support/app'
import type { Journey } from '../support/journeys'
import { openResults, storedSession, takeTurn } from './study-support'

const COFFEE = 'BeanRunner - BeanRunner Express'
const PROBE = 'What would make you order on a second weekday?'

/**
 * The lead watches Ines's coffee interview live (docs/product.md#watch-live) while she resumes
 * it in another tab, suggests a probe for the question on her screen, and sees it asked as her
 * next follow-up, marked 'Suggested by Leo Lindqvist' for the team; Ines sees a follow-up like
 * any other, and her answer to it reaches the lead's view. In the demo the two tabs run a mock
 * each and share the live session through the tab sync (mocks/README.md#watch-live-across-tabs);
 * there, Ines leaving her tab mid-interview ends the live view ('The participant left…').
 */
export const studyWatchLiveJourney: Journey = {
  name: 'a lead watches an interview live and suggests a probe, which the interviewee is asked next',
  timeoutMs: 120_000,
  async run({ page: lead, appUrl, mode }) {
    await openApp(lead, appUrl)
    await signIn(lead, DEMO_ACCOUNTS.lead)
    const leadSession = await storedSession(lead)
    const results = await openResults(lead, COFFEE_PROJECT)
    await results.getByRole('tab', { name: 'In Progress', exact: true }).click()
    const card = await visible(
      results.getByRole('listitem').filter({ has: heading(lead, 'Ines Moreau') }),
    )
    await button(card, 'Watch live').click()
    const live = await visible(dialog(lead, 'Watch live: Ines Moreau'))
    const turns = live.getByRole('list', { name: 'Questions and answers' }).getByRole('listitem')
    await visible(turns.first())
    const before = await turns.count()

    // Ines, in a tab of her own.
    await takeTurn(lead, null)
    const ines = await lead.context().newPage()
    await openApp(ines, appUrl)
    await signIn(ines, DEMO_ACCOUNTS.interviewee)
    await button(await visible(inProgressCard(ines, COFFEE)), 'Resume Interview').click()
    await visible(ines.getByText(/^Resumed your interview/))
    await visible(heading(ines, 'Question 3'))
    const inesSession = await storedSession(ines)

    // The question on her screen waits for its answer in the lead's view (a new turn: the
    // question she left unanswered is asked again under a new id).
    await expect.poll(() => turns.count()).toBeGreaterThan(before)
    await visible(turns.last().getByText('Waiting for the answer…'))
    await takeTurn(lead, leadSession)
    await live.getByRole('textbox', { name: 'Suggest a probe' }).fill(PROBE)
    await button(live, 'Suggest').click()
    await visible(live.getByText('Your probe will be asked as the next follow-up.'))

    await takeTurn(ines, inesSession)
    await stopAfterSound(ines)
    await visible(heading(ines, 'Follow-up Question 3.1'))
    await visible(ines.getByText(PROBE))
    // The mark is for the team: never on the participant's screen.
    expect(await ines.getByText(/Suggested by/).count()).toBe(0)

    await visible(live.getByText('Your probe was asked.'))
    const asked = turns.filter({ hasText: PROBE })
    await visible(asked.getByText('Suggested by Leo Lindqvist'))
    await visible(asked.getByText('Waiting for the answer…'))
    await stopAfterSound(ines)
    // Her answer to the probe reaches the lead's view.
    await expect.poll(() => asked.getByText('Waiting for the answer…').count()).toBe(0)
    if (mode === 'demo') {
      // Her tab was her interview's server: leaving it ends the live view, not the interview.
      await ines.goto('about:blank')
      await visible(
        live.getByText(
          'The participant left the interview. Open Watch live again once they resume it.',
        ),
      )
      expect(await live.getByRole('textbox', { name: 'Suggest a probe' }).count()).toBe(0)
    }
    await ines.close()
  },
}
