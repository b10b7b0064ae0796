import { journeys } from './journeys'
import { studyWatchLiveJourney } from './journeys/study-watch-live'
import { runJourneys } from './support/journeys'

// The live build (`vite build --mode live`) against the standalone mock on another origin.
// Watch live's probe needs the participant's live session where the lead is: one server here,
// two tabs' separate mocks in the demo (tests/e2e/journeys/study-watch-live.ts).
runJourneys('live', [...journeys, studyWatchLiveJourney])
