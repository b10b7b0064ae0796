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
