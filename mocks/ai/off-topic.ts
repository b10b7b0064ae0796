// Whether an answer to a primary question talks about something else, so the interviewer steers
// back to the question. A false 'off topic' tells someone who answered that they were not
// listened to, so the rule abstains (says on topic) whenever the evidence is thin, and says off
// topic only when the answer takes up nothing of the question and is not about the product, or,
// to a question that asks for a time, a number, a person or a place, gives none of it (an answer
// about another side of the product: "How often do you order?" "The oat milk is lovely.").
// How it does on answers it was not tuned on: docs/architecture.md#ai-eval.

import { conceptsAsked, conceptsSaid } from '@/domain/concepts'
import { FEATURES } from './answer-lexicon'
import { taggedTerms, type TaggedTerm } from './paraphrase'
import { normalizeText, tokenize } from './sentiment'
import { wordSet } from './word-lists'

export interface TopicInput {
  /** The primary question answered. */
  readonly question: string
  readonly answer: string
  /** What the interview is about: the product's name and description, its other questions, the goal. */
  readonly subject: readonly string[]
}

/**
 * What a question asks for, read from its wh-words; none for an open question. All but `source`
 * are closed: a time, a number, a person or a place is the whole answer ("Friday.", "Priya.").
 */
type Wanted = 'frequency' | 'duration' | 'amount' | 'time' | 'person' | 'place' | 'source'

// In order: "How many times" asks how often, not how many.
const WANTED: readonly (readonly [Wanted, RegExp])[] = [
  ['frequency', /\bhow (?:often|frequently|regularly)\b|\bhow many times\b/i],
  ['duration', /\bhow long\b/i],
  ['amount', /\bhow (?:much|many)\b/i],
  ['time', /^(?:\w+,\s*)?when\b|\bwhen (?:did|do|does|was|were|is|will|would)\b|\bwhat time\b/i],
  ['person', /^(?:\w+,\s*)?who\b|\bwho (?:else|do|did|does|is|was|were|would)\b|\bwith whom\b/i],
  ['place', /^(?:\w+,\s*)?where\b|\bwhere (?:do|did|does|is|was|were|would)\b/i],
  ['source', /\bhow did you (?:first )?(?:hear|find out|learn|come across|discover)\b/i],
]

const NUMBER_TAGS = ['Value', 'Money', 'Percent', 'Fraction']
const TIME_TAGS = ['Date', 'Duration', 'Time']

