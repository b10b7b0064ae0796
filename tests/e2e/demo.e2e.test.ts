import { bothBuilds, faultedInDemo } from './journeys'
import { runJourneys } from './support/journeys'

// The demo build (`vite build --mode demo`) served statically: the mock runs in the page (in
// each page: Watch live's two tabs share the live session through the tab sync).
runJourneys('demo', bothBuilds, { underFaults: faultedInDemo })
