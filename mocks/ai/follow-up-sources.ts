// What a follow-up can ask about: the answer's cues, ranked by the trigger that made it worth
// asking, each a source of lines (follow-up-phrases.ts), and the mood its acknowledgement takes.

import { MAX_QUOTE_WORDS, type Cue, type CueKind } from './answer-cues'
import { linesForCue, type Lines, type Mood } from './follow-up-phrases'
import type { FollowUpTrigger } from './follow-up-rules'
import { singular as stem } from './paraphrase'
import { tokenize } from './sentiment'

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
export const TRIGGER_PRIORITY = Object.keys(PREFERRED) as FollowUpTrigger[]
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

export function rankCues(cues: readonly Cue[], trigger: FollowUpTrigger, goal: Set<string>): Cue[] {
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

export const MOOD_OF: Partial<Record<CueKind, Mood>> = {
  complaint: 'sorry',
  doubt: 'sorry',
  praise: 'glad',
  vague: 'easy',
  confusion: 'easy',
}

/** One group of lines to try, with the slots they fill and what the follow-up then probes. */
export interface Source {
  lines: Lines
  q: string | null
  /** The cue's clause, said back in the interviewer's words when this source is tried. */
  clause?: string
  noun: string
  about: string
}

export function cueSource(cue: Cue): Source {
  const quoted = cue.kind === 'vague' || cue.kind === 'number' ? cue.match : cue.fragment
  return {
    lines: linesForCue(cue.kind, cue.topic, cue.vagueness),
    q: quoted && quoted.split(/\s+/).length <= MAX_QUOTE_WORDS ? `"${quoted}"` : null,
    clause: cue.clause,
    noun: cue.noun ?? '',
    about: `a ${cue.kind}${cue.topic ? ` (${cue.topic})` : ''} ("${cue.match.toLowerCase()}")`,
  }
}
