/**
 * Writes data shortly after it changes: a burst of changes becomes one write of the latest state,
 * and writes go one at a time (a change made during a write is picked up by the same loop). The
 * standalone server's data file and the browser demo's stored data both write this way.
 */
export class WriteBehind {
  #dirty = false
  #timer: ReturnType<typeof setTimeout> | undefined
  #running: Promise<void> | undefined

  constructor(
    private readonly write: () => Promise<void>,
    private readonly debounceMs: number,
  ) {}

  /** A change is waiting or being written. */
  get pending(): boolean {
    return this.#dirty || this.#running !== undefined
  }

  /** Notes a change; it is written once things are quiet for debounceMs. */
  schedule(): void {
    this.#dirty = true
    if (this.#timer || this.#running) return
    this.#timer = setTimeout(() => {
      this.#timer = undefined
      void this.#drain()
    }, this.debounceMs)
  }

  /** Writes any pending change now; resolves once the latest state is written. */
  async flush(): Promise<void> {
    while (this.#dirty || this.#running) {
      if (this.#timer) {
        clearTimeout(this.#timer)
        this.#timer = undefined
      }
      await this.#drain()
    }
  }

  /** Writes the latest state now, changed or not. */
  async writeNow(): Promise<void> {
    this.#dirty = true
    await this.flush()
  }

  /** Forgets a pending change; resolves once a write already under way has ended. */
  async cancel(): Promise<void> {
    this.#dirty = false
    if (this.#timer) clearTimeout(this.#timer)
    this.#timer = undefined
    await this.#running
  }

  /** The one write loop. */
  #drain(): Promise<void> {
    this.#running ??= this.#loop().finally(() => {
      this.#running = undefined
      // A change noted between the loop's last check and here still gets written.
      if (this.#dirty) this.schedule()
    })
    return this.#running
  }

  async #loop(): Promise<void> {
    while (this.#dirty) {
      this.#dirty = false
      await this.write()
    }
  }
}
