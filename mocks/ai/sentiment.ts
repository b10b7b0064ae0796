// Explainable keyword/phrase sentiment rules standing in for the chat model's classification.
// The word lists are in ./sentiment-lexicon.ts.

import type { Sentiment } from '@/domain/sentiment'
import {
  AFFIRMATIONS,
  COMPLAINT_PATTERNS,
  APATHY_PHRASES,
  CONFUSED_PHRASES,
  DOUBT_CANCELLERS,
  FACTUAL_WORDS,
  FILLERS,
  HELPFUL_PHRASES,
  IMPERATIVE_START,
  INTENSIFIERS,
  INTEREST_PHRASES,
  LIKE_LEADS,
  NEGATIVE_PHRASES,
  NEGATIVE_WORDS,
  NEGATORS,
  POSITIVE_PHRASES,
  POSITIVE_WORDS,
  REFLECTIVE_PHRASES,
  SHORT_CONFUSED_PHRASES,
  SKEPTICAL_PHRASES,
  SKEPTICAL_WORDS,
  STRONG_POSITIVE_PHRASES,
  STRONG_POSITIVE_WORDS,
  TECHNICAL_UNIT,
  TECHNICAL_WORDS,
  WEAK_HEDGE_PHRASES,
} from './sentiment-lexicon'

export interface SentimentResult {
  sentiment: Sentiment
  /** Names the rule that fired and the cues it saw, so results can be explained in tests and logs. */
  reason: string
}

// ---------------------------------------------------------------------------------------------
// Text helpers

