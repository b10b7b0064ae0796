import type { Browser, Page } from 'playwright'
import {
  ADMIN,
  button,
  heading,
  NETWORK_PROJECT,
  openProject,
  openSignIn,
  QUESTION_HEADING,
  signInThroughForm,
} from './app-steps'
import { elapsed, newBenchPage, timeClick } from './browser'

/**
 * The typed-answer round trip: the demo admin types an answer (admins may: 'Type response
 * instead'), presses Submit Response, and the clock stops on the frame that shows the next
 * question. An answer that ends the interview has no next question: it is not counted, and a new
 * interview starts. The first answer is a warm-up (it loads the code the answers need).
 */

/** Concrete and even-toned (as the e2e journey's), so few follow-ups. */
const TYPED_ANSWER =
  'The technician arrived at nine, installed three mesh points in the hall, the office and the bedroom, and labelled each cable.'

/** From the dashboard: the project's Start Interview, then the consent and the pre-interview's. */
async function startInterview(page: Page): Promise<void> {
  const details = await openProject(page, NETWORK_PROJECT)
  await button(details, 'Start Interview').click()
  await heading(page, 'Ready to Start Interview').waitFor()
  await page.getByRole('checkbox', { name: 'I agree to take part' }).check()
  await button(page, 'Start Interview').click()
  await page.getByRole('heading', { level: 3, name: QUESTION_HEADING }).waitFor()
}

async function questionShown(page: Page): Promise<string> {
  return page.evaluate(() => window.__bench?.questionHeading() ?? '')
}

export interface RoundTrips {
  times: number[]
  interviews: number
}

export async function typedAnswerRoundTrips(
  browser: Browser,
  url: string,
  samples: number,
  progress: (line: string) => void,
): Promise<RoundTrips> {
  const { context, page } = await newBenchPage(browser)
  try {
    await openSignIn(page, url)
    await signInThroughForm(page, ADMIN)
    await startInterview(page)
    let interviews = 1
    let warmedUp = false
    const times: number[] = []
    const answer = page.getByRole('textbox', { name: 'Your response' })
    while (times.length < samples) {
      const typeInstead = button(page, 'Type response instead')
      if (await typeInstead.isVisible()) await typeInstead.click()
      // The form empties itself once the last answer is sent: typing before that would be lost.
      await page.waitForFunction(() => document.querySelector('textarea')?.value === '')
      await answer.fill(TYPED_ANSWER)
      const previous = await questionShown(page)
      const stopwatch = await timeClick(page, { kind: 'nextQuestion', previous }, () =>
        button(page, 'Submit Response').click(),
      )
      if (stopwatch.found === 'completed') {
        await button(page, 'Start New Interview').click()
        await heading(page, 'Projects').waitFor()
        await startInterview(page)
        interviews++
        continue
      }
      if (warmedUp) times.push(elapsed(stopwatch))
      warmedUp = true
      if (times.length % 5 === 0 && times.length > 0) {
        progress(`interview round trips ${times.length}/${samples}`)
      }
    }
    return { times, interviews }
  } finally {
    await context.close()
  }
}
