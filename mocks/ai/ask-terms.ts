// How the Ask stub reads words: the same steps for the answers it indexes and the questions it is
// asked, so 'pricing', 'prices' and 'priced' all find 'price'.

/** Words of a question that say nothing about what it asks ('what do people think about …'). */
const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'a about above after again all am an and any are as at be been before being below but by ' +
    'can could did do does doing done down during each either else ever every few for from ' +
    'get gets got had has have having he her here hers him his how i if in into is it its ' +
    'just me mention mentioned mentions more most much my no nor not of off on once one only ' +
    'or other our out over own people person say said says so some such tell than that the ' +
    'their them then there these they think thinks this those through to too under until up ' +
    'us very was we were what when where which while who whom why will with would you your ' +
    'interview interviews interviewee interviewees answer answers anyone someone somebody feel ' +
    'feels felt talk talks talked ' +
    // Words that occur in any answer without saying what it is about: a hit on 'uses',
    // 'instead' or 'point' alone is no evidence.
    'use uses used using instead point thing things way ways like really want wants kind lot ' +
    'lots anything something everything stuff programme program customers users usually often'
  ).split(' '),
)

/** Words as the text has them: letters and digits, apostrophes inside a word kept. */
export const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)*/gu

/** Splits text into its words (MiniSearch's tokenizer, for the index and the question alike). */
export const tokenize = (text: string): string[] => text.match(WORD) ?? []

/**
 * A light stem: lower case, no possessive, common English endings stripped. Not a linguist's
 * stemmer: only what makes the forms of one word meet ('deliveries' and 'delivery' → 'deliver').
 */
function stem(word: string): string {
  let term = word.toLowerCase().replace(/['’]s$/, '')
  if (term.length > 4 && term.endsWith('ies')) term = `${term.slice(0, -3)}y`
  else if (term.length > 5 && term.endsWith('ing')) term = term.slice(0, -3)
  else if (term.length > 4 && term.endsWith('ed')) term = term.slice(0, -2)
  else if (term.length > 3 && term.endsWith('s') && !term.endsWith('ss')) term = term.slice(0, -1)
  if (term.length > 4 && /[ye]$/.test(term)) term = term.slice(0, -1)
  return term
}

/** A word as the index keeps it; null for a stop word, a single letter or a bare number. */
export function processTerm(word: string): string | null {
  const lower = word.toLowerCase()
  if (lower.length < 2 || STOP_WORDS.has(lower.replace(/['’]s$/, '')) || /^\d+$/.test(lower))
    return null
  return stem(lower)
}