const TOKEN = /[a-z0-9]+(?:['-][a-z0-9]+)*/g
// Negation does not cross punctuation or contrastive conjunctions ("not cheap, but good").
const CLAUSE_SPLIT = /[.;:!?,()]+|\s[-–—]\s|\b(?:but|however|although|though)\b/i

export function normalizeText(text: string): string {
  return text.toLowerCase().replace(/[’‘`]/g, "'").replace(/\s+/g, ' ').trim()
}

export function tokenize(text: string): string[] {
  return normalizeText(text).match(TOKEN) ?? []
}

function splitClauses(text: string): string[] {
  return text
    .split(CLAUSE_SPLIT)
    .map((clause) => clause.trim())
    .filter((clause) => clause.length > 0)
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

const phraseRegexCache = new Map<string, RegExp>()

function phraseRegex(phrase: string): RegExp {
  let re = phraseRegexCache.get(phrase)
  if (!re) {
    re = new RegExp(`(?:^|[^a-z0-9'])${escapeRegExp(phrase)}(?![a-z0-9'])`)
    phraseRegexCache.set(phrase, re)
  }
  return re
}

function matchPhrases(normalized: string, phrases: readonly string[]): string[] {
  return phrases.filter((phrase) => phraseRegex(phrase).test(normalized))
}

/** Folds apostrophe-less contractions ("dont") and any "n't" word onto the negator set. */
function isNegator(token: string): boolean {
  return token.endsWith("n't") || NEGATORS.has(token.replace(/'/g, ''))
}

function isFillerOrNoise(token: string): boolean {
  if (FILLERS.has(token)) return true
  // Vowel-less letter runs ("zzkt", "brr") are recogniser noise; numbers are real content.
  return /^[a-z]+$/.test(token) && !/[aeiouy]/.test(token)
}

interface PolarityScan {
  positive: string[]
  negative: string[]
  enthusiasm: string[]
}

const CONTRAST = /\b(?:but|however|although|though|yet)\b/g

/**
 * What comes after the last "but" is what the speaker lands on: a thing that went wrong there
 * ("nice, but it took ages to load") outweighs the praise before it. Judging words alone
 * ("good but expensive") stay balanced.
 */
function afterContrast(normalized: string): string {
  const last = [...normalized.matchAll(CONTRAST)].at(-1)
  return last?.index === undefined ? '' : normalized.slice(last.index)
}

function scanClauses(text: string, scan: PolarityScan): void {
  for (const clause of splitClauses(text)) {
    const tokens = clause.match(TOKEN) ?? []
    tokens.forEach((token, i) => {
      const isStrong = STRONG_POSITIVE_WORDS.has(token)
      const isPositive = isStrong || POSITIVE_WORDS.has(token)
      const isNegative = NEGATIVE_WORDS.has(token)
      if (!isPositive && !isNegative) return
      const previous = tokens[i - 1] ?? ''
      if (
        token === 'like' &&
        !LIKE_LEADS.has(previous) &&
        !LIKE_LEADS.has(previous.replace(/'/g, ''))
      )
        return

      // "too fast", "too simple": excess, not praise.
      if (isPositive && !isNegative && tokens[i - 1] === 'too') return
      const window = tokens.slice(Math.max(0, i - 3), i)
      const negatorIndex = window.findIndex(isNegator)
      const negated = negatorIndex >= 0
      const cue = negated ? `${window.slice(negatorIndex).join(' ')} ${token}` : token

      if (negated) {
        // "not bad" / "no problems" read positive; "not happy" / "not worth it" read negative.
        if (isNegative) scan.positive.push(cue)
        else scan.negative.push(cue)
        return
      }
      if (isNegative) {
        scan.negative.push(cue)
        return
      }
      scan.positive.push(cue)
      if (isStrong) scan.enthusiasm.push(token)
      const intensifier = tokens.slice(Math.max(0, i - 2), i).find((t) => INTENSIFIERS.has(t))
      if (intensifier) scan.enthusiasm.push(`${intensifier} ${token}`)
    })
  }
}

function complaints(normalized: string): string[] {
  return COMPLAINT_PATTERNS.flatMap((pattern) => pattern.exec(normalized)?.[0] ?? [])
}

/** Scores polarity per clause so a negator flips only the words it governs. */
function scanPolarity(text: string): PolarityScan {
  const scan: PolarityScan = { positive: [], negative: [], enthusiasm: [] }
  const normalized = normalizeText(text)
  scanClauses(normalized, scan)
  scan.negative.push(...complaints(normalized))
  scan.negative.push(...complaints(afterContrast(normalized)))
  scan.positive.push(...matchPhrases(normalized, POSITIVE_PHRASES))
  for (const phrase of matchPhrases(normalized, STRONG_POSITIVE_PHRASES)) {
    scan.positive.push(phrase)
    scan.enthusiasm.push(phrase)
  }
  scan.negative.push(...matchPhrases(normalized, NEGATIVE_PHRASES))
  const affirmation = (normalized.match(TOKEN) ?? []).find((t) => AFFIRMATIONS.has(t))
  if (affirmation && !scan.enthusiasm.some((cue) => cue.startsWith(affirmation))) {
    scan.enthusiasm.push(affirmation)
  }
  return scan
}

function quoteList(cues: readonly string[], max = 3): string {
  if (cues.length === 0) return 'none'
  return cues
    .slice(0, max)
    .map((cue) => `"${cue}"`)
    .join(', ')
}

// ---------------------------------------------------------------------------------------------
// Classification

/*
 * Precedence (first rule that fires wins); specific signals beat general polarity:
 *   1. unknown      empty, or only fillers / noise ("uh", "[inaudible]")
 *   2. skeptical    doubt words or phrases ("not convinced", "seems too good"); never `sceptical`
 *   3. confused     confusion phrases ("I don't understand"; "not sure" only in short answers),
 *                   ≥ 2 "?", or a short question
 *   4. technical    ≥ 3 technical terms: a technical account, even of a problem
 *   5. annoyed      negative cues outnumber positive ones (negation-aware: "not happy" is negative)
 *   6. indifferent  apathy phrases ("whatever", "don't care"), or a hedge in a short flat answer
 *   7. excited      positive wins and ≥ 2 enthusiasm points ("!", intensifier + positive, strong word)
 *   8. technical    ≥ 2 technical terms (API, router, latency, 300 Mbps…)
 *   9. thoughtful   reflective phrases in a long answer, or ≥ 2 of them
 *  10. interested   curiosity phrases ("curious", "would love to")
 *  11. helpful      suggestions ("I'd suggest", "it would help if") or an imperative opening
 *  12. thoughtful   balanced pros and cons
 *  13. positive     positive cues outnumber negative ones ("not bad" counts as positive)
 *  14. technical    a single technical term with no other signal
 *  15. informative  factual detail (numbers, frequency words) or a long plain answer
 *  16. neutral      anything else
 */
/** A reading, its reason led by its name so logs and tests can tell which rule fired. */
function verdict(sentiment: Sentiment, reason: string): SentimentResult {
  return { sentiment, reason: `${sentiment}: ${reason}` }
}

/** From this many words, an answer with no other signal is an account of something. */
const PLAIN_ACCOUNT_WORDS = 9

export function classifySentiment(text: string): SentimentResult {
  const normalized = normalizeText(text)
  const tokens = normalized.match(TOKEN) ?? []
  const wordCount = tokens.length

  if (wordCount === 0) return verdict('unknown', 'empty or wordless transcript')
  if (tokens.every(isFillerOrNoise)) {
    return verdict('unknown', `no intelligible words (${quoteList(tokens)})`)
  }

  const doubtCancelled = matchPhrases(normalized, DOUBT_CANCELLERS).length > 0
  const skepticalCues = [
    ...matchPhrases(normalized, SKEPTICAL_PHRASES),
    ...tokens.filter((t) => SKEPTICAL_WORDS.has(t) && !(doubtCancelled && t.startsWith('doubt'))),
  ]
  if (skepticalCues.length > 0) {
    return verdict('skeptical', `doubt cues ${quoteList(skepticalCues)}`)
  }

  const questionMarks = (text.match(/\?/g) ?? []).length
  const confusedCues = [
    ...matchPhrases(normalized, CONFUSED_PHRASES),
    ...(wordCount < 12 ? matchPhrases(normalized, SHORT_CONFUSED_PHRASES) : []),
  ]
  if (confusedCues.length > 0) {
    return verdict('confused', `confusion cues ${quoteList(confusedCues)}`)
  }
  const interestCues = matchPhrases(normalized, INTEREST_PHRASES)
  // "Do they plan weekend delivery? I would try that." asks out of interest, not confusion.
  if (
    interestCues.length === 0 &&
    (questionMarks >= 2 || (questionMarks === 1 && wordCount < 12))
  ) {
    return verdict('confused', `answer is mostly questions (${questionMarks} "?")`)
  }

  const technicalCues = [
    ...tokens.filter((t) => TECHNICAL_WORDS.has(t)),
    ...(normalized.match(TECHNICAL_UNIT) ?? []),
  ]
  if (technicalCues.length >= 3) {
    return verdict('technical', `dense technical vocabulary ${quoteList(technicalCues)}`)
  }

  const polarity = scanPolarity(text)
  const pos = polarity.positive.length
  const neg = polarity.negative.length
  const reflectiveCues = matchPhrases(normalized, REFLECTIVE_PHRASES)
  // Weighing a problem out loud ("looking back … I should have") is reflection, not a complaint.
  if (reflectiveCues.length >= 2) {
    return verdict('thoughtful', `reflective cues ${quoteList(reflectiveCues)}`)
  }
  if (neg > pos) {
    return verdict(
      'annoyed',
      `negative cues ${quoteList(polarity.negative)} outweigh positive cues (${quoteList(polarity.positive)})`,
    )
  }

  const apathyCues = matchPhrases(normalized, APATHY_PHRASES)
  if (apathyCues.length > 0) return verdict('indifferent', `apathy cues ${quoteList(apathyCues)}`)
  const hedgeCues = matchPhrases(normalized, WEAK_HEDGE_PHRASES)
  if (hedgeCues.length > 0 && wordCount < 10 && pos <= 1 && neg === 0) {
    return verdict('indifferent', `hedge ${quoteList(hedgeCues)} in a short, flat answer`)
  }

  const exclamations = Math.min(2, (text.match(/!/g) ?? []).length)
  const enthusiasm = exclamations + polarity.enthusiasm.length
  if (pos > neg && enthusiasm >= 2) {
    const markers = [
      ...(exclamations > 0 ? [`${exclamations} "!"`] : []),
      ...polarity.enthusiasm.map((cue) => `"${cue}"`),
    ]
    return verdict('excited', `positive cues with enthusiasm (${markers.slice(0, 3).join(', ')})`)
  }

  if (technicalCues.length >= 2) {
    return verdict('technical', `technical vocabulary ${quoteList(technicalCues)}`)
  }

  if (reflectiveCues.length >= 1 && wordCount >= 20) {
    return verdict(
      'thoughtful',
      `reflective cues ${quoteList(reflectiveCues)} in a ${wordCount}-word answer`,
    )
  }

  if (interestCues.length > 0) {
    return verdict('interested', `curiosity cues ${quoteList(interestCues)}`)
  }

  const helpfulCues = matchPhrases(normalized, HELPFUL_PHRASES)
  if (helpfulCues.length > 0) return verdict('helpful', `suggestion cues ${quoteList(helpfulCues)}`)
  const imperative = IMPERATIVE_START.exec(normalized)
  if (imperative) return verdict('helpful', `opens with advice "${imperative[0]}"`)

  if (pos > 0 && pos === neg) {
    return verdict(
      'thoughtful',
      `weighs positive ${quoteList(polarity.positive)} against negative ${quoteList(polarity.negative)}`,
    )
  }

  if (pos > neg) return verdict('positive', `positive cues ${quoteList(polarity.positive)}`)

  // One technical word in a longer account ("the router sits in the hallway") is just detail.
  if (technicalCues.length === 1 && wordCount < PLAIN_ACCOUNT_WORDS) {
    return verdict('technical', `technical term ${quoteList(technicalCues)}`)
  }

  const factualCues = tokens.filter((t) => FACTUAL_WORDS.has(t) || /\d/.test(t))
  const plain = wordCount >= PLAIN_ACCOUNT_WORDS && hedgeCues.length === 0
  if ((factualCues.length > 0 && wordCount >= 6) || plain) {
    const detail = factualCues.length > 0 ? `factual detail ${quoteList(factualCues)}` : null
    return verdict('informative', detail ?? `plain ${wordCount}-word account`)
  }

  return verdict('neutral', 'no strong cues')
}
