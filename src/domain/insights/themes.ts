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
 */
import { isConceptWord, themeConceptsSaid } from '../concepts'
import { countSentiments } from './answers'
import { quotesOf, type Occurrence } from './quotes'
import { fold, isContentWord, nextWordStart, stem, tokenize, wordEnd } from './text'
import type { InsightAnswer, Theme } from './types'

export const MAX_THEMES = 8
const MIN_THEME_INTERVIEWS = 2
const MAX_PHRASE_WORDS = 3
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

/** Key prefix of a concept's candidate: its words are the concept's many wordings. */
const CONCEPT = 'concept:'

/** A phrase that may become a theme. */
interface Candidate {
  /** The stems of its words, space-separated. */
  key: string
  words: number
  /** Indexes into the answers, ascending, each once. */
  answers: number[]
  interviews: number
  /** Σ over interviews of 1 + ln(mentions in that interview). */
  weight: number
  /** Set for a concept: its label, where each answer says it, and the stems of those words. */
  concept?: {
    label: string
    said: Map<number, Occurrence[]>
    stems: Set<string>
  }
}

/**
 * A phrase while the answers are read: a node of a trie of word ids, one word longer than its
 * parent, so counting a phrase needs no string built.
 */
interface PhraseNode {
  children: Map<number, PhraseNode> | null
  answers: number[]
  interviews: number
  weight: number
  lastInterview: number
  mentionsInInterview: number
}

/** Each spelling of a word read once: its stem's id, or -1 for a word that carries no theme. */
class Vocabulary {
  private readonly bySpelling = new Map<string, number>()
  private readonly byStem = new Map<string, number>()
  readonly stems: string[] = []

  idOf(spelling: string): number {
    let id = this.bySpelling.get(spelling)
    if (id === undefined) {
      const folded = fold(spelling)
      id = isContentWord(folded) ? this.stemId(stem(folded)) : -1
      this.bySpelling.set(spelling, id)
    }
    return id
  }

  stemId(word: string): number {
    let id = this.byStem.get(word)
    if (id === undefined) {
      id = this.stems.length
      this.stems.push(word)
      this.byStem.set(word, id)
    }
    return id
  }
}

const SPACE = /^\s+$/

/** Whether two words stand next to each other: only spaces, or one hyphen, between them. */
function adjacent(text: string, from: number, to: number): boolean {
  if (to - from === 1) {
    const code = text.charCodeAt(from)
    return code === 32 || code === 45 || SPACE.test(text[from] ?? '')
  }
  return to > from && SPACE.test(text.slice(from, to))
}

/**
 * The content words of a text in order, where each is, and -1 in `ids` between runs of adjacent
 * ones (a stop word, punctuation). One scan's buffers are reused by the next: allocating them
 * per answer cost more than the scan.
 */
interface Scan {
  length: number
  ids: number[]
  starts: number[]
  ends: number[]
}

const BREAK = -1
const sharedScan: Scan = { length: 0, ids: [], starts: [], ends: [] }

function scan(text: string, vocabulary: Vocabulary): Scan {
  const out = sharedScan
  let length = 0
  let previousEnd = -1
  for (let start = nextWordStart(text, 0); start < text.length;) {
    const end = wordEnd(text, start)
    const id = vocabulary.idOf(text.slice(start, end))
    if (id === -1) {
      if (length > 0 && out.ids[length - 1] !== BREAK) out.ids[length++] = BREAK
    } else {
      if (length > 0 && out.ids[length - 1] !== BREAK && !adjacent(text, previousEnd, start)) {
        out.ids[length++] = BREAK
      }
      out.ids[length] = id
      out.starts[length] = start
      out.ends[length] = end
      length++
    }
    previousEnd = end
    start = nextWordStart(text, end)
  }
  out.length = length
  return out
}

function newNode(): PhraseNode {
  return {
    children: null,
    answers: [],
    interviews: 0,
    weight: 0,
    lastInterview: -1,
    mentionsInInterview: 0,
  }
}

function child(parent: Map<number, PhraseNode>, id: number): PhraseNode {
  let node = parent.get(id)
  if (!node) {
    node = newNode()
    parent.set(id, node)
  }
  return node
}

function count(node: PhraseNode, answer: number, interview: number): void {
  if (node.lastInterview !== interview) {
    if (node.mentionsInInterview > 0) node.weight += 1 + Math.log(node.mentionsInInterview)
    node.lastInterview = interview
    node.mentionsInInterview = 0
    node.interviews++
  }
  node.mentionsInInterview++
  if (node.answers[node.answers.length - 1] !== answer) node.answers.push(answer)
}

