// The follow-up stub's wording: one question per line, in each interviewer style.
//
// A line is one question sentence ending in "?". It may quote the answer (`q`, already in quotes)
// or name what the answer mentioned (`noun`: "the router", "your friend"); a line that needs a
// slot the cue does not have is skipped. Warm lines are gentle and may follow a short
// acknowledgement; concise lines stay under 20 words with no small talk; probing lines ask for
// the last time, an example, a number or a reason.
// The fallback lines are in ./fallback-phrases.ts.

import type { ComplaintTopic, VagueKind } from './answer-lexicon'
import type { Quality, Said } from './paraphrase'

/** The interviewer prompt's style, which picks the lines. */
export type FollowUpStyle = 'warm' | 'concise' | 'probing'

export interface Slots {
  /** A short fragment of the answer in double quotes, or null when none reads well. */
  q: string | null
  /** What the answer mentioned, as a noun phrase; '' when the cue has none. */
  noun: string
  /** The answer gave a figure already, so asking "how long" or "how much" would not listen. */
  hasNumber: boolean
  /** The answer already told what happened on one occasion. */
  story: boolean
  /** What the cue's clause said, in the interviewer's words (./paraphrase.ts); null when unreadable. */
  said: Said | null
}

export type Line = string | ((slots: Slots) => string | null)
export type Lines = Readonly<Record<FollowUpStyle, readonly Line[]>>

const quoting =
  (line: (q: string) => string): Line =>
  ({ q }) =>
    q === null ? null : line(q)
export const naming =
  (line: (noun: string) => string): Line =>
  ({ noun }) =>
    noun === '' ? null : line(noun)

const askingForFigure =
  (line: string): Line =>
  ({ hasNumber }) =>
    hasNumber ? null : line

const askingForStory =
  (line: Line): Line =>
  (slots) =>
    slots.story ? null : typeof line === 'string' ? line : line(slots)

/** A line that says back the quality the answer gave something: "What made support useless?" */
const ofQuality =
  (line: (quality: Quality) => string): Line =>
  ({ said }) =>
    said?.quality ? line(said.quality) : null
/** A line that retells, in the past, what happened: "When the map froze, what did you do?" */
const ofEvent =
  (line: (clause: string) => string): Line =>
  ({ said }) =>
    said?.past && !said.quality && said.clause.split(' ').length <= 14 ? line(said.clause) : null

/** "made support useless", "makes it too expensive": the quality said back as a cause to ask. */
const made = ({ thing, quality, past }: Quality) => `${past ? 'made' : 'makes'} ${thing} ${quality}`

export function render(line: Line, slots: Slots): string | null {
  return typeof line === 'string' ? line : line(slots)
}

export type Mood = 'sorry' | 'glad' | 'easy' | 'neutral'

/** Acknowledgements: one short sentence, warm style only (and rarely probing). */
export const ACKS: Readonly<Record<Mood, readonly string[]>> = {
  sorry: ['Sorry to hear that.', 'That sounds frustrating.', 'I hear you.', "That's not great."],
  glad: ["That's good to hear.", 'Nice.', 'Glad to hear it.', 'Oh, lovely.'],
  easy: ['No problem.', "That's okay.", 'No worries.', 'Fair enough.'],
  neutral: ['Thanks.', 'Got it.', 'Interesting.', 'Thanks, that helps.', 'I see.'],
}
export const PROBING_ACKS: readonly string[] = ['Okay.', 'Understood.', 'Right.']

