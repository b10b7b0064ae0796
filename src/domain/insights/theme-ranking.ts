/**
 * Which candidates become themes (./themes): scored, the phrases that others absorb left out,
 * at most 8 that do not repeat each other, each labelled as the answers spell it.
 */
import { isConceptWord } from '../concepts'
import { MIN_THEME_INTERVIEWS, type Candidate } from './theme-candidates'
import type { Occurrence } from './quotes'
import type { InsightAnswer } from './types'

export const MAX_THEMES = 8
/** Share of a shorter phrase's answers that a longer one must hold to absorb it. */
const ABSORB_SHARE = 0.6
/** Answer overlap (Jaccard) above which a phrase repeats a chosen theme's evidence. */
const DUPLICATE_OVERLAP = 0.6

/**
 * Stems of words a product interview uses whatever it is about: alone they are the study's
 * subject, not a finding (a researcher writes 'late deliveries', never 'delivery').
 */
export const GENERIC_STEMS: ReadonlySet<string> = new Set(
  `app application coffee cafe drink cup order delivery driver courier week month year day
  morning evening afternoon night time minute hour today weekend monday tuesday wednesday
  thursday friday saturday sunday office work home job team company service product
  subscription plan customer user people person friend colleague thing place problem issue
  option experience feature part side start end`
    .split(/\s+/)
    .filter((word) => word !== ''),
)

/** How many of the sorted `a` are also in the sorted `b`. */
function sharedCount(a: readonly number[], b: readonly number[]): number {
  let shared = 0
  let j = 0
  for (const value of a) {
    while (j < b.length && (b[j] ?? 0) < value) j++
    if (b[j] === value) shared++
  }
  return shared
}

/** The contiguous shorter phrases inside a phrase ('a b c' → 'a', 'b', 'c', 'a b', 'b c'). */
function subPhrases(key: string): string[] {
  const words = key.split(' ')
  const result: string[] = []
  for (let size = 1; size < words.length; size++) {
    for (let first = 0; first + size <= words.length; first++) {
      result.push(words.slice(first, first + size).join(' '))
    }
  }
  return result
}

const contains = (longer: string, shorter: string) =>
  ` ${longer} `.includes(` ${shorter} `) && longer !== shorter

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

/** Phrases that may become themes, best first (ties alphabetical). */
export function rank(
  candidates: Map<string, Candidate>,
  interviewCount: number,
  topicStems: ReadonlySet<string>,
): Candidate[] {
  const eligible = [...candidates.values()].filter(
    (candidate) =>
      candidate.interviews >= MIN_THEME_INTERVIEWS &&
      (candidate.concept !== undefined ||
        !candidate.key
          .split(' ')
          .every((word) => topicStems.has(word) || GENERIC_STEMS.has(word) || isConceptWord(word))),
  )
  const absorbed = new Set<string>()
  // A concept absorbs the phrases it is worded with ('took forever' into 'late deliveries').
  for (const concept of eligible) {
    if (!concept.concept) continue
    const { stems } = concept.concept
    for (const phrase of eligible) {
      if (phrase.concept || !phrase.key.split(' ').some((word) => stems.has(word))) continue
      if (sharedCount(phrase.answers, concept.answers) >= ABSORB_SHARE * phrase.answers.length)
        absorbed.add(phrase.key)
    }
  }
  for (const longer of eligible) {
    if (longer.words === 1 || longer.concept) continue
    for (const key of subPhrases(longer.key)) {
      const shorter = candidates.get(key)
      if (!shorter || absorbed.has(key)) continue
      if (sharedCount(shorter.answers, longer.answers) >= ABSORB_SHARE * shorter.answers.length) {
        absorbed.add(key)
      }
    }
  }
  // Grows with the interviews a phrase is in, and more slowly the more of them it is in.
  const score = (candidate: Candidate) =>
    candidate.weight *
    (1 + Math.log(interviewCount / candidate.interviews)) *
    (1 + 0.5 * (candidate.words - 1))
  const scored = eligible
    .filter((candidate) => !absorbed.has(candidate.key))
    .map((candidate) => ({ candidate, score: score(candidate) }))
  scored.sort((a, b) => b.score - a.score || byText(a.candidate.key, b.candidate.key))
  return scored.map(({ candidate }) => candidate)
}

export function choose(ranked: readonly Candidate[]): Candidate[] {
  const chosen: Candidate[] = []
  for (const candidate of ranked) {
    if (chosen.length === MAX_THEMES) break
    const repeats = chosen.some((theme) => {
      if (contains(theme.key, candidate.key) || contains(candidate.key, theme.key)) return true
      const shared = sharedCount(candidate.answers, theme.answers)
      const union = candidate.answers.length + theme.answers.length - shared
      return shared / union > DUPLICATE_OVERLAP
    })
    if (!repeats) chosen.push(candidate)
  }
  return chosen
}

/** The theme's most frequent spelling in the answers (lowercased; ties alphabetical). */
export function labelOf(
  key: string,
  matches: ReadonlyMap<number, readonly Occurrence[]>,
  answers: readonly InsightAnswer[],
): string {
  const written = new Map<string, number>()
  for (const [index, occurrences] of matches) {
    const text = answers[index]?.text ?? ''
    for (const { start, end } of occurrences) {
      const spelling = text.slice(start, end)
      written.set(spelling, (written.get(spelling) ?? 0) + 1)
    }
  }
  // Spellings that differ only by case or spacing are one.
  const spellings = new Map<string, number>()
  for (const [spelling, count] of written) {
    const key = spelling.replace(/\s+/g, ' ').toLowerCase()
    spellings.set(key, (spellings.get(key) ?? 0) + count)
  }
  let best = key
  let bestCount = 0
  for (const [spelling, count] of spellings) {
    if (count > bestCount || (count === bestCount && byText(spelling, best) < 0)) {
      best = spelling
      bestCount = count
    }
  }
  return best
}
