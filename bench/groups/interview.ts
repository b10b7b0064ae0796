import { roundTripFigures, SECTIONS } from '../figures'
import type { BenchGroup } from '../group'
import { typedAnswerRoundTrips } from '../interview'
import { measureTypedAnswers, TYPED_ANSWER_SECTION, typedAnswerFigures } from '../typed-answer'

/** A typed answer in the interview: the round trip in the live build, the engine in node. */

/** Samples per figure: at least 20 answers (issue 9). */
const ROUND_TRIPS = 20
/** Rounds over the evaluation corpus's answers for the typed-answer figure. */
const TYPED_ANSWER_ROUNDS = 5

/** A typed answer submitted until the next question shows (a whole run only). */
export const roundTrips: BenchGroup = {
  phase: 'app',
  steps: [
    {
      section: SECTIONS.interview,
      what: 'typed-answer round trips',
      figures: async ({ browser, urls, progress }) =>
        roundTripFigures(await typedAnswerRoundTrips(browser, urls.live, ROUND_TRIPS, progress)),
    },
  ],
}

/** `--only typed-answer`: the local engine's sentiment and follow-up of a typed answer (no build). */
export const typedAnswer: BenchGroup = {
  phase: 'node',
  only: 'typed-answer',
  steps: [
    {
      section: TYPED_ANSWER_SECTION,
      what: 'a typed answer in node',
      figures: async () => typedAnswerFigures(await measureTypedAnswers(TYPED_ANSWER_ROUNDS)),
    },
  ],
}
