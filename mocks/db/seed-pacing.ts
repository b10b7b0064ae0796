/**
 * How the large seed shares the thread it runs on. In node nothing is set and it runs straight
 * through; the in-browser mock sets a pacing (mocks/browser.ts), and the seed then stops about
 * every SLICE_MS to report its progress and let the page draw and take input: no task of the
 * generation is long, and the page can say how far it is.
 */
export interface SeedPacing {
  /** Resolves once the thread has had a turn (the page drew, input was handled). */
  yieldToMain(): Promise<void>
  /** `done` of `total` records generated; called at each pause and once at the end. */
  onProgress(done: number, total: number): void
}

/** Work between two pauses: well under the 50 ms of a long task, even on a slow phone. */
const SLICE_MS = 25

let current: SeedPacing | null = null
let sliceStart = 0

/** Sets the pacing of the seeds to come (null: straight through). */
export function paceSeeding(pacing: SeedPacing | null): void {
  current = pacing
  sliceStart = performance.now()
}

const sliceUsedUp = () => current !== null && performance.now() - sliceStart >= SLICE_MS

async function pause(): Promise<void> {
  await current?.yieldToMain()
  sliceStart = performance.now()
}

/** Lets the thread have a turn once the current slice is used up (never without a pacing). */
export async function pauseIfDue(): Promise<void> {
  if (sliceUsedUp()) await pause()
}

/**
 * A pacer for one seed of `total` records that reports its progress: `step(count)` after each
 * record (or batch) pauses, with a report, once the current slice is used up.
 */
export function seedPacer(total: number) {
  let done = 0
  return {
    async step(count = 1): Promise<void> {
      done += count
      if (!sliceUsedUp()) return
      current?.onProgress(Math.min(done, total), total)
      await pause()
    },
    finish(): void {
      current?.onProgress(total, total)
    },
  }
}

/** A turn of the event loop without the 4 ms clamp of nested timers: a message to oneself. */
export function yieldToMain(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => {
      channel.port1.close()
      resolve()
    }
    channel.port2.postMessage(null)
  })
}
