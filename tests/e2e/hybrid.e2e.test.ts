import { hybridModelsJourney } from './journeys/hybrid-models'
import { runJourneys } from './support/journeys'

// The hybrid build (`vite build --mode hybrid`) against the standalone mock without the
// admin-models group: one journey, as the demo and live runs already put every screen under
// faults.
runJourneys('hybrid', [hybridModelsJourney], { underFaults: [] })
