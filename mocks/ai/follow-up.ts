// Stands in for the chat model's follow-up generation, governed by the project's follow-up intensity.

import { hashParts, mulberry32, pick } from './random'
import {
  normalizeSentiment,
  normalizeText,
  sentimentCues,
  splitClauses,
  tokenize,
  type Sentiment,
} from './sentiment'

export type FollowUpStyle = 'warm' | 'concise' | 'probing'
export type FollowUpIntensity = 1 | 2 | 3 | 4 | 5

export interface FollowUpInput {
  questionText: string
  answerText: string
  sentiment: Sentiment
  intensity: FollowUpIntensity
  /** 0 for a primary question's answer, 1 for a follow-up's answer, … */
  depth: number
  /** Follow-ups already asked under this primary question. */
  followUpsSoFar: number
  style: FollowUpStyle
  seed?: number
}

export interface FollowUp {
  question: string
  /** Which rule asked, for logs and tests. */
  reason: string
}

/** What about an answer can prompt a follow-up. */
export type FollowUpTrigger =
  | 'unclear' // empty or unintelligible
  | 'confused'
  | 'negative'
  | 'skeptical'
  | 'short'
  | 'vague'
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

/*
 * Follow-up rules per intensity (SPEC §9). A follow-up is asked when the answer shows one of the
 * triggers, fewer than `max` follow-ups were asked under the primary question, and the answer's
 * depth is below `depth`; at the depth limit only a clarification of an empty, very short (< 4
 * words) or confused answer is allowed, from Standard up.
 *
 * | n | label        | max | depth | short | triggers (cumulative)                           | clarify |
 * |---|--------------|-----|-------|-------|-------------------------------------------------|---------|
 * | 1 | Minimal      | 1   | 1     | < 4   | unclear (empty/unintelligible), short           | no      |
 * | 2 | Conservative | 1   | 1     | < 8   | + negative (annoyed), confused                  | no      |
 * | 3 | Standard     | 2   | 1     | < 8   | + vague, skeptical                              | yes     |
 * | 4 | Thorough     | 2   | 2     | < 10  | + notable positive (excited, positive), ideas   | yes     |
 * | 5 | Exhaustive   | 3   | 3     | < 15  | + any answer to a primary question              | yes     |
 *
 * "clarify" is the one re-ask at the depth limit, which is how Standard reaches 2 at depth 1.
 */
export const FOLLOW_UP_RULES: Readonly<Record<FollowUpIntensity, FollowUpRule>> = {
  1: {
    label: 'Minimal',
    maxFollowUps: 1,
    maxDepth: 1,
    shortBelow: 4,
    triggers: ['unclear', 'short'],
    clarifyAtLimit: false,
  },
  2: {
    label: 'Conservative',
    maxFollowUps: 1,
    maxDepth: 1,
    shortBelow: 8,
    triggers: ['unclear', 'short', 'negative', 'confused'],
    clarifyAtLimit: false,
  },
  3: {
    label: 'Standard',
    maxFollowUps: 2,
    maxDepth: 1,
    shortBelow: 8,
    triggers: ['unclear', 'short', 'vague', 'negative', 'confused', 'skeptical'],
    clarifyAtLimit: true,
  },
  4: {
    label: 'Thorough',
    maxFollowUps: 2,
    maxDepth: 2,
    shortBelow: 10,
    triggers: [
      'unclear',
      'short',
      'vague',
      'negative',
      'confused',
      'skeptical',
      'positive',
      'idea',
    ],
    clarifyAtLimit: true,
  },
  5: {
    label: 'Exhaustive',
    maxFollowUps: 3,
    maxDepth: 3,
    shortBelow: 15,
    triggers: [
      'unclear',
      'short',
      'vague',
      'negative',
      'confused',
      'skeptical',
      'positive',
      'idea',
      'detail',
    ],
    clarifyAtLimit: true,
  },
}

