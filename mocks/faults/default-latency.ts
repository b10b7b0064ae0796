/**
 * Runtime knobs of the mock. Tests and node runs default to no latency so they are fast and
 * repeatable; the browser demo sets a small latency so loading states can be seen.
 */
const state = { latencyMs: 0 }

export const mockSettings = {
  latencyMs: () => state.latencyMs,
  setLatency(ms: number) {
    state.latencyMs = Math.max(0, ms)
  },
}
