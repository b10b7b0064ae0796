// Stands in for the audio model: picks a canned transcript that fits the question being answered.

import {
  CANNED_TRANSCRIPTS,
  type CannedTranscript,
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
}

/** Thrown for a 0-byte recording; the handlers turn it into a 400 like a real server would. */
export class EmptyRecordingError extends Error {
  readonly status = 400
  constructor(message = 'The recording is empty: no audio was received.') {
    super(message)
    this.name = 'EmptyRecordingError'
  }
}

// Checked in order, first match wins: the specific intents ("recommend", "price") come before the
// broad ones ("use", "better") that also appear inside them.
const TOPIC_RULES: readonly (readonly [TranscriptTopic, RegExp])[] = [
  [
    'general',
    /\banything else\b|\bany other (?:thoughts|comments|feedback)\b|\bfinal thoughts\b|\bsum up\b/,
  ],
  [
    'recommendation',
    /\brecommend|\brefer\b|\btell (?:a |your )?(?:friends?|colleagues?)\b|\bpromoter\b|\bspread the word\b/,
  ],
  [
    'value',
    /\bpric(?:e|es|ing|ed)\b|\bcosts?\b|\bpay(?:ing)?\b|\bworth\b|\bvalue\b|\bexpensive\b|\bafford|\bmoney\b|\bbudget\b|\bsubscription\b|\breturn on\b|\broi\b|\binvestment\b/,
  ],
  [
    'pain_points',
    /frustrat|\bproblems?\b|\bdidn't go\b|\bwent wrong\b|\blet you down\b|\bdisappoint|\bissues?\b|\bchalleng|\bdifficult|\bdislike|\bpain\b|\bannoy|\bwrong\b|\bworst\b|\bstruggl|\bcomplain|\bobstacle|\bleast\b/,
  ],
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

/** Like `transcribe`, but also says which canned transcript was used. */
export function transcribeDetailed(input: TranscribeInput): CannedTranscript {
  const { category, questionText, questionKey, audioBytes, seed = 0 } = input
  if (audioBytes.length === 0) throw new EmptyRecordingError()

  const topic = topicForQuestion(questionText)
  const pool = CANNED_TRANSCRIPTS[category]
  const candidates = pool.filter((t) => t.topic === topic)
  // The recording's bytes are part of the hash: the same recording always gives the same words.
  const rnd = mulberry32(
    hashParts('transcribe', category, questionKey, questionText, audioBytes, seed),
  )
  return pick(candidates.length > 0 ? candidates : pool, rnd)
}

export function transcribe(input: TranscribeInput): string {
  return transcribeDetailed(input).text
}
