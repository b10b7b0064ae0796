import { bothBuilds, faultedInLive } from './journeys'
import { runJourneys } from './support/journeys'

// The live build (`vite build --mode live`) against the standalone mock on another origin.
runJourneys('live', bothBuilds, { underFaults: faultedInLive })
