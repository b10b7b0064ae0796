import type { SetupWorker } from 'msw/browser'

/**
 * An answer the test holds back and then lets through, to check that a late answer changes
 * nothing: `hold` goes first in the request's handler; `release()` lets it go on to the mock;
 * `delivered` settles once the page has it and has had a frame to show it.
 */
export function heldAnswer(worker: SetupWorker, matches: (request: Request) => boolean) {
  let release: () => void = () => undefined
  const held = new Promise<void>((resolve) => (release = resolve))
  const delivered = new Promise<void>((resolve) => {
    worker.events.on('response:mocked', ({ request }) => {
      if (matches(request)) resolve()
    })
  }).then(nextFrames)
  return { hold: (request: Request) => (matches(request) ? held : undefined), release, delivered }
}

/** Two animation frames: React has committed what the answer set off. */
async function nextFrames() {
  for (let i = 0; i < 2; i += 1) await new Promise(requestAnimationFrame)
}
