import { vi } from 'vitest'

/**
 * Counts the non-empty chunks every MediaRecorder made from now on (the global is replaced by a
 * subclass that listens as the app's recorder does), so that a test records until it has audio
 * instead of for a fixed time. Undo it with vi.unstubAllGlobals().
 */
export function countRecordedChunks(): () => number {
  let chunks = 0
  class CountingRecorder extends MediaRecorder {
    constructor(...args: ConstructorParameters<typeof MediaRecorder>) {
      super(...args)
      this.addEventListener('dataavailable', (event) => {
        if (event.data.size > 0) chunks += 1
      })
    }
  }
  vi.stubGlobal('MediaRecorder', CountingRecorder)
  return () => chunks
}
