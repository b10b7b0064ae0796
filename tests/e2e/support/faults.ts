import type { FaultSettings } from '../../../mocks/faults/fault-settings'

/**
 * The fault profile every journey runs under once more (issue 10, item 3): an uneven network
 * (each call waits 10–150 ms, drawn from a fixed seed) and slow transcription. None of it makes
 * a call fail, so every journey must still finish as it does without faults. The failures are
 * armed per journey (Journey.faults) and strike once each, at a step the journey knows: it
 * expects the spec's message there, recovers, and goes on. Nothing is left to chance.
 */
export const FAULT_PROFILE: Partial<FaultSettings> = {
  latency: { min: 10, max: 150 },
  slowTranscriptionMs: 400,
  seed: 10,
}
