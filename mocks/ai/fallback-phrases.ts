import { naming, type FollowUpStyle, type Line, type Lines } from './follow-up-phrases'
import type { TranscriptTopic } from './transcribe'
import { phraseList } from './word-lists'

// The follow-up stub's fallback wording, for answers with no cue to pick up: another language,
// a topic of the question, off topic, and as a last resort a moment to think of. Lines as in
// ./follow-up-phrases.ts.

/** For answers in another language: asked in English, kindly. */
export const FOREIGN: Lines = {
  warm: [
    "I'm afraid I only follow English well — could you put that in English, even roughly?",
    'Could you tell me the gist of that in English, even in a few words?',
  ],
  concise: ['Could you say that in English?', 'Could you give me the gist in English?'],
  probing: [
    'Could you give me that in English, with one concrete example?',
    'Could you say that in English, even just the main point?',
  ],
}

/**
 * For answers with nothing to pick up, by the topic of the question being explored: a narrower,
 * easier question on the same subject, never the same question again.
 */
export const GENERIC_BY_TOPIC: Readonly<Record<TranscriptTopic, Lines>> = {
  discovery: {
    warm: phraseList(`
      Do you remember roughly when you first came across it?
      What made you decide to give it a try in the end?
      Was it something you went looking for, or did it come to you?
      What were you hoping it would do for you back then?
    `),
    concise: phraseList(`
      When did you first come across it? | What made you try it? | Were you looking for it?
    `),
    probing: phraseList(`
      What exactly made you try it that first time?
      How long did you think about it before trying it?
      When did you first come across it, and what was going on for you then?
    `),
  },
  usage: {
    warm: phraseList(`
      What were you doing the last time you used it?
      Is there a time of day you tend to reach for it?
      What does a normal week with it look like for you?
    `),
    concise: ['When did you last use it?', 'What do you mostly use it for?'],
    probing: phraseList(`
      Which part of using it takes you the longest?
      How many times did you use it last week, roughly?
      What made you reach for it the last time, specifically?
    `),
  },
  pain_points: {
    warm: phraseList(`
      Has anything gone wrong recently, even something small?
      Is there a moment where it slows you down a little?
      Is there anything you have learned to work around?
    `),
    concise: ['Did anything go wrong recently?', 'What slows you down most?'],
    probing: phraseList(`
      What's the last thing that went wrong, even something minor?
      What workaround, if any, do you use today?
      Which step takes longer than it should, specifically?
    `),
  },
  value: {
    warm: phraseList(`
      Roughly what does it cost you today? | Would you notice if the price went up a little?
      What would make it feel like better value?
    `),
    concise: ['What do you pay now?', 'Would a price rise change anything?'],
    probing: phraseList(`
      What exactly do you pay each month, and what do you get for it?
      At what price would you stop paying for it?
      What did you compare the price with when you signed up?
    `),
  },
  recommendation: {
    warm: phraseList(`
      Have you mentioned it to anyone so far? | Who do you think it would suit best?
      What would you say about it if a friend asked?
    `),
    concise: ['Have you recommended it yet?', 'Who would it suit?'],
    probing: phraseList(`
      When did you last talk about it with someone, and what did you say?
      What would make you recommend it without hesitating?
    `),
  },
  comparison: {
    warm: phraseList(`
      Have you tried anything else along these lines? | What did you do before you had it?
      Is there anything the alternatives did better?
    `),
    concise: ['What did you use before?', 'What else did you consider?'],
    probing: phraseList(`
      What exactly did you use before, and why did you move away from it?
      What does it do better or worse than the alternative, concretely?
    `),
  },
  improvement: {
    warm: phraseList(`
      If one small thing changed tomorrow, what would you want it to be?
      Is there anything you find yourself working around?
      What would make it a little easier for you?
    `),
    concise: ['What one change would matter most?', 'What do you work around?'],
    probing: phraseList(`
      What's the last thing you wished it could do?
      Which step would you cut if you could, specifically?
    `),
  },
  general: {
    warm: phraseList(`
      Is there anything that surprised you about it?
      What's the one thing you'd want the team behind it to hear?
      How has it fitted into your routine so far?
    `),
    concise: ['Anything that surprised you?', 'What should the team hear?'],
    probing: phraseList(`
      What's one concrete moment with it that stuck with you?
      What would you tell the team if they were in the room?
    `),
  },
}

/**
 * For answers about something else: the question's own subject again, in easier words, led back
 * to from the product ("Coming back to BeanRunner, when did you first come across it?").
 */
export function steeringBack(topic: TranscriptTopic): Lines {
  const lead: Readonly<Record<FollowUpStyle, (product: string) => string>> = {
    warm: (p) => `Coming back to ${p}, `,
    concise: (p) => `Back to ${p}: `,
    probing: (p) => `Let's bring it back to ${p}: `,
  }
  const led = (style: FollowUpStyle): readonly Line[] =>
    GENERIC_BY_TOPIC[topic][style].flatMap((line) =>
      typeof line === 'string'
        ? [naming((p) => `${lead[style](p)}${line.charAt(0).toLowerCase()}${line.slice(1)}`)]
        : [],
    )
  return { warm: led('warm'), concise: led('concise'), probing: led('probing') }
}

// The last resort when every line above was already asked: a moment to think of, and a question
// about it. Thirty-six pairs, so even a long interview of one-word answers does not run dry.
const MOMENTS = phraseList(`
  Thinking of the last time you used it | Thinking of your first week with it
  Thinking of a day when it worked well | Thinking of a day when it let you down
  Thinking of a busy day | Thinking of the past month
`)
const ASKS = phraseList(`
  what stood out most? | what surprised you? | what would you have changed?
  what did you notice first? | what was the easiest part? | what was the hardest part?
`)
export const MOMENT_LINES: readonly string[] = MOMENTS.flatMap((moment) =>
  ASKS.map((ask) => `${moment}, ${ask}`),
)
