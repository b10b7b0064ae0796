// Tiny seeded hashing and PRNG so the AI stub is deterministic without faker or Node/DOM APIs.

const FNV_OFFSET = 0x811c9dc5
const FNV_PRIME = 0x01000193

export type HashPart = string | number | Uint8Array | null | undefined

/** 32-bit FNV-1a over raw bytes, continuing from `hash` so parts can be chained. */
function fnv1aBytes(bytes: Uint8Array, hash: number = FNV_OFFSET): number {
  let h = hash >>> 0
  for (let i = 0; i < bytes.length; i++) {
    h ^= bytes[i] ?? 0
    h = Math.imul(h, FNV_PRIME) >>> 0
  }
  return h
}

/** 32-bit FNV-1a over a string's UTF-16 code units (no TextEncoder needed). */
function fnv1aString(text: string, hash: number = FNV_OFFSET): number {
  let h = hash >>> 0
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    h ^= code & 0xff
    h = Math.imul(h, FNV_PRIME) >>> 0
    h ^= code >>> 8
    h = Math.imul(h, FNV_PRIME) >>> 0
  }
  return h
}

/** Hashes several parts into one 32-bit value; a separator keeps ('ab','c') apart from ('a','bc'). */
export function hashParts(...parts: readonly HashPart[]): number {
  let h = FNV_OFFSET
  for (const part of parts) {
    if (part instanceof Uint8Array) {
      h = fnv1aString(`b${part.length}:`, h)
      h = fnv1aBytes(part, h)
    } else if (typeof part === 'number') {
      h = fnv1aString(`n${part}`, h)
    } else if (typeof part === 'string') {
      h = fnv1aString(`s${part.length}:${part}`, h)
    } else {
      h = fnv1aString('_', h)
    }
    h = fnv1aString('|', h)
  }
  return h >>> 0
}

/** mulberry32: a small, well-mixed 32-bit generator returning floats in [0, 1). */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** Picks one item; throws on an empty list because a silent undefined would hide a fixture gap. */
export function pick<T>(items: readonly T[], rnd: () => number): T {
  if (items.length === 0) throw new RangeError('pick() needs at least one item')
  const index = Math.min(items.length - 1, Math.floor(rnd() * items.length))
  return items[index] as T
}
