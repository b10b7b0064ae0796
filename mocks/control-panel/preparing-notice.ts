import * as styles from './preparing-notice.css'
import { PREPARING_MARKS, PREPARING_TEXT } from './preparing-words'

/**
 * Says that the demo is generating its large data set, with a progress bar, at the top of the
 * page while the app waits for its backend. Plain DOM, shown at once: the generation pauses
 * every few milliseconds (mocks/db/seed-pacing.ts), so the bar moves and the page stays usable.
 * The words are a polite status, announced once; the bar carries the figures.
 */
export function preparingNotice() {
  let root: HTMLElement | null = null
  let bar: HTMLProgressElement | null = null

  function show(): HTMLProgressElement {
    if (bar) return bar
    root = document.createElement('div')
    root.className = styles.notice
    root.dataset.mockPreparing = ''
    const words = document.createElement('div')
    words.id = 'candor-mock-preparing'
    words.setAttribute('role', 'status')
    words.textContent = PREPARING_TEXT
    bar = document.createElement('progress')
    bar.className = styles.bar
    bar.setAttribute('aria-labelledby', words.id)
    root.append(words, bar)
    document.body.append(root)
    performance.mark(PREPARING_MARKS.shown)
    return bar
  }

  return {
    /** Shows the notice (the first time) and moves its bar; removes it once all is done. */
    update(done: number, total: number): void {
      if (done >= total) {
        this.remove()
        return
      }
      const shown = show()
      shown.max = total
      shown.value = done
    },
    remove(): void {
      if (root) performance.mark(PREPARING_MARKS.done)
      root?.remove()
      root = null
      bar = null
    },
  }
}