const VERY_SHORT_BELOW = 4
const VAGUE_PHRASES = [
  'i guess',
  'i suppose',
  'kind of',
  'sort of',
  'maybe',
  'probably',
  'not really',
  'nothing really',
  'it depends',
  'okay',
  'fine',
  'whatever',
  'something like that',
  'hard to say',
  'not much',
]
const FLAT_SENTIMENTS: readonly Sentiment[] = ['neutral', 'indifferent']

interface AnswerTraits {
  words: number
  triggers: Set<FollowUpTrigger>
}

function hasPhrase(normalized: string, phrase: string): boolean {
  return ` ${normalized.replace(/[^a-z0-9' -]/g, ' ')} `.includes(` ${phrase} `)
}

function answerTraits(answerText: string, sentiment: Sentiment, rule: FollowUpRule): AnswerTraits {
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

// The first trigger in this list that applies decides the wording.
const TRIGGER_PRIORITY: readonly FollowUpTrigger[] = [
  'unclear',
  'confused',
  'negative',
  'skeptical',
  'short',
  'vague',
  'positive',
  'idea',
  'detail',
]

// Discourse fillers carry nothing worth quoting; yes/no/okay only count as filler before a comma.
const LEADING_FILLER =
  /^(?:(?:(?:well|so|honestly|uh+|um+|erm|er|oh|and|but|i mean|to be honest)\b|(?:yes|yeah|no|okay|ok|like)(?=[,.…]))[\s,.…]*)+/i
const TRAILING_FUNCTION_WORDS =
  /(?:\s+(?:a|an|the|and|or|but|to|of|in|on|at|by|for|with|from|that|which|so|it|is|was|i|we|my|our|their|your|about))+$/i

/**
 * The most salient part of an answer, at most `maxWords` words: the clause with the most sentiment
 * cues, trimmed around its first cue. Quoting it shows the interviewee they were listened to.
 */
export function salientPhrase(answerText: string, maxWords = 8): string {
  const whole = answerText
    .replace(/["“”]/g, "'")
    .trim()
    .replace(/[\s.!?,;:…]+$/, '')
  // A short answer is quoted whole: trimming it would lose what little there is.
  if (whole.split(/\s+/).length <= maxWords) return whole.replace(LEADING_FILLER, '') || whole
  const clauses = splitClauses(answerText.replace(/["“”]/g, "'"))
    .map((clause) => clause.replace(LEADING_FILLER, '').trim() || clause)
    .filter((clause) => tokenize(clause).length > 0)
  let best = ''
  let bestScore = -1
  for (const clause of clauses) {
    // Cues matter most, then substance (up to maxWords), then fitting without trimming.
    const length = clause.split(/\s+/).length
    const score =
      sentimentCues(clause).length * 100 +
      Math.min(length, maxWords) * 2 +
      (length <= maxWords ? 1 : 0)
    if (score > bestScore) {
      best = clause
      bestScore = score
    }
  }
  const words = best.split(/\s+/).filter((w) => w.length > 0)
  if (words.length <= maxWords) return words.join(' ')

  const firstCue = sentimentCues(best)[0]?.split(' ')[0] ?? ''
  const cueIndex = firstCue
    ? words.findIndex((w) => normalizeText(w).replace(/[^a-z0-9'-]/g, '') === firstCue)
    : -1
  // Leave room before the cue: the subject ("The delivery was … late") usually comes first.
  const start = Math.max(0, Math.min(words.length - maxWords, cueIndex - 4))
  const window = words.slice(start, start + maxWords).join(' ')
  const trimmed = window
    .replace(/[\s,;:]+$/, '')
    .replace(TRAILING_FUNCTION_WORDS, '')
    .replace(LEADING_FILLER, '')
  return trimmed || window
}

type Topic = 'price' | 'speed' | 'failure' | 'other'

function complaintTopic(text: string): Topic {
  const t = normalizeText(text)
  if (/expensive|overpriced|pricey|price|cost|rip.?off|cheap|pay/.test(t)) return 'price'
  if (/slow|late|latency|delay|forever|wait|timing out|lag/.test(t)) return 'speed'
  if (/crash|bug|broke|fail|stopped working|snapped|fell apart|drops/.test(t)) return 'failure'
  return 'other'
}

interface TemplateContext {
  quote: string
  questionText: string
  topic: Topic
}

type Variants = readonly ((ctx: TemplateContext) => string)[]

const OPENERS: Readonly<Record<FollowUpTrigger, readonly string[]>> = {
  unclear: ['No rush at all.', 'Take your time.'],
  confused: ['No worries at all!', 'Thanks for being honest.'],
  negative: [
    'Thanks for being honest about that.',
    "I'm sorry to hear that, and thanks for sharing.",
  ],
  skeptical: ['Thanks, that is a fair point.', 'I appreciate the honesty.'],
  short: ['Thanks for sharing that!', 'Thank you!'],
  vague: ['Thanks for sharing that!', 'I appreciate that.'],
  positive: ["That's great to hear!", 'Lovely, thanks for sharing that!'],
  idea: ["That's a great thought, thank you!", 'Thanks for sharing that idea!'],
  detail: ['Thanks for sharing that!', "That's really helpful, thank you."],
}

const NEGATIVE_TAIL: Readonly<Record<Topic, { warm: string; concise: string; probing: string }>> = {
  price: {
    warm: 'what would feel like a fair price to you?',
    concise: 'What would be a fair price?',
    probing: 'What do you pay today, specifically, and what would feel like a fair price?',
  },
  speed: {
    warm: 'what would a reasonable wait look like for you?',
    concise: 'How fast should it be?',
    probing: 'Can you walk me through the last time it happened, and how long it actually took?',
  },
  failure: {
    warm: 'how did that affect you?',
    concise: 'How often does that happen?',
    probing:
      'Can you describe the last time it happened — what exactly were you doing at the time?',
  },
  other: {
    warm: 'what would have made it better for you?',
    concise: 'What would fix it?',
    probing: 'Can you give me a specific example of when that happened and what went wrong?',
  },
}

// Wording per trigger and style; `quote` is always present except for `unclear`.
const TEMPLATES: Readonly<Record<FollowUpTrigger, Readonly<Record<FollowUpStyle, Variants>>>> = {
  unclear: {
    warm: [
      () =>
        "I didn't quite catch an answer there — could you tell me a little about it in your own words?",
      () => "I didn't catch your answer there. Whenever you're ready, what comes to mind first?",
    ],
    concise: [() => "I didn't catch an answer. Could you try again?"],
    probing: [
      () =>
        "I didn't catch an answer there. Could you describe one specific experience that comes to mind?",
    ],
  },
  confused: {
    warm: [
      (c) =>
        `You said "${c.quote}" — there are no wrong answers here. What's the first thing that comes to mind?`,
      (c) => `You said "${c.quote}" — let me put it another way: ${c.questionText}`,
    ],
    concise: [(c) => `You said "${c.quote}". Put simply: ${c.questionText}`],
    probing: [
      (c) =>
        `You said "${c.quote}". Let me narrow it down: think of one specific recent experience — what happened?`,
    ],
  },
  negative: {
    warm: [(c) => `You mentioned "${c.quote}" — ${NEGATIVE_TAIL[c.topic].warm}`],
    concise: [(c) => `You said "${c.quote}". ${NEGATIVE_TAIL[c.topic].concise}`],
    probing: [(c) => `You mentioned "${c.quote}". ${NEGATIVE_TAIL[c.topic].probing}`],
  },
  skeptical: {
    warm: [
      (c) => `You mentioned "${c.quote}" — what would it take to win you over?`,
      (c) => `You said "${c.quote}" — what would help you feel more confident about it?`,
    ],
    concise: [(c) => `You said "${c.quote}". What would convince you?`],
    probing: [
      (c) =>
        `You mentioned "${c.quote}". What specifically makes you doubt it — is there a concrete experience behind that?`,
    ],
  },
  short: {
    warm: [
      (c) => `You said "${c.quote}" — could you tell me a bit more about that?`,
      (c) => `You said "${c.quote}" — I'd love to hear a little more about that.`,
    ],
    concise: [
      (c) => `"${c.quote}" — could you expand on that?`,
      (c) => `You said "${c.quote}". Why is that?`,
    ],
    probing: [
      (c) =>
        `You said "${c.quote}". Can you give me a concrete example of what that looks like for you?`,
      (c) => `You said "${c.quote}". What specifically makes you say that? An example would help.`,
    ],
  },
  vague: {
    warm: [
      (c) =>
        `You mentioned "${c.quote}" — could you tell me a little more about how you really feel about it?`,
    ],
    concise: [(c) => `"${c.quote}" — what's the main reason?`],
    probing: [
      (c) =>
        `You said "${c.quote}". Can you point to one specific thing that makes you feel that way?`,
    ],
  },
  positive: {
    warm: [
      (c) => `You mentioned "${c.quote}" — what do you enjoy most about it?`,
      (c) => `You said "${c.quote}" — what made it work so well for you?`,
    ],
    concise: [(c) => `You said "${c.quote}". What stands out most?`],
    probing: [
      (c) =>
        `You mentioned "${c.quote}". Can you describe a specific moment when it worked especially well for you?`,
    ],
  },
  idea: {
    warm: [(c) => `You mentioned "${c.quote}" — what makes that important to you?`],
    concise: [(c) => `You said "${c.quote}". Why does that matter to you?`],
    probing: [
      (c) =>
        `You mentioned "${c.quote}". What specifically would you hope to see, and in which situation would it make a difference?`,
    ],
  },
  detail: {
    warm: [
      (c) => `You mentioned "${c.quote}" — is there anything more you'd like to add about that?`,
    ],
    concise: [(c) => `You said "${c.quote}". Anything to add?`],
    probing: [
      (c) =>
        `You mentioned "${c.quote}". Can you give me one specific example that illustrates it?`,
    ],
  },
}

function describeTrigger(trigger: FollowUpTrigger, sentiment: Sentiment, words: number): string {
  switch (trigger) {
    case 'unclear':
      return words === 0 ? 'empty' : 'unintelligible'
    case 'short':
      return `short (${words} words)`
    case 'negative':
    case 'skeptical':
    case 'confused':
    case 'positive':
    case 'idea':
      return `${trigger} (${sentiment})`
    case 'vague':
      return 'vague'
    case 'detail':
      return 'a primary answer worth exploring'
  }
}

/**
 * The next follow-up question for an answer, or null when the intensity's rules say to move on.
 * Deterministic for the same input and seed.
 */
export function nextFollowUp(input: FollowUpInput): FollowUp | null {
  const { questionText, answerText, intensity, depth, followUpsSoFar, style } = input
  // Older data spells it `sceptical`; fold it so both spellings behave (and hash) alike.
  const sentiment = normalizeSentiment(input.sentiment)
  const rule = FOLLOW_UP_RULES[intensity]
  if (followUpsSoFar >= rule.maxFollowUps) return null

  const traits = answerTraits(answerText, sentiment, rule)
  const atDepthLimit = depth >= rule.maxDepth
  let trigger: FollowUpTrigger | undefined
  let clarifying = false
  if (!atDepthLimit) {
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

  const rnd = mulberry32(
    hashParts(
      'follow-up',
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
  const quote = traits.words === 0 ? '' : salientPhrase(answerText)
  const ctx: TemplateContext = {
    quote,
    questionText: questionText.trim(),
    topic: complaintTopic(answerText),
  }
  const body = pick(TEMPLATES[trigger][style], rnd)(ctx)
  const question = style === 'warm' ? `${pick(OPENERS[trigger], rnd)} ${body}` : body

  const position = `follow-up ${followUpsSoFar + 1} of at most ${rule.maxFollowUps}`
  const why = clarifying
    ? `clarifying a ${describeTrigger(trigger, sentiment, traits.words)} answer at the depth limit (${rule.maxDepth})`
    : `answer at depth ${depth} is ${describeTrigger(trigger, sentiment, traits.words)}`
  return { question, reason: `intensity ${intensity} (${rule.label}): ${why}; ${position}` }
}
