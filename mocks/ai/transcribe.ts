// Stands in for the audio model: picks a canned transcript that fits the question being answered.

import {
  TRANSCRIPTS_BY_CATEGORY,
  type CannedTranscript,
  type QuestionIntent,
  type TranscriptCategory,
  type TranscriptTopic,
} from '../../fixtures/transcripts'
import { hashParts, mulberry32, pick } from './random'

export type { TranscriptTopic } from '../../fixtures/transcripts'

export interface TranscribeInput {
  category: TranscriptCategory
  questionText: string
  questionKey: string
  audioBytes: Uint8Array
  seed?: number
  /** The project's product, named in the answers where a person would name it. */
  product?: string
}

/** Thrown for a 0-byte recording; the handlers turn it into a 400 like a real server would. */
export class EmptyRecordingError extends Error {
  readonly status = 400
  constructor(message = 'The recording is empty: no audio was received.') {
    super(message)
    this.name = 'EmptyRecordingError'
  }
}

const RECOMMEND =
  /\brecommend|\brefer\b|\btell (?:a |your )?(?:friends?|colleagues?)\b|\bpromoter\b|\bspread the word\b/
const TROUBLE =
  /frustrat|\bproblems?\b|\bdidn't go\b|\bwent wrong\b|\blet you down\b|\bdisappoint|\bissues?\b|\bchalleng|\bdifficult|\bdislike|\bpain\b|\bannoy|\bwrong\b|\bworst\b|\bstruggl|\bcomplain|\bobstacle|\bleast\b/

const PRICE =
  /\bpric(?:e|es|ing|ed)\b|\bcosts?\b|\bpay(?:ing)?\b|\bworth\b|\bvalue\b|\bexpensive\b|\bafford|\bmoney\b|\bsubscription\b|\breturn on\b|\broi\b|\binvestment\b/

// Checked in order, first match wins: the specific intents ("recommend", "price") come before the
// broad ones ("use", "better") that also appear inside them.
const TOPIC_RULES: readonly (readonly [TranscriptTopic, RegExp])[] = [
  [
    'general',
    /\banything else\b|\bany other (?:thoughts|comments|feedback)\b|\bfinal thoughts\b|\bsum up\b/,
  ],
  ['recommendation', RECOMMEND],
  ['value', new RegExp(`${PRICE.source}|\\bbudget\\b`)],
  ['pain_points', TROUBLE],
  [
    'comparison',
    /\bcompar|\balternatives?\b|\bcompetitors?\b|\bversus\b|\bvs\b|\binstead of\b|\bswitch(?:ed)? from\b|\bother (?:apps?|services?|products?|providers?|brands?|options?|tools?|solutions?|models?)\b|\bprevious\b|\bold (?:way|process|system|one)\b/,
  ],
  [
    'improvement',
    /\bimprov|\bchange\b|\bbetter\b|\bwish\b|\bmissing\b|\bwould you add\b|\bif you could\b|\bsuggest|\bmagic wand\b|\bnext version\b|\bfix\b/,
  ],
  [
    'discovery',
    /\bhear(?:d)? (?:about|of)\b|\bf(?:i|ou)nd out\b|\bdiscover|\bfirst (?:learn|hear|come|encounter|notice|time)|\bcame across\b|\bcome across\b|\bhow did you (?:start|get started|come to|find|choose|decide)|\bwhy did you (?:choose|start|decide|pick|sign up|buy|join)|\bwhat made you\b|\bsign(?:ed)? up\b|\bintroduced\b/,
  ],
  [
    'usage',
    /\bhow often\b|\bfrequen|\bus(?:e|es|ing|age)\b|\btypical|\bday-to-day\b|\bdaily\b|\broutine\b|\bwalk (?:me|us) through\b|\bdescribe how\b|\bwhen do you\b|\bhow do you\b|\binvolve|\brole in\b|\bexperience with\b/,
  ],
]

/** Maps a question to the topic of answers that would fit it; `general` when nothing matches. */
export function topicForQuestion(questionText: string): TranscriptTopic {
  const text = questionText.toLowerCase().replace(/[’‘]/g, "'")
  for (const [topic, pattern] of TOPIC_RULES) {
    if (pattern.test(text)) return topic
  }
  return 'general'
}

