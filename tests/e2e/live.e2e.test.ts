import { journeys } from './journeys'
import { studyWatchLiveJourney } from './journeys/study-watch-live'
import { runJourneys } from './support/journeys'

// The live build (`vite build --mode live`) against the standalone mock on another origin.
runJourneys('live', [...journeys, studyWatchLiveJourney])
