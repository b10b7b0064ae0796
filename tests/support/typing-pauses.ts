import { userEvent, type Locator } from 'vitest/browser'
import { SEARCH_DELAY_MS } from '@/api/paged-list'

/**
 * Types `text` into a debounced search box (src/api/paged-list.ts) letter by letter, noting when
 * each letter came, and returns how many searches the debounce may send for it: one after each
 * pause of at least the search delay between two letters, and one once typing stops. A busy
 * machine types slowly: a fixed limit (say, half the letters) failed when each letter took
 * longer than the delay. With no debounce, an idle machine sends one search per letter and
 * fails the limit.
 */
export async function typeIntoSearch(box: Locator, text: string): Promise<number> {
  const typedAt: number[] = []
  const element = box.element()
  const noteLetter = () => typedAt.push(performance.now())
  element.addEventListener('input', noteLetter)
  try {
    await userEvent.type(box, text)
  } finally {
    element.removeEventListener('input', noteLetter)
  }
  if (typedAt.length !== text.length) {
    throw new Error(`typed ${text.length} letters, but ${typedAt.length} reached the box`)
  }
  const pauses = typedAt
    .slice(1)
    .filter((at, index) => at - (typedAt[index] ?? at) >= SEARCH_DELAY_MS).length
  return pauses + 1
}
