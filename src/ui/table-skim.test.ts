import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Skim, SKIM_SETTLE_MS } from './table-skim'

describe('Skim', () => {
  const height = 500
  beforeEach(() => void vi.useFakeTimers())
  afterEach(() => void vi.useRealTimers())

  it('keeps the cells while the view moves by less than half its height a frame', () => {
    const settled = vi.fn()
    const skim = new Skim(settled)
    expect(skim.at(0, height)).toBe(false)
    for (let y = 100; y <= 2_000; y += 100) expect(skim.at(y, height)).toBe(false)
    expect(skim.at(2_250, height)).toBe(false)
    vi.runAllTimers()
    expect(settled).not.toHaveBeenCalled()
  })

  it('skims on a jump of more than half the view, up or down, until the view rests', () => {
    const settled = vi.fn()
    const skim = new Skim(settled)
    expect(skim.at(251, height)).toBe(true)
    // Asked again for the same place (one frame asks more than once): still skimming.
    expect(skim.at(251, height)).toBe(true)
    expect(skim.at(5_000, height)).toBe(true)
    vi.advanceTimersByTime(SKIM_SETTLE_MS - 1)
    expect(settled).not.toHaveBeenCalled()
    expect(skim.at(4_000, height)).toBe(true)
    vi.advanceTimersByTime(SKIM_SETTLE_MS - 1)
    expect(settled).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(settled).toHaveBeenCalledTimes(1)
    expect(skim.at(4_000, height)).toBe(false)
  })

  it('shows the cells at once when a fast move slows down, with no settling left to do', () => {
    const settled = vi.fn()
    const skim = new Skim(settled)
    expect(skim.at(3_000, height)).toBe(true)
    expect(skim.at(3_100, height)).toBe(false)
    vi.runAllTimers()
    expect(settled).not.toHaveBeenCalled()
  })

  it('does not settle a table that is gone', () => {
    const settled = vi.fn()
    const skim = new Skim(settled)
    skim.at(3_000, height)
    skim.dispose()
    vi.runAllTimers()
    expect(settled).not.toHaveBeenCalled()
  })
})