// Checked in order, first match wins. The narrow asks come first ("how do you feel about what you
// pay" is about price, "why did you choose this one" among alternatives is about alternatives);
// the follow-up kinds (why, example, feeling, …) come last, after every subject.
const INTENT_RULES: readonly (readonly [QuestionIntent, RegExp])[] = [
  [
    'general',
    /\banything else\b|\bany other (?:thoughts|comments|feedback)\b|\bfinal thoughts\b|\bsum up\b|\boverall\b|\bimpression\b|\babout yourself\b/,
  ],
  ['rating', /\bscale of\b|\brate\b|\brating\b|\bout of (?:5|10|five|ten)\b|\bscore\b/],
  ['recommendation', RECOMMEND],
  ['budget', /\bbudget\b/],
  ['price', PRICE],
  [
    'purchase',
    /\bbuy it (?:from|at)\b|\bbought it (?:from|at)\b|\bwhich (?:store|shop)\b|\bwhere did you (?:buy|get)\b/,
  ],
  [
    'before',
    /\bbefore you (?:found|had|used|started|got|tried)\b|\b(?:use|do|doing) before\b|\bprevious\b|\bold (?:way|process|system|one)\b|\bswitch(?:ed)? from\b/,
  ],
  [
    'alternatives',
    /\balternatives?\b|\bcompetitors?\b|\bcompar|\bversus\b|\bvs\b|\boptions did you consider\b|\belse did you consider\b|\binstead of\b|\bother (?:apps?|services?|products?|providers?|brands?|tools?)\b/,
  ],
  [
    'motivation',
    /\bstart using\b|\bhoping\b|\bproblem were you trying to solve\b|\bwhy did you (?:choose|start|decide|pick|sign up|buy|join)\b|\bwhat made you (?:choose|decide|try|sign|start|pick|buy)\b|\bhow did you (?:get started|come to|choose|decide)\b/,
  ],
  [
    'first_heard',
    /\bhear(?:d)? (?:about|of)\b|\bf(?:i|ou)nd out\b|\bdiscover|\bfirst (?:learn|hear|come|encounter|notice)|\bcame across\b|\bcome across\b/,
  ],
  ['last_use', /\blast time you\b|\bmost recent time\b|\blast used\b|\bwhen did you last use\b/],
  [
    'onboarding',
    /\bfirst (?:day|week|few days)\b|\bopening the box\b|\bunbox|\bset(?:ting)? it up\b|\bsetup\b|\bonboard|\bgetting started\b/,
  ],
  ['role', /\byour role\b|\brole in\b|\bwere you involved\b|\byour part in\b/],
  ['influence', /\binfluence|\bwho (?:decided|made the (?:final )?(?:call|decision|choice))\b/],
  [
    'outcome',
    /\bafterwards\b|\bwhat happened after\b|\bdo differently\b|\bin hindsight\b|\blooking back\b/,
  ],
  ['problems', TROUBLE],
  ['problems', /\bbroke|\bworn out\b|\bconfus|\bstuck\b|\bslows? you down\b|\bwork around\b/],
  [
    'wishes',
    /\bimprov|\bchange one thing\b|\bwish\b|\bmissing\b|\bwould you add\b|\bif you could\b|\bsuggest|\bmagic wand\b|\bfix\b|\bone change\b|\bmake it (?:better|easier)\b/,
  ],
  ['support', /\bsupport\b|\bcustomer service\b|\bhelp ?desk\b|\bcontact(?:ed)? (?:them|us)\b/],
  ['frequency', /\bhow often\b|\bfrequen|\btypical (?:week|day)\b|\broutine\b|\bdaily\b/],
  ['feature', /\bfeatures?\b|\brely on\b|\buse it for\b|\bfavou?rite part\b/],
  [
    'feeling',
    /\bhow did (?:that|it|you) (?:make you )?feel\b|\bhow do(?:es)? (?:that|it|you) feel\b|\bfeel about\b/,
  ],
  ['why', /\bwhy\b|\bwhat made (?:that|it)\b|\breasons?\b|\bwhat's behind\b|\bbased on\b/],
  [
    'example',
    /\bexamples?\b|\bfor instance\b|\bone case\b|\bwhat happened\b|\bwhat did you do\b|\bstep by step\b|\btell me about (?:a|the) time\b/,
  ],
  ['clarify', /\bwhat do you mean\b|\bmean by\b|\bclarify\b|\bin english\b|\bgist\b|\bunclear\b/],
  ['duration', /\bhow long\b/],
  ['count', /\bhow many\b|\bhow much\b/],
]

/** Maps a question, primary or follow-up, to what it asks; `more` when no rule fits. */
export function intentForQuestion(questionText: string): QuestionIntent {
  const text = questionText.toLowerCase().replace(/[’‘]/g, "'")
  for (const [intent, pattern] of INTENT_RULES) {
    if (pattern.test(text)) return intent
  }
  return 'more'
}

/** The transcripts that answer a question of this intent, for this category. */
export function transcriptsFor(
  category: TranscriptCategory,
  intent: QuestionIntent,
): readonly CannedTranscript[] {
  return TRANSCRIPTS_BY_CATEGORY[category].filter((t) => t.intents.includes(intent))
}

/** Like `transcribe`, but also says which canned transcript was used (its text unfilled). */
export function transcribeDetailed(input: TranscribeInput): CannedTranscript {
  const { category, questionText, questionKey, audioBytes, seed = 0 } = input
  if (audioBytes.length === 0) throw new EmptyRecordingError()

  const fitting = transcriptsFor(category, intentForQuestion(questionText))
  // An intent with nothing written for it gets an honest non-answer, never another question's.
  const candidates = fitting.length > 0 ? fitting : transcriptsFor(category, 'more')
  // The recording's bytes are part of the hash: the same recording always gives the same words.
  const rnd = mulberry32(
    hashParts('transcribe', category, questionKey, questionText, audioBytes, seed),
  )
  return pick(candidates, rnd)
}

export function transcribe(input: TranscribeInput): string {
  const product = input.product?.trim() || 'it'
  return transcribeDetailed(input).text.replaceAll('{product}', product)
}
