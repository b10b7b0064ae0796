import type { Journey } from '../support/journeys'
import { abandonJourney } from './abandon'
import { adminToInterviewJourney } from './admin-to-interview'
import { adminTypesInterviewJourney } from './admin-types-interview'
import { demoAccountsJourney } from './demo-accounts'
import { leadCodesInterviewsJourney } from './lead-codes-interviews'
import { leadExploresInsightsJourney } from './lead-explores-insights'
import { leadReviewsResultsJourney } from './lead-reviews-results'
import { leadSegmentsAndSharesJourney } from './lead-segments-and-shares'
import { resumeJourney } from './resume'
import { studyWatchLiveJourney } from './study-watch-live'
import { studyJoinJourney } from './study-join'
import { voiceFitJourney } from './voice-fit'

/** Every journey, in the order they run; each starts signed out on freshly seeded data. */
export const journeys: readonly Journey[] = [
  demoAccountsJourney,
  adminToInterviewJourney,
  leadReviewsResultsJourney,
  leadExploresInsightsJourney,
  leadCodesInterviewsJourney,
  leadSegmentsAndSharesJourney,
  adminTypesInterviewJourney,
  abandonJourney,
  resumeJourney,
  voiceFitJourney,
  studyJoinJourney,
]

/** The journeys of the demo and live files: every journey, and watching an interview live. */
export const bothBuilds: readonly Journey[] = [...journeys, studyWatchLiveJourney]

/**
 * Where each journey runs once more under faults: in one build, not both. The fault profile and
 * the one-shot failures are the same mock code in both builds, and so is the app's recovery; a
 * second faulted run in the other build repeated them (npm run e2e: 315 s -> 253 s). Live takes
 * the journeys whose faults hit the interview socket or the voice interview, where it is a real
 * WebSocket to another process, and enough others that the two files, which run side by side,
 * take about as long; the demo takes the rest, so each journey is faulted in exactly one.
 */
export const faultedInLive: readonly Journey[] = [
  adminToInterviewJourney,
  resumeJourney,
  leadCodesInterviewsJourney,
  leadExploresInsightsJourney,
  abandonJourney,
  studyJoinJourney,
]

export const faultedInDemo: readonly Journey[] = bothBuilds.filter(
  (journey) => !faultedInLive.includes(journey),
)