/** Every phrase in at least 2 interviews, by key. */
function collectCandidates(
  answers: readonly InsightAnswer[],
  vocabulary: Vocabulary,
): Map<string, Candidate> {
  const roots = new Map<number, PhraseNode>()
  let interview = -1
  let previousInterviewId: string | null = null
  for (let answerIndex = 0; answerIndex < answers.length; answerIndex++) {
    const answer = answers[answerIndex]
    if (!answer) continue
    if (answer.interviewId !== previousInterviewId) {
      interview++
      previousInterviewId = answer.interviewId
    }
    const { ids, length } = scan(answer.text, vocabulary)
    for (let first = 0; first < length; first++) {
      let id = ids[first] ?? BREAK
      if (id === BREAK) continue
      let node = child(roots, id)
      count(node, answerIndex, interview)
      for (let next = first + 1; next < first + MAX_PHRASE_WORDS && next < length; next++) {
        id = ids[next] ?? BREAK
        if (id === BREAK) break
        node.children ??= new Map()
        node = child(node.children, id)
        count(node, answerIndex, interview)
      }
    }
  }
  const candidates = new Map<string, Candidate>()
  const walk = (nodes: Map<number, PhraseNode>, prefix: string, words: number) => {
    for (const [id, node] of nodes) {
      // A longer phrase occurs only where its start does: below 2 interviews, so do they.
      if (node.interviews < MIN_THEME_INTERVIEWS) continue
      const key =
        words === 0 ? (vocabulary.stems[id] ?? '') : `${prefix} ${vocabulary.stems[id] ?? ''}`
      const weight = node.weight + 1 + Math.log(node.mentionsInInterview)
      candidates.set(key, {
        key,
        words: words + 1,
        answers: node.answers,
        interviews: node.interviews,
        weight,
      })
      if (node.children) walk(node.children, key, words + 1)
    }
  }
  walk(roots, '', 0)
  return candidates
}

/** Every theme concept said (not denied) in at least 2 interviews, by key. */
function collectConcepts(answers: readonly InsightAnswer[]): Map<string, Candidate> {
  const found = new Map<string, Candidate & { lastInterview: string; mentions: number }>()
  for (let answerIndex = 0; answerIndex < answers.length; answerIndex++) {
    const answer = answers[answerIndex]
    if (!answer) continue
    for (const match of themeConceptsSaid(answer.text)) {
      if (match.negated) continue
      const key = `${CONCEPT}${match.concept.id}`
      let candidate = found.get(key)
      if (!candidate) {
        candidate = {
          key,
          words: 2,
          answers: [],
          interviews: 0,
          weight: 0,
          concept: { label: match.concept.label, said: new Map(), stems: new Set() },
          lastInterview: '',
          mentions: 0,
        }
        found.set(key, candidate)
      }
      if (candidate.lastInterview !== answer.interviewId) {
        if (candidate.mentions > 0) candidate.weight += 1 + Math.log(candidate.mentions)
        candidate.lastInterview = answer.interviewId
        candidate.mentions = 0
        candidate.interviews++
      }
      candidate.mentions++
      const said = candidate.concept?.said
      if (candidate.answers[candidate.answers.length - 1] !== answerIndex) {
        candidate.answers.push(answerIndex)
        said?.set(answerIndex, [])
      }
      said?.get(answerIndex)?.push({ start: match.start, end: match.end })
      for (const token of tokenize(answer.text.slice(match.start, match.end)))
        candidate.concept?.stems.add(stem(token.folded))
    }
  }
  const candidates = new Map<string, Candidate>()
  for (const { lastInterview: _, mentions, ...candidate } of found.values()) {
    if (candidate.interviews < MIN_THEME_INTERVIEWS) continue
    candidates.set(candidate.key, {
      ...candidate,
      weight: candidate.weight + 1 + Math.log(mentions),
    })
  }
  return candidates
}

function occurrencesIn(text: string, key: string, vocabulary: Vocabulary): Occurrence[] {
  const wanted = key.split(' ').map((word) => vocabulary.stemId(word))
  const found: Occurrence[] = []
  const { ids, starts, ends, length } = scan(text, vocabulary)
  for (let first = 0; first + wanted.length <= length; first++) {
    if (wanted.every((id, offset) => ids[first + offset] === id)) {
      found.push({ start: starts[first] ?? 0, end: ends[first + wanted.length - 1] ?? 0 })
    }
  }
  return found
}

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
function rank(
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

function choose(ranked: readonly Candidate[]): Candidate[] {
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
function labelOf(
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
