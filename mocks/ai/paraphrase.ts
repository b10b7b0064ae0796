import type Nlp from 'compromise/two'

// Reads the grammar of an answer with compromise's part-of-speech tagger, so a follow-up can say
// back what was said in the interviewer's words ("What made support useless?") instead of
// wrapping a quote in a template, and can tell what an answer is about.

/** A tagged piece of text, as compromise returns it. */
type View = ReturnType<typeof Nlp>

// compromise builds its lexicon as it loads (a second or more on a busy machine), so it is loaded
// on the first follow-up, not with the mock: the demo starts without it, and neither do the tests
// that never reach a follow-up.
let tagger: typeof Nlp | null = null

/** Loads the tagger once; the local engine awaits it before its first follow-up. */
export async function loadGrammar(): Promise<void> {
  tagger ??= (await import('compromise/two')).default
}

function nlp(text: string): View {
  if (!tagger) throw new Error('The grammar is not loaded: await loadGrammar() first.')
  return tagger(text)
}

/** A word of a text with the tagger's part-of-speech and entity tags ('Date', 'Actor', …). */
export interface TaggedTerm {
  readonly normal: string
  readonly tags: ReadonlySet<string>
  /** The punctuation and space after it: where a clause ends. */
  readonly post: string
}

/** The words of a text, tagged; one list per sentence. */
export function taggedTerms(text: string): TaggedTerm[][] {
  const sentences = nlp(text).json({ normal: true }) as {
    terms: { normal: string; tags: string[]; post: string }[]
  }[]
  return sentences.map((sentence) =>
    sentence.terms.map((term) => ({
      normal: term.normal,
      tags: new Set(term.tags),
      post: term.post,
    })),
  )
}

/** Something the answer said of a thing, as the interviewer would say it back. */
export interface Quality {
  /** The thing, in the second person: "the app", "your cat", "you"; "it" when none was named. */
  thing: string
  /** What was said of it: "frustrating", "too expensive", "a disaster". */
  quality: string
  past: boolean
}

/** What a clause of the answer says, ready to be said back. */
export interface Said {
  /** The clause in the second person, without fillers: "the driver was late", "you waited ages". */
  clause: string
  /** The clause's verb is in the past tense: "When the map froze, …" reads well. */
  past: boolean
  /** A thing and what was said of it, when the clause says one plainly. */
  quality: Quality | null
}

