// Stands in for the chat model's follow-up generation, governed by the project's follow-up
// intensity. The intensity rules (follow-up-rules.ts) decide whether to ask; answer-cues.ts reads
// the answer for something to ask about, which follow-up-sources.ts ranks; follow-up-phrases.ts
// words the question in the interviewer prompt's style.

import { readAnswer } from './answer-cues'
import {
  ACKS,
  PROBING_ACKS,
  render,
  type Line,
  type FollowUpStyle,
  type Mood,
} from './follow-up-phrases'
import { FOREIGN, GENERIC_BY_TOPIC, MOMENT_LINES, steeringBack } from './fallback-phrases'
import { goalTerms, sayBack, singular as stem } from './paraphrase'
import { isOffTopic } from './off-topic'
import { hashParts, mulberry32, pick } from './random'
import { normalizeSentiment, type Sentiment } from '@/domain/sentiment'
import { normalizeText, tokenize } from './sentiment'
import { topicForQuestion } from './transcribe'
import { wordSet } from './word-lists'
import {
  FOLLOW_UP_RULES,
  VERY_SHORT_BELOW,
  answerTraits,
  isSpecific,
  type FollowUpIntensity,
  type FollowUpTrigger,
} from './follow-up-rules'
import { cueSource, MOOD_OF, rankCues, TRIGGER_PRIORITY, type Source } from './follow-up-sources'

export type { FollowUpStyle }

export interface FollowUpInput {
  /** The question just answered: a primary question or a follow-up. */
  questionText: string
  /** The newest answer, the one the follow-up probes. */
  answerText: string
  sentiment: Sentiment
  intensity: FollowUpIntensity
  /** 0 for a primary question's answer, 1 for a follow-up's answer, … */
  depth: number
  /** Follow-ups already asked under this primary question. */
  followUpsSoFar: number
  style: FollowUpStyle
  seed?: number
  /** The primary question being explored, which decides the subject of a generic probe. */
  primaryQuestionText?: string
  /**
   * Every other question of the interview, asked or planned, primary or follow-up: a follow-up
   * never contains one, nor asks one again.
   */
  interviewQuestions?: readonly string[]
  /** The product's name, to steer an answer about something else back to it. */
  product?: string
  /** What the product is, in the project's words: tells an answer about it from one about something else. */
  productDescription?: string
  /** What the project wants to learn from the primary question (its discussion guide's Goal). */
  goal?: string
}

export interface FollowUp {
  question: string
  /** Which rule asked and what in the answer it probes, for logs and tests. */
  reason: string
}

/** A follow-up is one short question: longer ones are not said aloud comfortably. */
export const MAX_FOLLOW_UP_LENGTH = 200

function describeTrigger(trigger: FollowUpTrigger, sentiment: Sentiment, words: number): string {
  if (trigger === 'unclear') return words === 0 ? 'empty' : 'unintelligible'
  if (trigger === 'short') return `short (${words} words)`
  if (trigger === 'off-topic') return 'off the topic'
  if (trigger === 'detail') return 'a primary answer worth exploring'
  return trigger === 'vague' ? 'vague' : `${trigger} (${sentiment})`
}

const CONTENT_WORD = /^[a-z]{4,}$/
const COMMON_WORDS = wordSet(`
  what when where which would could should about there their them they this that have been were
  with from your just really very much some more most only also than then into over like well
  know think said
`)

function contentWords(text: string): Set<string> {
  return new Set(
    tokenize(text)
      .filter((w) => CONTENT_WORD.test(w) && !COMMON_WORDS.has(w))
      .map(stem),
  )
}

/**
 * Whether a follow-up would ask another question of the interview in other words ("the last time
 * you used it" when a later question walks through the last time): most of its content words
 * are that question's.
 */
function retells(followUp: string, other: string): boolean {
  const mine = contentWords(followUp)
  const theirs = contentWords(other)
  const shared = [...mine].filter((word) => theirs.has(word)).length
  return shared >= 3 && shared / mine.size >= 0.5
}

const USE_WORDS =
  /^(?:use[sd]?|using|order(?:s|ed|ing)?|bought|buy(?:ing)?|tried|try(?:ing)?|paid|pay(?:ing)?)$/

/** Whether a cue-less answer still talks about the interview's subject. */
function onSubject(answerText: string, context: readonly string[]): boolean {
  const answer = contentWords(answerText)
  if (answer.size === 0 || tokenize(answerText).some((word) => USE_WORDS.test(word))) return true
  const subject = contentWords(context.join(' '))
  return [...answer].some((word) => subject.has(word))
}

function shuffled<T>(items: readonly T[], rnd: () => number): T[] {
  const out = [...items]
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1))
    const a = out[i] as T
    out[i] = out[j] as T
    out[j] = a
  }
  return out
}

function comparable(text: string): string {
  return normalizeText(text).replace(/[“”]/g, '"')
}

