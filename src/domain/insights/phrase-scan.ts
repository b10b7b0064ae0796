/**
 * Answers read as runs of content words for the themes (./themes): each spelling's stem as a
 * number, where each word stands, and breaks where a stop word or punctuation parts the runs.
 */
import type { Occurrence } from './quotes'
import { fold, isContentWord, nextWordStart, stem, wordEnd } from './text'

/** Each spelling of a word read once: its stem's id, or -1 for a word that carries no theme. */
export class Vocabulary {
  private readonly bySpelling = new Map<string, number>()
  private readonly byStem = new Map<string, number>()
  readonly stems: string[] = []

  idOf(spelling: string): number {
    let id = this.bySpelling.get(spelling)
    if (id === undefined) {
      const folded = fold(spelling)
      id = isContentWord(folded) ? this.stemId(stem(folded)) : -1
      this.bySpelling.set(spelling, id)
    }
    return id
  }

  stemId(word: string): number {
    let id = this.byStem.get(word)
    if (id === undefined) {
      id = this.stems.length
      this.stems.push(word)
      this.byStem.set(word, id)
    }
    return id
  }
}

const SPACE = /^\s+$/

/** Whether two words stand next to each other: only spaces, or one hyphen, between them. */
function adjacent(text: string, from: number, to: number): boolean {
  if (to - from === 1) {
    const code = text.charCodeAt(from)
    return code === 32 || code === 45 || SPACE.test(text[from] ?? '')
  }
  return to > from && SPACE.test(text.slice(from, to))
}

/**
 * The content words of a text in order, where each is, and -1 in `ids` between runs of adjacent
 * ones (a stop word, punctuation). One scan's buffers are reused by the next: allocating them
 * per answer cost more than the scan.
 */
export interface Scan {
  length: number
  ids: number[]
  starts: number[]
  ends: number[]
}

export const BREAK = -1
const sharedScan: Scan = { length: 0, ids: [], starts: [], ends: [] }

export function scan(text: string, vocabulary: Vocabulary): Scan {
  const out = sharedScan
  let length = 0
  let previousEnd = -1
  for (let start = nextWordStart(text, 0); start < text.length;) {
    const end = wordEnd(text, start)
    const id = vocabulary.idOf(text.slice(start, end))
    if (id === -1) {
      if (length > 0 && out.ids[length - 1] !== BREAK) out.ids[length++] = BREAK
    } else {
      if (length > 0 && out.ids[length - 1] !== BREAK && !adjacent(text, previousEnd, start)) {
        out.ids[length++] = BREAK
      }
      out.ids[length] = id
      out.starts[length] = start
      out.ends[length] = end
      length++
    }
    previousEnd = end
    start = nextWordStart(text, end)
  }
  out.length = length
  return out
}

export function occurrencesIn(text: string, key: string, vocabulary: Vocabulary): Occurrence[] {
  const wanted = key.split(' ').map((word) => vocabulary.stemId(word))
  const found: Occurrence[] = []
  const { ids, starts, ends, length } = scan(text, vocabulary)
  for (let first = 0; first + wanted.length <= length; first++) {
    if (wanted.every((id, offset) => ids[first + offset] === id)) {
      found.push({ start: starts[first] ?? 0, end: ends[first + wanted.length - 1] ?? 0 })
    }
  }
  return found
}
