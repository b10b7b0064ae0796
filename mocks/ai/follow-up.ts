// Stands in for the chat model's follow-up generation, governed by the project's follow-up
// intensity. The intensity rules (follow-up-rules.ts) decide whether to ask; answer-cues.ts reads
// the answer for something to ask about; follow-up-phrases.ts words the question in the
// interviewer prompt's style.

import { MAX_QUOTE_WORDS, readAnswer, type Cue, type CueKind } from './answer-cues'
import {
  ACKS,
  PROBING_ACKS,
  linesForCue,
  render,
  type Line,
  type Lines,
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

// Which cue to pick up first, by what made the follow-up worth asking; the rest follow BASE_ORDER.
// The triggers are in order of priority: the first that applies decides the wording.
const PREFERRED: Readonly<Record<FollowUpTrigger, readonly CueKind[]>> = {
  unclear: ['confusion', 'vague'],
  confused: ['confusion', 'vague', 'complaint'],
  'off-topic': [],
  negative: ['complaint', 'doubt'],
  skeptical: ['doubt', 'complaint'],
  short: ['person', 'source', 'complaint', 'doubt', 'vague', 'number', 'praise'],
  vague: ['vague', 'complaint', 'doubt'],
  positive: ['praise', 'feature', 'comparison'],
  idea: ['suggestion', 'feature', 'comparison'],
  detail: ['number', 'comparison', 'complaint', 'suggestion'],
}
// Object keys keep their written order, so the table above is also the priority list.
const TRIGGER_PRIORITY = Object.keys(PREFERRED) as FollowUpTrigger[]
const BASE_ORDER: readonly CueKind[] = [
  'confusion',
  'doubt',
  'complaint',
  'suggestion',
  'comparison',
  'number',
  'vague',
  'praise',
  'person',
  'source',
  'habit',
  'feature',
]
/** How many different cues of one answer are tried before the generic probes. */
const CUES_TRIED = 3

function rankCues(cues: readonly Cue[], trigger: FollowUpTrigger, goal: Set<string>): Cue[] {
  const preferred = PREFERRED[trigger]
  // What the project wants to learn comes first: a cue whose clause uses the goal's words.
  const aside = (cue: Cue) =>
    goal.size > 0 && !tokenize(cue.clause).some((word) => goal.has(stem(word)))
  const rank = (cue: Cue) => {
    const i = preferred.indexOf(cue.kind)
    const order = i >= 0 ? i : preferred.length + BASE_ORDER.indexOf(cue.kind)
    return order + (aside(cue) ? BASE_ORDER.length * 2 : 0)
  }
  // "Maybe thirty" gives a figure, hedged: the figure is the thread, not the hedge.
  const hedgedFigure = cues.some((cue) => cue.kind === 'number')
  const ranked = [...cues]
    .filter((cue) => !(hedgedFigure && cue.vagueness === 'unsure'))
    .sort((a, b) => rank(a) - rank(b) || a.index - b.index)
  // Two complaints about different things are two threads worth pulling.
  const seen = new Set<string>()
  return ranked
    .filter((cue) => {
      const key = `${cue.kind}/${cue.topic ?? cue.vagueness ?? ''}`
      return !seen.has(key) && seen.add(key)
    })
    .slice(0, CUES_TRIED)
}

const MOOD_OF: Partial<Record<CueKind, Mood>> = {
  complaint: 'sorry',
  doubt: 'sorry',
  praise: 'glad',
  vague: 'easy',
  confusion: 'easy',
}

/** One group of lines to try, with the slots they fill and what the follow-up then probes. */
interface Source {
  lines: Lines
  q: string | null
  /** The cue's clause, said back in the interviewer's words when this source is tried. */
  clause?: string
  noun: string
  about: string
}

function cueSource(cue: Cue): Source {
  const quoted = cue.kind === 'vague' || cue.kind === 'number' ? cue.match : cue.fragment
  return {
    lines: linesForCue(cue.kind, cue.topic, cue.vagueness),
    q: quoted && quoted.split(/\s+/).length <= MAX_QUOTE_WORDS ? `"${quoted}"` : null,
    clause: cue.clause,
    noun: cue.noun ?? '',
    about: `a ${cue.kind}${cue.topic ? ` (${cue.topic})` : ''} ("${cue.match.toLowerCase()}")`,
  }
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
