/**
 * Failed sign-ins per email (docs/product.md#auth): past MAX_FAILURES within WINDOW_MS the
 * email is refused (429) until its oldest counted failure leaves the window. Kept in memory, per
 * process, and emptied with the data (clearDatabase): a fresh data set starts with no strikes.
 * Time is Date.now(), so tests move it with fake timers instead of waiting.
 */

const MAX_FAILURES = 10
const WINDOW_MS = 15 * 60 * 1000

const failures = new Map<string, number[]>()

function recent(email: string, now: number): number[] {
  const kept = (failures.get(email) ?? []).filter((at) => now - at < WINDOW_MS)
  if (kept.length > 0) failures.set(email, kept)
  else failures.delete(email)
  return kept
}

/** Seconds until this email may try again, or null when it may try now. */
export function loginRetryAfter(email: string, now = Date.now()): number | null {
  const kept = recent(email, now)
  if (kept.length < MAX_FAILURES) return null
  // The window frees when enough of the oldest failures have aged out to leave one try.
  const freeing = kept[kept.length - MAX_FAILURES] ?? now
  return Math.max(1, Math.ceil((freeing + WINDOW_MS - now) / 1000))
}

export function recordLoginFailure(email: string, now = Date.now()): void {
  failures.set(email, [...recent(email, now), now])
}

export function clearLoginFailures(email?: string): void {
  if (email === undefined) failures.clear()
  else failures.delete(email)
}