// Words the tagger does not mark that still give what each question asks for. General English,
// not any product's: how people say how often, how long, how much, who and where.
const FREQUENCY = wordSet(`
  once twice daily weekly monthly yearly every each always never usually often rarely sometimes
  occasionally regularly loads most per hardly barely habit times ever constantly
`)
const DURATION = wordSet(`
  ages forever quick quicker quickly fast faster slow slower long longer while minute minutes
  hour hours instantly moment seconds before after until straight
`)
const AMOUNT = wordSet(`
  lot lots loads bit little few couple handful enough nothing none much most all half some grand
  quid pound pounds k more less dozen several plenty
`)
const TIME = wordSet(`
  yesterday today tonight ago since last recently earlier before after morning afternoon evening
  night weekend fortnight lately never ages
`)
const PEOPLE = wordSet(`
  me myself nobody noone everyone everybody someone somebody anyone people team club group family
  friends friend colleagues mates mate partner staff department
`)
const PLACE = wordSet(`
  in on at by behind beside next near under over above below upstairs downstairs inside outside
  opposite between around home
`)
// How people say they heard of something: a channel, or someone telling them.
const SOURCE = wordSet(`
  advert ad ads advertising post posted linkedin instagram facebook tiktok twitter youtube google
  search online internet website site newsletter email poster billboard radio podcast review
  reviews article blog news told tell said mentioned recommended recommend showed saw heard
  spotted found raving raved talked
`)
// "I can't remember" answers the question asked: it is no other subject.
const DONT_KNOW = /\b(?:remember|recall|forget|forgot|no idea|not sure|dunno|don't know)\b/i

// Said when a speaker turns to another subject on purpose.
const SHIFT =
  /\b(?:by the way|unrelated|off topic|off-topic|on another note|changing the subject|side note|totally different)\b/i

// Words of any product interview: money, the service, using it. Their presence says the answer is
// about the product even when it names no feature.
const PRODUCT_TALK =
  /\b(?:apps?|service|product|price[sy]?|pricey|cost(?:s|ly)?|cheap(?:er|est)?|expensive|worth|value|fees?|charged?|subscri\w+|plans?|accounts?|support|updates?|features?|(?<!out of )orders?|ordered|ordering|deliver\w*|use[sd]?|using|bought|buy(?:ing)?|paid|pay(?:ing|s)?|tried|signed up|download\w*|install\w*|customer)\b/i
// "It was a disaster": an answer that opens on "it" or "they" is about what was asked about.
const PRODUCT_PRONOUN = /^(?:it|it's|its|they|they're|them|this|that|these|those)$/
const FILLER = wordSet('well um uh erm oh so honestly hmm like yeah yes no ok okay actually right')

// Words a question frames with, not what it is about.
const FRAMING = wordSet(`
  time last first thing things typical usual usually think feel tell walk through happen happened
  start finish would could should like really something anything everything about when where
  what which who whom whose why how much many often long ever week
`)
// Function words, and words too common to say what a sentence is about.
const COMMON = wordSet(`
  the and for but not you your yours was were are had has have his her our out get got one two
  all any can did does way day too bit lot now new old see say yes its off own may let put try
  end far few just very much some more most only also than then into over well know said this
  that there their them they these those with from been being will just even still here
`)

/** "orders", "ordered", "ordering" → "order": a crude stem, enough to match a word's forms. */
function stem(word: string): string {
  const base = word.replace(/'s$/, '')
  if (base.length <= 4) return base.replace(/s$/, '')
  return base
    .replace(/ies$/, 'y')
    .replace(/(?<!s)s$/, '')
    .replace(/(?:ing|ed)$/, '')
    .replace(/e$/, '')
}

function contentStems(text: string, drop: ReadonlySet<string> = COMMON): Set<string> {
  return new Set(
    tokenize(text)
      .filter((word) => /^[a-z]{3,}$/.test(word) && !COMMON.has(word) && !drop.has(word))
      .map(stem),
  )
}

const shares = (a: ReadonlySet<string>, b: ReadonlySet<string>) => [...a].some((x) => b.has(x))

function hasTag(term: TaggedTerm, tags: readonly string[]): boolean {
  return tags.some((tag) => term.tags.has(tag))
}

/** Whether a word gives what the question asks for. */
function gives(wanted: Wanted, term: TaggedTerm): boolean {
  const word = term.normal
  switch (wanted) {
    case 'frequency':
      return FREQUENCY.has(word) || hasTag(term, [...NUMBER_TAGS, ...TIME_TAGS])
    case 'duration':
      return DURATION.has(word) || hasTag(term, [...NUMBER_TAGS, ...TIME_TAGS])
    case 'amount':
      return AMOUNT.has(word) || hasTag(term, NUMBER_TAGS)
    case 'time':
      return TIME.has(word) || hasTag(term, TIME_TAGS)
    case 'person':
      return PEOPLE.has(word) || hasTag(term, ['Person', 'Actor', 'FirstName'])
    case 'place':
      return PLACE.has(word) || hasTag(term, ['Place'])
    case 'source':
      return SOURCE.has(word)
  }
}

/** An answer read once by the tagger. */
interface Reading {
  readonly all: readonly TaggedTerm[]
  /** The first sentence. */
  readonly first: readonly TaggedTerm[]
  /** The first clause with more than fillers in it ("Honestly," is none). */
  readonly clause: readonly TaggedTerm[]
  /** Its first few words: a short answer to a closed question leads with what was asked. */
  readonly opening: readonly TaggedTerm[]
}

const CLAUSE_END = /[,.;:!?()]|\s[-–—]/

function read(answer: string): Reading {
  const sentences = taggedTerms(answer)
  const all = sentences.flat()
  const clauses: TaggedTerm[][] = [[]]
  for (const term of all) {
    clauses[clauses.length - 1]?.push(term)
    if (CLAUSE_END.test(term.post)) clauses.push([])
  }
  const clause = clauses.find((terms) => terms.some((term) => !FILLER.has(term.normal))) ?? []
  const start = clause.findIndex((term) => !FILLER.has(term.normal))
  return {
    all,
    first: sentences[0] ?? [],
    clause,
    opening: clause.slice(Math.max(0, start), Math.max(0, start) + 6),
  }
}

const isFeature = (text: string) =>
  FEATURES.some(([pattern]) => new RegExp(pattern.source, 'i').test(text))

const isPerson = (term: TaggedTerm) =>
  PEOPLE.has(term.normal) || hasTag(term, ['Pronoun', 'Person', 'Actor'])
const SPEAKER = wordSet("i i'm we we're")

/**
 * Whether the answer's first sentence is about a thing of its own, none of the product's: "My
 * cat knocked the router off the shelf" is about the cat, "I like football more than coffee"
 * about football. The thing is the subject (the nouns before the first verb) or, when the
 * speaker is the subject, the first noun after the verb; someone other than the speaker makes it
 * an account of that person ("Someone in the kitchen had…").
 */
function aboutOtherThing({ first }: Reading): boolean {
  const verb = first.findIndex((term) => term.tags.has('Verb'))
  if (verb < 0) return false
  // "My" is tagged a noun too; the thing is what follows it.
  const noun = (term: TaggedTerm) => term.tags.has('Noun') && !term.tags.has('Possessive')
  let things = first.slice(0, verb).filter(noun)
  if (things.length === 1 && SPEAKER.has(things[0]?.normal ?? '')) {
    const object = first.slice(verb).find(noun)
    things = object ? [object] : []
  }
  if (things.length === 0 || things.some(isPerson)) return false
  return !things.some((term) => isFeature(term.normal))
}

/**
 * Whether the answer is about the product or the interview: a word of the product's, its
 * description's or the interview's, or what using any product is. A feature of some product
 * (the list covers every sample project) counts unless the answer is about a thing of its own;
 * an opening "it" or "they" is the product.
 */
function aboutProduct(answer: string, subject: readonly string[], reading: Reading): boolean {
  const vocabulary = contentStems(subject.join(' '), FRAMING)
  if (PRODUCT_TALK.test(answer) || conceptsSaid(answer).length > 0) return true
  if (shares(contentStems(answer), vocabulary)) return true
  if (isFeature(answer) && !aboutOtherThing(reading)) return true
  return PRODUCT_PRONOUN.test(reading.opening[0]?.normal ?? '')
}

/**
 * Whether the answer opens with a fragment, no verb in its first clause ("A jar of instant in my
 * drawer", "Weekend deliveries, because…"): a fragment leans on the question for its sense, so it
 * answers it. A remark about something else is a sentence of its own.
 */
function opensWithFragment({ clause }: Reading): boolean {
  return clause.length > 0 && !clause.some((term) => term.tags.has('Verb'))
}

/** Whether the answer takes up the question's own words or what it asks about. */
function takesUpQuestion(answer: string, question: string): boolean {
  if (shares(contentStems(answer), contentStems(question, FRAMING))) return true
  const asked = new Set(conceptsAsked(question).map((match) => match.concept.id))
  return conceptsSaid(answer).some((match) => asked.has(match.concept.id))
}

/** Below this many words an answer is too thin to call off the topic: it gets a probe of its own. */
const THIN_BELOW = 4

export function isOffTopic({ question, answer, subject }: TopicInput): boolean {
  if (tokenize(answer).length < THIN_BELOW) return false
  if (SHIFT.test(answer)) return true
  if (DONT_KNOW.test(normalizeText(answer))) return false
  if (takesUpQuestion(answer, question)) return false
  const reading = read(answer)
  if (opensWithFragment(reading)) return false
  const wanted = WANTED.find(([, pattern]) => pattern.test(question))?.[0] ?? null
  const { all, opening } = reading
  const related = aboutProduct(answer, [...subject, question], reading)
  if (wanted === null) return !related
  const given = all.some((term) => gives(wanted, term))
  // A source is said in too many ways to hold its absence against an answer.
  if (wanted === 'source') return !given && !related
  if (!given) return true
  // "Most days, unless I work from home": a closed question's answer comes first. Said later
  // ("The trains were cancelled this morning"), it may belong to another subject.
  return !opening.some((term) => gives(wanted, term)) && !related
}
