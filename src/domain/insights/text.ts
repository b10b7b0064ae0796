/**
 * Text helpers of the analysis: Unicode-aware words with their offsets in the original text,
 * case and accent folding that keeps a map back to the original, stop words and a light stem.
 * Offsets always index the text exactly as the server sent it, so quotes and highlights are
 * slices of it, never rewritten.
 */

/** A word of a text: `text.slice(start, end)` is it as written. */
export interface Token {
  start: number
  end: number
  /** Lowercase, accents removed: what matching compares. */
  folded: string
}

const WORD_START = /^[\p{L}\p{N}]$/u
const WORD_PART = /^[\p{L}\p{N}\p{M}]$/u
const NON_ASCII = /[^ -~\t\n\r]/
const MARKS = /\p{M}/gu

/** Lowercase without accents ('Café' → 'cafe'); the same fold for search and themes. */
export function fold(text: string): string {
  if (!NON_ASCII.test(text)) return text.toLowerCase()
  return text.normalize('NFD').replace(MARKS, '').toLowerCase()
}

/**
 * The length of the word character at `index` (1, or 2 for a letter outside the BMP), 0 when it
 * is none: letters and digits start words; accents written as separate marks continue them.
 * ASCII is decided without a regular expression: the analysis asks this for every character.
 */
function wordUnit(text: string, index: number, start: boolean): number {
  const code = text.charCodeAt(index)
  if (code < 0x80) {
    return (code >= 97 && code <= 122) || (code >= 65 && code <= 90) || (code >= 48 && code <= 57)
      ? 1
      : 0
  }
  if (Number.isNaN(code)) return 0
  const character = String.fromCodePoint(text.codePointAt(index) ?? code)
  return (start ? WORD_START : WORD_PART).test(character) ? character.length : 0
}

/** Where the next word starts at or after `from`; the text's length when none does. */
export function nextWordStart(text: string, from: number): number {
  let index = from
  while (index < text.length && wordUnit(text, index, true) === 0) index++
  return index
}

/**
 * The end of the word that starts at `start`: letters and digits, with an apostrophe inside
 * kept (don't, BeanRunner's, l’été).
 */
export function wordEnd(text: string, start: number): number {
  let index = start + wordUnit(text, start, true)
  for (;;) {
    for (let unit = wordUnit(text, index, false); unit > 0; unit = wordUnit(text, index, false)) {
      index += unit
    }
    const code = text.charCodeAt(index)
    const apostrophe = code === 39 || code === 0x2019
    if (!apostrophe || wordUnit(text, index + 1, true) === 0) return index
    index += 1
  }
}

export function tokenize(text: string): Token[] {
  const tokens: Token[] = []
  for (let start = nextWordStart(text, 0); start < text.length;) {
    const end = wordEnd(text, start)
    tokens.push({ start, end, folded: fold(text.slice(start, end)) })
    start = nextWordStart(text, end)
  }
  return tokens
}

/**
 * The folded text and, for each of its UTF-16 units, the range of the original it came from,
 * so a match in the folded text maps back to a slice of the original.
 */
export interface FoldedText {
  folded: string
  /** Original start of the character each folded unit came from. */
  starts: number[]
  /** Original end of that character. */
  ends: number[]
}

export function foldWithMap(text: string): FoldedText {
  if (!NON_ASCII.test(text)) {
    const starts = Array.from({ length: text.length }, (_, index) => index)
    return { folded: text.toLowerCase(), starts, ends: starts.map((index) => index + 1) }
  }
  let folded = ''
  const starts: number[] = []
  const ends: number[] = []
  let offset = 0
  for (const character of text) {
    const piece = fold(character)
    for (let unit = 0; unit < piece.length; unit++) {
      starts.push(offset)
      ends.push(offset + character.length)
    }
    folded += piece
    offset += character.length
  }
  return { folded, starts, ends }
}

/**
 * English function words plus the fillers of spoken answers ('really', 'just', 'thing'): words
 * that recur in every interview without saying what it was about.
 */
const STOP_WORDS: ReadonlySet<string> = new Set(
  `a about above actually after again against ago ah all almost along already also although
  always am among an and another any anybody anyone anything anyway anyways anywhere are aren't
  around as at away back basically be became because become been before being below besides
  best better between beyond bit both but by can can't cannot certainly come comes coming could
  couldn't day days did didn't do does doesn't doing don't done down during each either else
  enough especially etc even ever every everybody everyone everything exactly fairly far few
  first for from further get gets getting give given gives go goes going gone good got gotten
  great guess had hadn't has hasn't have haven't having he he'd he'll he's her here here's hers
  herself hey him himself his honestly how how's however hmm i i'd i'll i'm i've if in indeed
  instead into is isn't it it'd it'll it's its itself just kind kinda know last later least less
  let let's like likely little lot lots made mainly make makes making many may maybe me mean
  means might mine more most mostly much must mustn't my myself near nearly need needs neither
  never new next no nobody none nor not nothing now of off often oh ok okay on once one ones only
  onto or other others otherwise ought our ours ourselves out over overall own particularly
  perhaps pretty probably quite rather really right said same say saying says see seem seemed
  seems several shall she she'd she'll she's should shouldn't simply since so some somebody
  somehow someone something sometimes somewhat sort still stuff such sure take takes than that
  that's the their theirs them themselves then there there's these they they'd they'll they're
  they've thing things think this those though through thus to together too took toward towards truly try
  trying two um uh under unless until up upon us use used using usually very via want wanted wants
  was wasn't way ways we we'd we'll we're we've well went were weren't what what's whatever when
  where where's whether which while who who's whole whom whose why will with within without won't
  would wouldn't yeah yes yet you you'd you'll you're you've your yours yourself yourselves`
    .split(/\s+/)
    .filter((word) => word !== ''),
)

/** Straight and curly apostrophes compare alike. */
const CURLY = /’/g

/** A word that can carry a theme: not a stop word, not a bare number, not a single letter. */
export function isContentWord(folded: string): boolean {
  if (folded.length < 2 || /^\p{N}+$/u.test(folded)) return false
  return !STOP_WORDS.has(folded.includes('’') ? folded.replace(CURLY, "'") : folded)
}

/**
 * A light stem that groups a word's plural and possessive with it ('deliveries' and 'delivery',
 * 'app's' and 'app'): only the endings English plurals use, so grouping stays predictable.
 */
export function stem(folded: string): string {
  let word = folded.replace(CURLY, "'")
  if (word.endsWith("'s")) word = word.slice(0, -2)
  else if (word.endsWith("'")) word = word.slice(0, -1)
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`
  if (word.length > 4 && /(?:ss|sh|ch|x|z)es$/.test(word)) return word.slice(0, -2)
  if (word.length > 3 && word.endsWith('s') && !/(?:ss|us|is|'s)$/.test(word)) {
    return word.slice(0, -1)
  }
  return word
}