// First person becomes second, with the verb that has to agree ("I was" → "you were").
const PERSON: readonly (readonly [RegExp, string])[] = [
  [/\bI am\b|\bI'm\b/g, 'you are'],
  [/\bI was\b/g, 'you were'],
  [/\bI\b/g, 'you'],
  [/\b(?:me|us)\b/gi, 'you'],
  [/\b(?:my|our)\b/gi, 'your'],
  [/\b(?:mine|ours)\b/gi, 'yours'],
  [/\bmyself\b/gi, 'yourself'],
  [/\bwe\b/gi, 'you'],
]

/** "My cat knocked me" → "your cat knocked you". */
export function secondPerson(text: string): string {
  return PERSON.reduce((out, [pattern, swap]) => out.replace(pattern, swap), text)
}

// Intensifiers and hedges add nothing when the quality is said back.
const SOFTENERS = /\b(?:way|really|so|very|pretty|honestly|quite|just|totally|absolutely)\b\s*/gi
const FILLER_START = /^(?:well|honestly|so|and|but|um+|uh+|yeah|like|i mean)\b[\s,]*/i

function tidy(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .replace(/[\s,;:.!?]+$/, '')
    .trim()
}

// What may follow a quality without changing it: "useless to me", "late again, honestly".
const AFTER_QUALITY =
  /^(?:(?:to|for|at|in|on|with|when|because|and|but|as|again|lately|always|honestly|really|though|now|today|every|each|most|sometimes|too)\b|$)/i

/** Whether the quality is the whole of what was said of the thing ("over" in "over an hour late" is not). */
function endsThought(doc: View, match: { text(): string }): boolean {
  const text = doc.text()
  const said = match.text()
  const rest = text.slice(text.indexOf(said) + said.length).replace(/^[\s,;:.!?]+/, '')
  return AFTER_QUALITY.test(rest)
}

function qualityOf(doc: View): Quality | null {
  if (doc.has('#Negative')) return null
  const stated = doc.match(
    '^[<thing>(#Determiner|#Possessive)? #Adjective? #Noun+] [<verb>#Copula] [<q>#Adverb? #Adverb? (#Adjective|#Determiner #Noun)]',
  )
  if (stated.found && endsThought(doc, stated)) {
    const group = (name: string) => stated.groups(name) as View
    const thing = tidy(group('thing').text()).replace(/'s$/i, '')
    const quality = tidy(group('q').text().replace(SOFTENERS, ''))
    if (thing === '' || quality === '' || /^(?:this|that|there)$/i.test(thing)) return null
    return {
      thing: secondPerson(/^it$/i.test(thing) ? 'it' : lowerFirst(thing)),
      quality: quality.toLowerCase(),
      past: group('verb').has('#PastTense'),
    }
  }
  // "Annoying as always.", "Way too expensive.": a quality with no thing named.
  const bare = doc.match('^[<q>#Adverb? #Adverb? #Adjective]')
  if (!bare.found || !endsThought(doc, bare)) return null
  const quality = tidy((bare.groups('q') as View).text().replace(SOFTENERS, ''))
  return quality === '' ? null : { thing: 'it', quality: quality.toLowerCase(), past: false }
}

function lowerFirst(text: string): string {
  return /^[A-Z](?:[a-z]|\s)/.test(text) && !nlp(text.split(' ')[0] ?? '').has('#ProperNoun')
    ? text.charAt(0).toLowerCase() + text.slice(1)
    : text
}

/** What a clause of the answer (a cue's clause, at most a sentence) says, in the interviewer's words. */
export function sayBack(clause: string): Said | null {
  if (/["“”?]/.test(clause)) return null
  const plain = tidy(clause.replace(FILLER_START, '').replace(/\byou know\b,?\s*/gi, ''))
  if (plain === '') return null
  const doc = nlp(plain)
  return {
    clause: lowerFirst(secondPerson(plain)),
    // "has been awful" is not an event to ask about with "When …, what did you do?".
    past:
      doc.has('#PastTense') &&
      !doc.has('#Auxiliary') &&
      // An event has someone or something doing it: "was miserable" alone has no subject.
      doc.has('^(#Determiner|#Possessive|#Pronoun|#Noun)'),
    quality: qualityOf(doc),
  }
}

/** "deliveries" → "delivery", "cats" → "cat"; short words and "-ss" words are kept. */
export function singular(word: string): string {
  return word.replace(/(?<=[a-z]{3})ies$/, 'y').replace(/(?<=[a-z]{2}[^s])s$/, '')
}

// Who an answer's "it" or "they" points at: the product being discussed.
const PRODUCT_PRONOUN = /^(?:it|its|it's|this|that|they|them)$/i
const OTHER_PERSON = /^(?:he|she|him|her)$/i

/**
 * What an answer is about: its first sentence's subject, or the object when the subject is the
 * speaker ("I like football" is about football). null when the subject is the product ("It was
 * a disaster") or there is no noun. `person`: a person, place or organisation.
 */
export function subjectOf(text: string): { noun: string; person: boolean } | null {
  // The first clause with a subject and a verb: "Worth every penny: it saves me…" is about "it".
  const clause = text
    .split(/[.!?;:]\s*/)
    .map((part) => nlp(part))
    // A clause that opens on its verb has no subject of its own ("Worth every penny").
    .find((doc) => doc.has('#Verb') && !doc.has('^#Imperative'))
  const terms = (clause?.json({ normal: true }) ?? []) as {
    terms: { normal: string; tags: string[] }[]
  }[]
  for (const term of terms[0]?.terms ?? []) {
    const tags = new Set(term.tags)
    if (!tags.has('Noun') || tags.has('Date') || tags.has('Value') || tags.has('Possessive'))
      continue
    if (tags.has('Pronoun')) {
      if (PRODUCT_PRONOUN.test(term.normal)) return null
      // "She said…": someone the speaker knows is part of the account.
      if (OTHER_PERSON.test(term.normal)) return { noun: term.normal, person: true }
      continue
    }
    return {
      noun: singular(term.normal),
      person: ['Actor', 'Person', 'Place', 'Organization'].some((tag) => tags.has(tag)),
    }
  }
  return null
}

/**
 * What a goal is about: its nouns and adjectives, singular and lower case ("Learn whether the app
 * is easy to use" → app, easy). Its verbs ("learn", "use") say what to do, not what about.
 */
export function goalTerms(goal: string): Set<string> {
  const terms = nlp(goal)
    .match('(#Noun|#Adjective)')
    .not('(#Pronoun|#Possessive|#Date|#Value)')
    .json({ normal: true }) as { terms: { normal: string }[] }[]
  return new Set(terms.flatMap((match) => match.terms.map((term) => singular(term.normal))))
}
