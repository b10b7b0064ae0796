import { journeys } from './journeys'
import { studyWatchLiveJourney } from './journeys/study-watch-live'
import { runJourneys } from './support/journeys'

// The demo build (`vite build --mode demo`) served statically: the mock runs in the page (in
// each page: Watch live's two tabs share the live session through the tab sync).
runJourneys('demo', [...journeys, studyWatchLiveJourney])
