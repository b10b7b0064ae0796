/**
 * When a long virtualized table's view moves too fast to read: its rows then come with only the
 * cell that names each (the row header), and the other cells follow as soon as the view slows
 * down or rests.
 *
 * A table re-renders every row that scrolls into view, each with a React Aria cell (and its
 * press, focus and hover hooks) per column. Dragging the scroll bar or a fling brings a new
 * screenful every frame: drawing it whole cost ~4 MB of short-lived objects per frame, and the
 * garbage collections that followed made frames of 50-100 ms. Nobody reads the other columns of
 * rows that stay on screen for a frame; the names show where the view is, and the rest is there
 * a moment after it stops (react-window's `useIsScrolling` placeholders, only for fast moves: a
 * wheel, the arrow keys or a slow drag keep every cell). Each row keeps a cell, as a row needs
 * one, and keeps its accessible name.
 */

/** A move of more than this share of the view's height from one frame to the next is a skim. */
const SKIM_SHARE = 0.5
/** The cells come back once the view has rested this long after a skim. */
export const SKIM_SETTLE_MS = 100

export class Skim {
  private y = 0
  private skimming = false
  private settleTimer: ReturnType<typeof setTimeout> | undefined

  /** `settled` is called once a skim ends by the view resting: the table shows its cells again. */
  constructor(private readonly settled: () => void) {}

  /** The view's top is at `y` and it is `height` high: is it skimming? */
  at(y: number, height: number): boolean {
    if (y === this.y) return this.skimming
    this.skimming = Math.abs(y - this.y) > height * SKIM_SHARE
    this.y = y
    clearTimeout(this.settleTimer)
    this.settleTimer = this.skimming ? setTimeout(this.settle, SKIM_SETTLE_MS) : undefined
    return this.skimming
  }

  /** The table is gone: no settling any more. */
  dispose() {
    clearTimeout(this.settleTimer)
    this.settleTimer = undefined
  }

  private settle = () => {
    this.settleTimer = undefined
    this.skimming = false
    this.settled()
  }
}
