/** A cookie's value from document.cookie, or null (no document in node, or no such cookie). */
export function readCookie(name: string): string | null {
  let cookies: string
  try {
    if (typeof document === 'undefined') return null
    // Reading document.cookie throws in sandboxed frames and on opaque origins.
    cookies = document.cookie
  } catch {
    return null
  }
  if (typeof cookies !== 'string' || cookies === '') return null
  for (const pair of cookies.split(';')) {
    const separator = pair.indexOf('=')
    if (separator === -1 || pair.slice(0, separator).trim() !== name) continue
    const value = pair.slice(separator + 1).trim()
    try {
      return decodeURIComponent(value)
    } catch {
      // A stray '%' is not URI-encoded: the raw value is the best guess.
      return value
    }
  }
  return null
}
