/**
 * The candidates for a theme (./themes): every phrase of up to 3 adjacent content words, counted
 * in a trie of word ids, and every theme concept said, each with the answers and interviews that
 * hold it.
 */
import { themeConceptsSaid } from '../concepts'
import { BREAK, scan, type Vocabulary } from './phrase-scan'
import type { Occurrence } from './quotes'
import { stem, tokenize } from './text'
import type { InsightAnswer } from './types'

export const MIN_THEME_INTERVIEWS = 2
const MAX_PHRASE_WORDS = 3

/** Key prefix of a concept's candidate: its words are the concept's many wordings. */
const CONCEPT = 'concept:'

/** A phrase that may become a theme. */
export interface Candidate {
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
export function collectCandidates(
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
export function collectConcepts(answers: readonly InsightAnswer[]): Map<string, Candidate> {
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
