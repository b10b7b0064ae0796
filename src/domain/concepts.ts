/**
 * What interviewees talk about, as a researcher would name it, with the wordings that say it:
 * a small curated map, our own data (docs/architecture.md#ai-eval). Ask uses it to count paraphrases
 * as evidence ('took forever' answers a question about late deliveries) and the themes use it to
 * merge near-synonyms under one sticky-note label. Kept to synonyms: a concept that grew to
 * every related word would make Ask cite what does not answer.
 */

export interface Concept {
  readonly id: string
  /** The sticky-note label ('late deliveries'); also what Ask's summary calls it. */
  readonly label: string
  /** Whether it may become a theme: 'drivers' is a topic, not a finding. */
  readonly theme: boolean
  /** Words of a question that ask about it ('cancel', 'leave', 'competitor'). */
  readonly asks: RegExp
  /** Wordings of an answer that say it, inflections included. */
  readonly says: RegExp
}

/** [id, label, theme, asks, says]: regular expression sources, matched whole-word, any case. */
const TABLE: readonly (readonly [string, string, boolean, string, string])[] = [
  [
    'late',
    'late deliveries',
    true,
    String.raw`late(?:ness)?|delay\w*|slow|on time|punctual\w*|wait(?:ed|ing)?|took (?:forever|ages)`,
    String.raw`late|later than (?:promised|the window)|delay(?:s|ed)?|took (?:forever|ages|over an hour|an hour)|still waiting|kept (?:me|us) waiting|waited (?:over |almost |nearly )?(?:an hour|forty|half an hour|ages)|(?:an hour|forty minutes|half an hour) after the (?:delivery )?window|behind schedule|never (?:came|arrived|showed up)|overdue`,
  ],
  [
    'cold',
    'coffee cold on arrival',
    true,
    String.raw`cold|lukewarm|temperature|hot`,
    String.raw`cold(?! brew)|lukewarm|tepid|(?:not|never) (?:hot|warm)|no longer hot|gone cold|cooled (?:down|off)|room temperature`,
  ],
  [
    'price-rise',
    'price rises',
    true,
    String.raw`price (?:rise|rises|increase|increases|hike|change)|(?:raise|raised|raising) (?:the )?prices?|(?:price|cost|fee)s? (?:went|go|goes|going|gone) up`,
    String.raw`(?:price|cost|fee|plan)s? (?:went|has gone|had gone|just went) up|(?:price|fee) (?:rise|increase|hike|change)|(?:raise|raised|put up|hiked|bumped up|increased) (?:the |their )?(?:price|prices|fee|cost)|went up (?:by )?(?:\w+ )?(?:dollars?|euros?|pounds?|percent)|went up in|charged (?:me )?more|costs? more (?:now|than last)`,
  ],
  [
    'price',
    'price',
    false,
    String.raw`prices?|pricing|pricey|costs?|expensive|cheap\w*|afford\w*|money|value|worth`,
    String.raw`prices?|pricing|pricey|costs?|costly|fees?|expensive|overpriced|cheap(?:er)?|afford\w*|money|worth (?:it|the)|value|(?:\d+ )?dollars?|\$\d+`,
  ],
  [
    'cancel',
    'cancelling',
    true,
    String.raw`cancel\w*|leav(?:e|es|ing)|left|quit\w*|churn\w*|unsubscrib\w*|stop(?:s|ped|ping)? (?:using|ordering|paying)|switch\w*`,
    String.raw`cancel\w*|unsubscrib\w*|stop(?:ped)? (?:my|the|our) (?:subscription|plan)|stopped (?:using|ordering|paying)|(?:quit|left|leave|ditched|dropped) (?:it|them|the service|the subscription|the plan)|gave up on|switched (?:to|back)|went back to|(?:not|won't|didn't) renew\w*|thinking (?:of|about) leaving`,
  ],
  [
    'alternatives',
    'alternatives',
    false,
    String.raw`competitors?|competition|alternatives?|rivals?|instead of|other (?:apps|services|brands)`,
    String.raw`competitors?|alternatives?|uber ?eats|deliveroo|doordash|starbucks|nespresso|costa|pret|another (?:app|service)|other (?:apps|services)|switched to|went back to|instant coffee|vending machine|french press|(?:station|corner|local|hospital|office) (?:cafe|café|coffee shop)|make (?:my own|it myself|coffee at home)`,
  ],
  [
    'crash',
    'app crashes and freezes',
    true,
    String.raw`crash\w*|freez\w*|froze|bugs?|buggy|glitch\w*|broken app`,
    String.raw`crash\w*|froze|freez\w*|frozen|bugs?|buggy|glitch\w*|stuck on|(?:wouldn't|won't|didn't|did not|would not) (?:load|open)|logged me out|spinning wheel`,
  ],
  [
    'support',
    'slow support replies',
    true,
    String.raw`support|customer service|help ?desk`,
    String.raw`support|customer service|help ?desk|(?:never|nobody|no one) (?:answered|replied|responded|got back)|no (?:reply|response|answer) (?:from|to|for)|(?:days|a week) to (?:reply|answer|respond|get back)|chat ?bot|reach(?:ed)? a (?:real )?person`,
  ],
  [
    'wrong-order',
    'wrong orders',
    true,
    String.raw`wrong|mistakes?|mix-?ups?|mixed up|incorrect`,
    String.raw`wrong (?:order|drink|milk|size|coffee|address)|mixed up|mix-?up|someone else['’]s|not what I ordered|(?:forgot|missing) (?:the|my) \w+`,
  ],
  [
    'plant-milk',
    'oat and plant milks',
    true,
    String.raw`oat|plant milks?|dairy[- ]free|non-dairy|milk alternatives?`,
    String.raw`oat(?: milk)?|almond(?: milk)?|soy(?: milk)?|dairy[- ]free|non-dairy|lactose|plant[- ]based`,
  ],
  [
    'loyalty',
    'loyalty rewards',
    true,
    String.raw`loyalty|rewards?|points? (?:card|scheme|programme|program|system)|stamp cards?`,
    String.raw`loyalty|rewards?|reward points|points (?:card|scheme|programme|program)|stamp card|punch card|cashback`,
  ],
  [
    'spill',
    'spills and leaky lids',
    true,
    String.raw`spill\w*|leak\w*|lids?`,
    String.raw`spill\w*|leak\w*|loose lid|lid (?:came|popped) off|soggy bag|drip\w*`,
  ],
  [
    'easy',
    'easy to order',
    true,
    String.raw`easy|easier|ease|simple|convenien\w*|hassle`,
    String.raw`easy|easier|easiest|simple|(?:two|three|a couple of|a few) taps|in seconds|intuitive|straightforward|no hassle|hassle-free`,
  ],
  [
    'skip',
    'skipping and pausing',
    true,
    String.raw`skip\w*|pause\w*|holidays?|vacations?`,
    String.raw`skip(?:s|ped|ping)?|pause[ds]?|pausing|on holiday|on vacation|while (?:I'm |I am |we're )?away`,
  ],
  [
    'discovery',
    'how they heard of it',
    false,
    String.raw`hear(?:d)? (?:about|of)|find out about|found out about|discover\w*|referr\w*|recommend\w*|advert\w*|marketing`,
    String.raw`referral|recommend\w*|(?:friend|colleague|coworker|sister|brother|neighbour|manager) (?:told|showed|gave|mentioned|sent)|(?:instagram|facebook|tiktok|podcast|radio|youtube) ad|an ad|advert\w*|billboard|flyer`,
  ],
  [
    'courier',
    'drivers',
    false,
    String.raw`drivers?|couriers?|riders?`,
    String.raw`drivers?|couriers?|riders?`,
  ],
]

