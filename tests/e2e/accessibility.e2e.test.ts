import { runJourneys } from './support/journeys'
import { accessibilitySweepJourney } from './sweep/accessibility-sweep'

// The demo build holds every screen, Mock controls included; faults would only add error states.
runJourneys('demo', [accessibilitySweepJourney], { underFaults: [] })