const COMPLAINT_BY_TOPIC: Readonly<Record<ComplaintTopic, Lines>> = {
  price: {
    warm: [
      askingForFigure('What would feel like a fair price to you?'),
      'What would make it feel worth the money?',
      ofQuality((q) => `What ${made(q)}, compared with what you expected?`),
    ],
    concise: [
      askingForFigure('What would be a fair price?'),
      askingForFigure('What do you pay now?'),
      'What would make it worth it?',
    ],
    probing: [
      askingForFigure('What do you pay today, and what would you expect to pay?'),
      'At what price would you stop using it altogether?',
      ofQuality((q) => `What are you comparing with when you say it's ${q.quality}?`),
    ],
  },
  speed: {
    warm: [
      askingForFigure('Roughly how long did you wait the last time?'),
      'What would a reasonable wait look like for you?',
      ofQuality(
        (q) =>
          `How much does it get in your way that ${q.thing} ${q.past ? 'was' : 'is'} ${q.quality}?`,
      ),
    ],
    concise: [
      askingForFigure('How long was the wait, roughly?'),
      'What wait would be acceptable?',
      'How often does that happen?',
    ],
    probing: [
      askingForFigure('How long did it take the last time, start to finish?'),
      'What did you do while you were waiting?',
      'How often does that happen in a typical week?',
      ofEvent((c) => `When ${c}, what did that cost you that day?`),
    ],
  },
  failure: {
    warm: [
      'How did that affect your day when it happened?',
      'What did you do when that happened?',
      ofEvent((c) => `When ${c}, what did you do next?`),
      ofQuality((q) => `How often is ${q.thing} ${q.quality}?`),
    ],
    concise: ['How often does that happen?', 'What did you do next?'],
    probing: [
      askingForStory('Can you describe the last time it happened, step by step?'),
      'What were you doing right before it happened?',
      ofEvent((c) => `When ${c}, what were you trying to do?`),
      'What did you do to get around it?',
    ],
  },
  usability: {
    warm: [
      'Which part was the hardest to figure out?',
      'What did you expect to happen instead?',
      ofQuality((q) => `Where did it start to feel ${q.quality}?`),
    ],
    concise: ['Which part was unclear?', 'What did you expect instead?'],
    probing: [
      'Where exactly did you get stuck the last time?',
      'What did you try before you figured it out?',
      ofEvent((c) => `When ${c}, which step were you on?`),
    ],
  },
  service: {
    warm: [
      'How was it sorted out in the end, if it was?',
      'What would you have liked them to do instead?',
      ofEvent((c) => `When ${c}, how did that leave you feeling?`),
      ofQuality((q) => `What ${made(q)}, from your side?`),
    ],
    concise: ['Was it resolved?', 'What should they have done?'],
    probing: [
      'What exactly happened, and how did they respond?',
      'How many times has something like that happened?',
      ofEvent((c) => `When ${c}, what did you do about it?`),
    ],
  },
  other: {
    warm: [
      'What would have made it better for you?',
      askingForStory('Could you tell me about the last time that happened?'),
      ofQuality((q) => `What ${made(q)}?`),
      ofEvent((c) => `When ${c}, what did you do next?`),
    ],
    concise: ['What would fix it?', 'When did it last happen?'],
    probing: [
      askingForStory('Can you give me a specific example of when that happened?'),
      'What did it cost you, in time or money, the last time?',
      ofQuality((q) => `What exactly ${made(q)}, the last time?`),
      ofEvent((c) => `When ${c}, what would have made it better?`),
    ],
  },
}

const VAGUE_BY_KIND: Readonly<Record<VagueKind, Lines>> = {
  depends: {
    warm: [
      'What does it depend on, mostly?',
      'When does it go well, and when does it not?',
      quoting((q) => `You said ${q} — on what, would you say?`),
    ],
    concise: ['Depends on what, mostly?', 'When does it go well, and when not?'],
    probing: [
      'Can you give me one case where it goes each way?',
      'What was different the last time it went badly?',
      quoting((q) => `When you say ${q}, what's the deciding factor?`),
    ],
  },
  lukewarm: {
    warm: [
      quoting((q) => `When you say ${q}, what would make it better than that?`),
      "What's one thing that keeps it from being great?",
      quoting((q) => `What would it take to go from ${q} to really good?`),
    ],
    concise: [
      quoting((q) => `What would make it better than ${q}?`),
      'What keeps it from being great?',
    ],
    probing: [
      quoting((q) => `What specifically keeps it at ${q} rather than great?`),
      'When did it last feel better or worse than that, and why?',
      'What are you comparing it with when you say that?',
    ],
  },
  unsure: {
    warm: [
      "What's your gut feeling, even if it's rough?",
      'What would help you make up your mind?',
      quoting((q) => `You said ${q} — what makes it hard to say?`),
    ],
    concise: ["What's your best guess?", 'What makes it hard to say?'],
    probing: [
      'What would you need to know to be sure?',
      'If you had to pick one way, which would it be?',
      quoting((q) => `You said ${q} — what's pulling you each way?`),
    ],
  },
}

