/** A fresh UUID v4. */
export function randomId(): string {
  // randomUUID exists only in secure contexts (https, localhost); a live build opened over
  // plain http on a LAN address still needs ids, and getRandomValues works everywhere.
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/** The UI shows interview ids by their last 8 characters (docs/product.md#constants). */
export function shortId(id: string): string {
  return id.slice(-8)
}

/**
 * Each id's label for an export where every label must be unique (a QDA tool merges or drops
 * cases and sources of the same name): its last 8 characters, or the shortest longer ending
 * that no other id of the set shares. The same set gives the same labels in any order.
 */
export function distinctShortIds(ids: Iterable<string>): Map<string, string> {
  const unique = [...new Set(ids)]
  const labels = new Map<string, string>()
  for (const id of unique) {
    let length = Math.min(8, id.length)
    const ending = () => id.slice(-length)
    while (length < id.length && unique.some((other) => other !== id && other.endsWith(ending()))) {
      length++
    }
    labels.set(id, ending())
  }
  return labels
}
