import {
  FOLLOW_UP_INTENSITY_LABELS as LABELS,
  type FollowUpIntensity,
} from '@/domain/follow-up-intensity'
import type { Sentiment } from '@/domain/sentiment'
import { normalizeText, tokenize } from './sentiment'
import { phraseList } from './word-lists'

// Whether an answer gets a follow-up: the rules of each follow-up intensity and the traits of
// an answer they look at. What to ask is ./follow-up.ts.

export type { FollowUpIntensity }

/** What about an answer can prompt a follow-up. */
export type FollowUpTrigger =
  | 'unclear' // empty or unintelligible
  | 'confused'
  | 'negative'
  | 'skeptical'
  | 'short'
  | 'vague'
  | 'off-topic' // about something other than the question, the product or the goal
  | 'positive' // notable positive: excited or positive
  | 'idea' // interested or helpful: an idea worth unpacking
  | 'detail' // any other answer to a primary question

export interface FollowUpRule {
  label: string
  maxFollowUps: number
  /** Deepest follow-up level: 1 means follow-ups only to the primary question's answer. */
  maxDepth: number
  /** Answers with fewer words than this count as short. */
  shortBelow: number
  triggers: readonly FollowUpTrigger[]
  /** At the depth limit, may still re-ask once when the answer was empty, very short or confused. */
  clarifyAtLimit: boolean
}

// Each intensity's triggers are the ones below it and more (the table's "+").
const MINIMAL: readonly FollowUpTrigger[] = ['unclear', 'short']
const CONSERVATIVE: readonly FollowUpTrigger[] = [...MINIMAL, 'negative', 'confused']
const STANDARD: readonly FollowUpTrigger[] = [...CONSERVATIVE, 'vague', 'skeptical', 'off-topic']
const THOROUGH: readonly FollowUpTrigger[] = [...STANDARD, 'positive', 'idea']

/*
 * Follow-up rules per intensity (docs/product.md#constants). A follow-up is asked when the answer shows one of the
 * triggers, fewer than `max` follow-ups were asked under the primary question, and the answer's
 * depth is below `depth`; at the depth limit only a clarification of an empty, very short (< 4
 * words) or confused answer is allowed, from Standard up.
 *
 * | n | label        | max | depth | short | triggers (cumulative)                           | clarify |
 * |---|--------------|-----|-------|-------|-------------------------------------------------|---------|
 * | 1 | Minimal      | 1   | 1     | < 4   | unclear (empty/unintelligible), short           | no      |
 * | 2 | Conservative | 1   | 1     | < 8   | + negative (annoyed), confused                  | no      |
 * | 3 | Standard     | 2   | 1     | < 8   | + vague, skeptical, off-topic                   | yes     |
 * | 4 | Thorough     | 2   | 2     | < 10  | + notable positive (excited, positive), ideas   | yes     |
 * | 5 | Exhaustive   | 3   | 3     | < 15  | + any answer to a primary question              | yes     |
 *
 * "clarify" is the one re-ask at the depth limit, which is how Standard reaches 2 at depth 1.
 */
const rule = (
  n: FollowUpIntensity,
  [maxFollowUps, maxDepth, shortBelow]: readonly [number, number, number],
  triggers: readonly FollowUpTrigger[],
  clarifyAtLimit: boolean,
): FollowUpRule => ({
  label: LABELS[n],
  maxFollowUps,
  maxDepth,
  shortBelow,
  triggers,
  clarifyAtLimit,
})

export const FOLLOW_UP_RULES: Readonly<Record<FollowUpIntensity, FollowUpRule>> = {
  1: rule(1, [1, 1, 4], MINIMAL, false),
  2: rule(2, [1, 1, 8], CONSERVATIVE, false),
  3: rule(3, [2, 1, 8], STANDARD, true),
  4: rule(4, [2, 2, 10], THOROUGH, true),
  5: rule(5, [3, 3, 15], [...THOROUGH, 'detail'], true),
}

export const VERY_SHORT_BELOW = 4
const VAGUE_PHRASES = phraseList(`
  i guess | i suppose | kind of | sort of | maybe | probably | not really | nothing really
  it depends | okay | fine | whatever | something like that | hard to say | not much
`)
const FLAT_SENTIMENTS: readonly Sentiment[] = ['neutral', 'indifferent']

export interface AnswerTraits {
  words: number
  triggers: Set<FollowUpTrigger>
}

function hasPhrase(normalized: string, phrase: string): boolean {
  return ` ${normalized.replace(/[^a-z0-9' -]/g, ' ')} `.includes(` ${phrase} `)
}

export function answerTraits(
  answerText: string,
  sentiment: Sentiment,
  rule: FollowUpRule,
): AnswerTraits {
  const words = tokenize(answerText).length
  const normalized = normalizeText(answerText)
  const triggers = new Set<FollowUpTrigger>()
  if (words === 0 || sentiment === 'unknown') triggers.add('unclear')
  if (sentiment === 'confused') triggers.add('confused')
  if (sentiment === 'annoyed') triggers.add('negative')
  if (sentiment === 'skeptical') triggers.add('skeptical')
  if (words > 0 && words < rule.shortBelow) triggers.add('short')
  const vague =
    (FLAT_SENTIMENTS.includes(sentiment) && words < 12) ||
    (words < 15 && VAGUE_PHRASES.some((phrase) => hasPhrase(normalized, phrase)))
  if (words > 0 && vague) triggers.add('vague')
  if (sentiment === 'excited' || sentiment === 'positive') triggers.add('positive')
  if (sentiment === 'interested' || sentiment === 'helpful') triggers.add('idea')
  if (words > 0) triggers.add('detail')
  return { words, triggers }
}

// Concrete details: a figure, a time, a place or a name, a reason.
const DETAIL_PATTERNS: readonly RegExp[] = [
  /\d|[£$€]|\b(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|hundred|twice|half)\b/gi,
  /\b(?:yesterday|today|tonight|this morning|last (?:week|month|year|time)|(?:mon|tues|wednes|thurs|fri|satur|sun)day|january|february|march|april|may|june|july|august|september|october|november|december)\b/gi,
  /(?<=[a-z,;] )[A-Z][a-z]+/g,
  /\b(?:because|since|so that)\b|, so\b/gi,
]
// A question that a word or a name fully answers.
const CLOSED_QUESTION = /\byes or no\b|^(?:which (?:store|shop)|where did you (?:buy|get))\b/i

/** How many concrete details (figures, times, names, reasons) an answer gives. */
function detailCount(answerText: string): number {
  return DETAIL_PATTERNS.reduce((sum, pattern) => sum + (answerText.match(pattern)?.length ?? 0), 0)
}

/**
 * Whether an answer already says what a follow-up would ask for: a closed question answered
 * plainly ("Yes.", "Currys on Oxford Street."), or an account with at least two concrete details
 * (what happened, when, how much, why) that stays on the subject. Probing it would not listen.
 */
export function isSpecific(
  answerText: string,
  questionText: string,
  traits: AnswerTraits,
  onSubject: boolean,
): boolean {
  if (traits.triggers.has('unclear') || traits.triggers.has('confused')) return false
  const closed = CLOSED_QUESTION.test(questionText.trim())
  // A plain "No." answers a yes-or-no question; "No, I'm not convinced." leaves the why open.
  if (closed) {
    const normalized = normalizeText(answerText)
    return (
      !traits.triggers.has('skeptical') &&
      !VAGUE_PHRASES.some((phrase) => hasPhrase(normalized, phrase))
    )
  }
  // Details about something else are still off the subject: a follow-up steers back.
  return onSubject && traits.words >= 10 && detailCount(answerText) >= 2
}
