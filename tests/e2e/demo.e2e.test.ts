import { journeys } from './journeys'
import { runJourneys } from './support/journeys'

// The demo build (`vite build --mode demo`) served statically: the mock runs in the page.
runJourneys('demo', journeys)
