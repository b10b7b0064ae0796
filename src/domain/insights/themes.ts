/**
 * Recurring themes across interviews by key-phrase extraction, with no AI and no randomness, so
 * each theme can be explained and checked against its answers:
 *
 * 1. Candidates: every run of one to three content words (not stop words) that stand next to each
 *    other in an answer, compared by a light stem ('deliveries' and 'delivery' are one phrase).
 *    A phrase made only of the topic's own words (the project's questions, company and product)
 *    is no theme: answers echo the question ('what would you change?' → 'change').
 * 2. Score: a phrase counts once per interview it occurs in (more mentions within one interview
 *    add a little, logarithmically), times a tf-idf-like 1 + ln(N / interviews) that favours
 *    what only part of the interviews raise, times a bonus for longer phrases. A phrase must
 *    occur in at least 2 interviews.
 * 3. Grouping: a phrase absorbs the shorter phrases inside it when most of their answers are its
 *    answers ('delivery window' absorbs 'window'); a phrase that overlaps a theme already chosen
 *    (one inside the other, or mostly the same answers) is left out.
 * 4. Ties go alphabetically. Each theme is labelled with its most frequent spelling in the
 *    answers and quoted verbatim from up to 3 answers of different interviews (./quotes).
 *
 * Near-synonyms meet under a concept of src/domain/concepts ('took forever', 'delayed' and
 * 'late' are 'late deliveries'): a concept said in 2 interviews is a candidate like a phrase,
 * labelled with its sticky-note label, and absorbs the phrases it is worded with. A word that
 * any interview of a product study uses ('coffee', 'app', 'week', 'delivery') is never a theme
 * on its own, nor is a phrase of such words only.
 *
 * The steps live beside this module: reading the answers (./phrase-scan), the candidates
 * (./theme-candidates), and which of them become themes (./theme-ranking).
 */
import { countSentiments } from './answers'
import { occurrencesIn, Vocabulary } from './phrase-scan'
import { quotesOf } from './quotes'
import { collectCandidates, collectConcepts, MIN_THEME_INTERVIEWS } from './theme-candidates'
import { choose, labelOf, rank } from './theme-ranking'
import { isContentWord, stem, tokenize } from './text'
import type { InsightAnswer, Theme } from './types'

export { GENERIC_STEMS, MAX_THEMES } from './theme-ranking'

/** The stems of the content words of texts that set the topic (questions, company, product). */
export function topicStemsOf(texts: Iterable<string>): Set<string> {
  const stems = new Set<string>()
  for (const text of texts) {
    for (const token of tokenize(text)) {
      if (isContentWord(token.folded)) stems.add(stem(token.folded))
    }
  }
  return stems
}

/**
 * Themes of the answers of the completed interviews, which must come grouped by interview (as
 * collectAnswers gives them). Fewer than 2 interviews give none.
 */
export function extractThemes(
  answers: readonly InsightAnswer[],
  interviewCount: number,
  topicStems: ReadonlySet<string> = new Set(),
): Theme[] {
  if (interviewCount < MIN_THEME_INTERVIEWS) return []
  const vocabulary = new Vocabulary()
  const candidates = collectCandidates(answers, vocabulary)
  for (const [key, concept] of collectConcepts(answers)) candidates.set(key, concept)
  return choose(rank(candidates, interviewCount, topicStems)).map((candidate) => {
    const themeAnswers = candidate.answers.flatMap((index) => answers[index] ?? [])
    const matches =
      candidate.concept?.said ??
      new Map(
        candidate.answers.map((index) => [
          index,
          occurrencesIn(answers[index]?.text ?? '', candidate.key, vocabulary),
        ]),
      )
    return {
      id: `theme:${candidate.key}`,
      label: candidate.concept?.label ?? labelOf(candidate.key, matches, answers),
      interviewCount: candidate.interviews,
      answerIds: themeAnswers.map((answer) => answer.id),
      sentiment: countSentiments(themeAnswers),
      quotes: quotesOf(matches, answers),
      occurrences: [...matches].flatMap(([index, found]) => {
        const answer = answers[index]
        if (!answer) return []
        const { id: answerId, interviewId, questionId } = answer
        return found.map(({ start, end }) => ({ answerId, interviewId, questionId, start, end }))
      }),
    }
  })
}