const compile = (source: string) => new RegExp(String.raw`\b(?:${source})\b`, 'gi')

const CONCEPTS: readonly Concept[] = TABLE.map(([id, label, theme, asks, says]) => ({
  id,
  label,
  theme,
  asks: compile(asks),
  says: compile(says),
}))

/** Each theme concept's wordings as a whole word: what a lone word is matched against. */
const THEME_WORDINGS = TABLE.filter(([, , theme]) => theme).map(
  ([, , , , says]) => new RegExp(String.raw`^(?:${says})$`, 'iu'),
)

/**
 * Whether a word alone says a theme concept ('late', 'lukewarm'): such a word is no theme of its
 * own, because the concept counts it, and only where it is not denied.
 */
export const isConceptWord = (word: string): boolean =>
  THEME_WORDINGS.some((wording) => wording.test(word))

/** Where a concept is said in a text: `text.slice(start, end)` is the wording. */
export interface ConceptMatch {
  readonly concept: Concept
  readonly start: number
  readonly end: number
  /** Denied just before ('never late', 'not cold'): still an answer to Ask, not a theme. */
  readonly negated: boolean
}

const NEGATION =
  /\b(?:not|never|no|isn't|wasn't|aren't|weren't|didn't|don't|hardly)\s+(?:\w+\s+)?$/i

/** Every wording of every concept in `text`, in the order of the table, then of the text. */
export function conceptsSaid(text: string): ConceptMatch[] {
  const found: ConceptMatch[] = []
  for (const concept of CONCEPTS) {
    for (const match of text.matchAll(concept.says)) {
      const before = text.slice(Math.max(0, match.index - 24), match.index)
      found.push({
        concept,
        start: match.index,
        end: match.index + match[0].length,
        negated: NEGATION.test(before),
      })
    }
  }
  return found
}

/**
 * The theme concepts in one expression, a named group each: one scan of an answer finds them
 * all, where a scan per concept cost the themes of 5,000 answers several times over.
 */
const THEME_CONCEPTS = CONCEPTS.filter((concept) => concept.theme)
const ANY_THEME = new RegExp(
  THEME_CONCEPTS.map((concept, n) => `(?<c${n}>${concept.says.source})`).join('|'),
  'gi',
)

/** Every theme concept said in `text`, in text order (a span counts for one concept). */
export function themeConceptsSaid(text: string): ConceptMatch[] {
  const found: ConceptMatch[] = []
  for (const match of text.matchAll(ANY_THEME)) {
    const groups = match.groups ?? {}
    const n = THEME_CONCEPTS.findIndex((_, index) => groups[`c${index}`] !== undefined)
    const concept = THEME_CONCEPTS[n]
    if (!concept) continue
    const before = text.slice(Math.max(0, match.index - 24), match.index)
    found.push({
      concept,
      start: match.index,
      end: match.index + match[0].length,
      negated: NEGATION.test(before),
    })
  }
  return found
}

/** Where a question asks about concepts: each with the span of the words that ask it. */
export function conceptsAsked(question: string): ConceptMatch[] {
  const found: ConceptMatch[] = []
  for (const concept of CONCEPTS) {
    for (const match of question.matchAll(concept.asks))
      found.push({
        concept,
        start: match.index,
        end: match.index + match[0].length,
        negated: false,
      })
  }
  return found
}