/** Lines per cue kind; complaints and vague words go through their own tables above. */
const BY_KIND = {
  doubt: {
    warm: [
      'What would it take to win you over?',
      'Has something happened that made you wary?',
      ofQuality((q) => `What ${made(q)}, if you don't mind me asking?`),
    ],
    concise: ['What would convince you?', 'What is the doubt based on?'],
    probing: [
      'What specifically makes you doubt it — was there a moment that caused it?',
      'What evidence would change your mind?',
      ofQuality((q) => `What did you see that ${made(q)}?`),
    ],
  },
  confusion: {
    warm: [
      "Let's keep it simple: what do you remember about the last time you used it?",
      'What comes to mind first when you picture using it?',
    ],
    concise: ['What stands out about it for you?', 'What happened the last time you used it?'],
    probing: [
      "Let's make it concrete: what happened the last time you used it?",
      'Think of one recent day with it: what did you do?',
    ],
  },
  suggestion: {
    warm: [
      quoting((q) => `You mentioned ${q} — what difference would that make for you?`),
      'How do you get around that today?',
      'When did you last find yourself needing that?',
    ],
    concise: ['What difference would that make?', 'What do you do today instead?'],
    probing: [
      'What would you do differently if you had that tomorrow?',
      'When did you last need that, and what did you do instead?',
      quoting((q) => `You said ${q} — in which situation would it matter most?`),
    ],
  },
  comparison: {
    warm: [
      quoting((q) => `When you say ${q}, what's the biggest difference for you?`),
      'What does the other option do better, if anything?',
      'What made the difference for you in the end?',
    ],
    concise: ["What's the main difference?", 'Which would you pick today?'],
    probing: [
      quoting((q) => `When you say ${q}, can you give me a concrete example?`),
      'What would make you switch back?',
      'Where exactly does the difference show up day to day?',
    ],
  },
  number: {
    warm: [
      quoting((q) => `Is ${q} typical for you, or was that unusual?`),
      quoting((q) => `How do you feel about ${q}?`),
      quoting((q) => `How does ${q} compare with what you expected?`),
    ],
    concise: [
      quoting((q) => `Is ${q} typical?`),
      quoting((q) => `How does ${q} compare with what you expected?`),
    ],
    probing: [
      quoting((q) => `What does ${q} mean for you in practice?`),
      quoting((q) => `How did you arrive at ${q}, roughly?`),
      quoting((q) => `Has ${q} changed since you started?`),
    ],
  },
  praise: {
    warm: [
      ofQuality((q) => `What ${made(q)} for you?`),
      'What do you enjoy most about it?',
      'What would you miss most if it went away?',
    ],
    concise: [quoting((q) => `What makes you say ${q}?`), 'What do you like most about it?'],
    probing: [
      'Can you describe a specific moment when it worked especially well?',
      ofQuality((q) => `When did ${q.thing} last feel ${q.quality}?`),
      'When did you last notice that, and what were you doing?',
    ],
  },
  person: {
    warm: [
      naming((n) => `What did ${n} say that made you want to try it?`),
      naming((n) => `Does ${n} still use it, do you know?`),
    ],
    concise: [naming((n) => `What did ${n} say about it?`), naming((n) => `Does ${n} use it too?`)],
    probing: [
      naming((n) => `What exactly did ${n} tell you about it?`),
      naming((n) => `What convinced you: what ${n} said, or something else?`),
    ],
  },
  source: {
    warm: [
      naming((n) => `What about ${n} caught your attention?`),
      naming((n) => `Do you remember what in ${n} made you curious?`),
    ],
    concise: [naming((n) => `What caught your eye in ${n}?`), 'What made you act on it?'],
    probing: [
      naming((n) => `What exactly did ${n} show or say that made you act on it?`),
      'How long was it between first seeing it and trying it?',
    ],
  },
  habit: {
    warm: [
      quoting((q) => `You said ${q} — what does that look like on a typical day?`),
      "What's different on the days it doesn't go that way?",
    ],
    concise: ['What happens on the other days?', 'When did it last go differently?'],
    probing: [
      quoting((q) => `When you say ${q}, when was the last time it didn't go that way?`),
      'What was the most recent time, and what happened?',
    ],
  },
  feature: {
    warm: [
      naming((n) => `What has your experience with ${n} been like so far?`),
      naming((n) => `Could you walk me through the last time you dealt with ${n}?`),
      naming((n) => `What would you change about ${n}, if anything?`),
    ],
    concise: [
      naming((n) => `What would you change about ${n}?`),
      naming((n) => `How often do you deal with ${n}?`),
    ],
    probing: [
      naming((n) => `When did you last deal with ${n}, and what exactly happened?`),
      naming((n) => `What's one specific moment with ${n} that stuck with you?`),
      naming((n) => `How does ${n} compare with what you had before, concretely?`),
    ],
  },
} as const satisfies Readonly<Record<string, Lines>>

export function linesForCue(
  kind: keyof typeof BY_KIND | 'complaint' | 'vague',
  topic: ComplaintTopic = 'other',
  vagueness: VagueKind = 'lukewarm',
): Lines {
  if (kind === 'complaint') return COMPLAINT_BY_TOPIC[topic]
  if (kind === 'vague') return VAGUE_BY_KIND[vagueness]
  return BY_KIND[kind]
}