/** The question sentence of a follow-up, without its acknowledgement and with quotes blanked. */
function skeleton(text: string): string {
  const question = /^[^?"]{1,40}?[.!]\s+(.+\?)$/.exec(text.trim())?.[1] ?? text
  return comparable(question).replace(/"[^"]*"/g, '"…"')
}

/**
 * The next follow-up question for an answer, or null when the intensity's rules say to move on.
 * It probes something the newest answer said, in the interviewer's style, and is new to the
 * interview. Deterministic for the same input and seed.
 */
export function nextFollowUp(input: FollowUpInput): FollowUp | null {
  const { questionText, answerText, intensity, depth, followUpsSoFar, style } = input
  // Older data spells it `sceptical`; fold it so both spellings behave (and hash) alike.
  const sentiment = normalizeSentiment(input.sentiment)
  const rule = FOLLOW_UP_RULES[intensity]
  if (followUpsSoFar >= rule.maxFollowUps) return null

  const traits = answerTraits(answerText, sentiment, rule)
  const reading = readAnswer(answerText)
  const goal = goalTerms(input.goal ?? '')
  // Only an answer to the primary question: a follow-up's answer builds on the talk so far
  // ("the queue was the worst part"), which the follow-up does not see.
  const offTopic =
    depth === 0 &&
    reading.kind === 'words' &&
    isOffTopic({
      question: input.primaryQuestionText ?? questionText,
      answer: answerText,
      subject: [
        input.product ?? '',
        input.productDescription ?? '',
        input.goal ?? '',
        ...(input.interviewQuestions ?? []),
      ],
    })
  const atDepthLimit = depth >= rule.maxDepth
  let trigger: FollowUpTrigger | undefined
  let clarifying = false
  if (!atDepthLimit) {
    if (offTopic) traits.triggers.add('off-topic')
    trigger = TRIGGER_PRIORITY.find(
      (t) => rule.triggers.includes(t) && traits.triggers.has(t) && (t !== 'detail' || depth === 0),
    )
  } else if (rule.clarifyAtLimit) {
    // Not a deeper probe, only a second try at an answer we could not use.
    const clarifiable = traits.words < VERY_SHORT_BELOW || traits.triggers.has('confused')
    if (clarifiable) {
      trigger = traits.triggers.has('unclear')
        ? 'unclear'
        : traits.triggers.has('confused')
          ? 'confused'
          : 'short'
      clarifying = true
    }
  }
  if (!trigger) return null

  const primary = input.primaryQuestionText ?? questionText
  // An answer with something to pick up is about the interview; one without is checked for words
  // of the questions or the product.
  const relevant =
    !offTopic &&
    ((reading.kind === 'words' && reading.cues.length > 0) ||
      onSubject(answerText, [questionText, primary, input.product ?? '', input.goal ?? '']))
  // Below Exhaustive, an answer that already gives the particulars is not probed again.
  if (intensity < 5 && !clarifying && isSpecific(answerText, questionText, traits, relevant)) {
    return null
  }
  const rnd = mulberry32(
    hashParts(
      'follow-up',
      primary,
      questionText,
      answerText,
      sentiment,
      intensity,
      depth,
      followUpsSoFar,
      style,
      input.seed ?? 0,
    ),
  )
  const hasNumber = reading.kind === 'words' && reading.cues.some((cue) => cue.kind === 'number')
  const story = reading.kind === 'words' && reading.story
  const others = [...(input.interviewQuestions ?? []), questionText, primary]
  const generic: Source = {
    lines: GENERIC_BY_TOPIC[topicForQuestion(primary)],
    q: null,
    noun: '',
    about: 'a generic probe',
  }
  const sources: Source[] = []
  let mood: Mood = 'neutral'
  if (reading.kind === 'empty') mood = 'easy'
  else if (reading.kind === 'foreign')
    sources.push({ lines: FOREIGN, q: null, noun: '', about: 'a request for English' })
  else if (offTopic) {
    sources.push({
      lines: steeringBack(topicForQuestion(primary)),
      q: null,
      noun: input.product ?? '',
      about: 'the subject, steering back to the question',
    })
  } else if (reading.cues.length > 0) {
    const cues = rankCues(reading.cues, trigger, goal)
    mood = MOOD_OF[cues[0]?.kind ?? 'feature'] ?? 'neutral'
    sources.push(...cues.map(cueSource))
  }
  sources.push(generic, {
    lines: { warm: MOMENT_LINES, concise: MOMENT_LINES, probing: MOMENT_LINES },
    q: null,
    noun: '',
    about: 'a recent moment',
  })

  // Not the acknowledgement that opened the question just answered: twice running sounds canned.
  const acks = (style === 'warm' ? ACKS[mood] : PROBING_ACKS).filter(
    (ack) => !questionText.startsWith(ack),
  )
  const ackChance = style === 'warm' ? 0.7 : style === 'probing' ? 0.2 : 0
  const ack = acks.length > 0 && rnd() < ackChance ? pick(acks, rnd) : ''
  const taken = others.map(comparable).filter((text) => text.length > 0)
  const askedShapes = new Set(others.map(skeleton))
  const planned = (input.interviewQuestions ?? []).filter((other) => other !== primary)
  for (const source of sources) {
    const said = source.clause === undefined ? null : sayBack(source.clause)
    const slots = { q: source.q, noun: source.noun, hasNumber, story, said }
    // Saying back what was said, in other words, is the better follow-up when it reads well.
    const paraphrases = (line: Line) =>
      slots.said !== null && render(line, { ...slots, said: null }) === null
    const lines = shuffled(source.lines[style], rnd)
    for (const line of [...lines.filter(paraphrases), ...lines.filter((l) => !paraphrases(l))]) {
      const body = render(line, slots)
      if (body === null) continue
      const question = ack ? `${ack} ${body}` : body
      const text = comparable(question)
      if (question.length > MAX_FOLLOW_UP_LENGTH) continue
      if (taken.some((other) => text.includes(other))) continue
      if (askedShapes.has(skeleton(question))) continue
      if (planned.some((other) => retells(body, other))) continue
      const position = `follow-up ${followUpsSoFar + 1} of at most ${rule.maxFollowUps}`
      const why = clarifying
        ? `clarifying a ${describeTrigger(trigger, sentiment, traits.words)} answer at the depth limit (${rule.maxDepth})`
        : `answer at depth ${depth} is ${describeTrigger(trigger, sentiment, traits.words)}`
      return {
        question,
        reason: `intensity ${intensity} (${rule.label}): ${why}; ${position}; probes ${source.about}`,
      }
    }
  }
  // Everything worth asking was asked already: better to move on than to repeat.
  return null
}
