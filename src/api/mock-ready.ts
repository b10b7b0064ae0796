/**
 * The demo shows its first screen before its in-browser backend listens: the backend's code is
 * most of the demo's bytes, and the sign-in screen needs none of it. Until the backend listens,
 * API calls and the interview socket wait here, so none is lost or sent to the network. Only
 * src/main.tsx holds the gate (tests start the mock before they render, and find it open), and
 * every caller checks the build-time API mode first, so a live build carries none of this.
 */

/** The performance mark set once the backend listens (the bench reads it). */
const MOCK_READY_MARK = 'candor:mock-ready'

/**
 * The in-browser backend did not start: the call fails rather than reach the network.
 * @public the tests take it from a freshly loaded module, which knip cannot follow.
 */
export class MockUnavailableError extends Error {
  override readonly name = 'MockUnavailableError'
}

/** null: open (no gate held, or the backend is listening). */
let gate: Promise<void> | null = null

/**
 * Holds every API call and interview socket until `ready` resolves. If it rejects, they fail
 * (now and later) with a MockUnavailableError.
 */
export function holdUntilMockReady(ready: Promise<unknown>): void {
  const held: Promise<void> = ready.then(
    () => {
      performance.mark(MOCK_READY_MARK)
      if (gate === held) gate = null
    },
    (error: unknown) => {
      throw new MockUnavailableError('The demo backend did not start', { cause: error })
    },
  )
  // Whoever waits sees the failure; with no call waiting it is not an unhandled rejection.
  held.catch(() => undefined)
  gate = held
}

/** What a call must wait for before it may go out; null when it may go at once. */
export function mockReady(): Promise<void> | null {
  return gate
}

/** `fetch` once the backend listens: the API client's fetch in mock mode. */
export function fetchWhenMockReady(request: Request): Promise<Response> {
  const held = gate
  return held ? held.then(() => globalThis.fetch(request)) : globalThis.fetch(request)
}
