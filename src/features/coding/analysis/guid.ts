/**
 * Deterministic GUIDs for the REFI-QDA exports: the same record gives the same GUID in every
 * export, so a QDA tool that imports a second export sees the same codes and sources. The
 * shape is a UUID (8-4-4-4-12 hex digits, version 8, "custom"), as QDA-XML's GUIDType asks.
 */

/** A 32-bit finaliser: nearby inputs differ in every hex digit, not just the last ones. */
function mix(value: number): number {
  let hash = value
  hash ^= hash >>> 16
  hash = Math.imul(hash, 0x7feb352d)
  hash ^= hash >>> 15
  hash = Math.imul(hash, 0x846ca68b)
  hash ^= hash >>> 16
  return hash >>> 0
}

const hex8 = (value: number) => value.toString(16).padStart(8, '0')

/** The GUID of a record of some kind ('code', 'source', …) by its id. */
export function guidOf(kind: string, id: string): string {
  const text = `${kind}:${id}`
  // Four FNV-1a-like lanes with their own bases and primes, in one pass over the text.
  let a = 0x811c9dc5
  let b = 0x01234567
  let c = 0x89abcdef
  let d = 0xdeadbeef
  for (let index = 0; index < text.length; index++) {
    const unit = text.charCodeAt(index)
    a = Math.imul(a ^ unit, 0x01000193)
    b = Math.imul(b ^ unit, 0x5bd1e995)
    c = Math.imul(c ^ unit, 0x27d4eb2f)
    d = Math.imul(d ^ unit, 0x165667b1)
  }
  // Each lane takes in the others, so the 128 bits are not four independent 32-bit hashes.
  a = mix(a ^ d)
  b = mix(b ^ a)
  c = mix(c ^ b)
  d = mix(d ^ c)
  const second = hex8(b)
  const third = hex8(c)
  const variant = (((c >>> 12) & 0x3) | 0x8).toString(16)
  return `${hex8(a)}-${second.slice(0, 4)}-8${second.slice(5, 8)}-${variant}${third.slice(5, 8)}-${third.slice(0, 4)}${hex8(d)}`
}
