/**
 * Deterministic GUIDs for the REFI-QDA exports: the same record gives the same GUID in every
 * export, so a QDA tool that imports a second export sees the same codes and sources. The
 * shape is a UUID (8-4-4-4-12 hex digits, version 8, "custom"), as QDA-XML's GUIDType asks.
 */

/** 32 bits of a string: FNV-1a over its UTF-16 code units from a given basis, then mixed. */
function lane(text: string, basis: number): number {
  let hash = basis >>> 0
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index)
    hash = Math.imul(hash, 0x01000193)
  }
  // Avalanche: nearby inputs should differ in every hex digit, not just the last ones.
  hash ^= hash >>> 16
  hash = Math.imul(hash, 0x7feb352d)
  hash ^= hash >>> 15
  hash = Math.imul(hash, 0x846ca68b)
  hash ^= hash >>> 16
  return hash >>> 0
}

const BASES = [0x811c9dc5, 0x01234567, 0x89abcdef, 0xdeadbeef] as const

/** The GUID of a record of some kind ('code', 'source', …) by its id. */
export function guidOf(kind: string, id: string): string {
  const text = `${kind}:${id}`
  // Each lane also hashes the previous one, so the four are not independent 32-bit guesses.
  let previous = ''
  const hex = BASES.map((basis) => {
    const value = lane(`${previous}|${text}`, basis)
    previous = value.toString(16)
    return value.toString(16).padStart(8, '0')
  }).join('')
  const variant = ((parseInt(hex.charAt(16), 16) & 0x3) | 0x8).toString(16)
  return [
    hex.slice(0, 8),
    hex.slice(8, 12),
    `8${hex.slice(13, 16)}`,
    `${variant}${hex.slice(17, 20)}`,
    hex.slice(20, 32),
  ].join('-')
}
