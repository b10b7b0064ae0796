/**
 * The Codebook table's data and a code's passages, counted from scratch from the codes, the
 * highlights and the answers: a highlight counts only when its passage is still its answer's
 * text at its offsets; the others are counted apart ('Passage not found in the answer').
 */
import { answerKeyOf, indexAnswers, isPassageFound } from './passages'
import { treeOrder } from './tree'
import type { CodingAnswer, CodingCode, CodingHighlight, LabelledAnswer } from './types'

export interface CodebookRow {
  code: CodingCode
  /** 0 at the top of the codebook, 1 under a top code, … */
  depth: number
  parentName: string | null
  childIds: string[]
  /** Highlights whose passage is found in their answer. */
  highlightCount: number
  /** Distinct completed interviews among those highlights. */
  interviewCount: number
  /** '{k} of {N}' */
  interviews: string
  /** Highlights whose passage is no longer in their answer (or whose answer is gone). */
  notFoundCount: number
}

export interface Codebook {
  rows: CodebookRow[]
  /** Completed interviews: the N of '{k} of {N}'. */
  interviewTotal: number
  /** All highlights whose passage is not found, across codes. */
  notFoundCount: number
}

/**
 * One row per code, in tree order (parents before children, siblings by name). Each code counts
 * its own highlights: a parent's figures do not include its children's, as in the QDA tools.
 */
export function buildCodebook(
  codes: readonly CodingCode[],
  highlights: readonly CodingHighlight[],
  answers: Iterable<CodingAnswer>,
  interviewTotal: number,
): Codebook {
  const answerByKey = indexAnswers(answers)
  const tally = new Map<string, { found: number; notFound: number; interviews: Set<string> }>()
  for (const code of codes) tally.set(code.id, { found: 0, notFound: 0, interviews: new Set() })
  let notFoundCount = 0
  for (const highlight of highlights) {
    const counts = tally.get(highlight.codeId)
    if (!counts) continue
    if (isPassageFound(highlight, answerByKey.get(answerKeyOf(highlight))?.text)) {
      counts.found++
      counts.interviews.add(highlight.interviewId)
    } else {
      counts.notFound++
      notFoundCount++
    }
  }
  const names = new Map(codes.map((code) => [code.id, code.name]))
  const ordered = treeOrder(codes)
  const childIds = new Map<string, string[]>()
  const parentOf = new Map<string, string | null>()
  const stack: string[] = []
  for (const { code, depth } of ordered) {
    stack.length = depth
    const parentId = stack[depth - 1] ?? null
    parentOf.set(code.id, parentId)
    if (parentId !== null) childIds.get(parentId)?.push(code.id)
    childIds.set(code.id, [])
    stack.push(code.id)
  }
  const rows = ordered.map(({ code, depth }) => {
    const counts = tally.get(code.id) ?? { found: 0, notFound: 0, interviews: new Set() }
    const parentId = parentOf.get(code.id) ?? null
    return {
      code,
      depth,
      parentName: parentId === null ? null : (names.get(parentId) ?? null),
      childIds: childIds.get(code.id) ?? [],
      highlightCount: counts.found,
      interviewCount: counts.interviews.size,
      interviews: `${counts.interviews.size} of ${interviewTotal}`,
      notFoundCount: counts.notFound,
    }
  })
  return { rows, interviewTotal, notFoundCount }
}

export interface CodeHighlight {
  highlight: CodingHighlight
  /** The answer's number in its interview ('2.1'); '' when the answer is gone. */
  label: string
  questionText: string
  /** False: show PASSAGE_NOT_FOUND instead of the passage. */
  found: boolean
}

/**
 * A code's passages verbatim, in the answers' order (interviews as given, then questions),
 * then by offset; passages whose answer is gone come last.
 */
export function codeHighlightsOf(
  codeId: string,
  highlights: readonly CodingHighlight[],
  answers: readonly LabelledAnswer[],
): CodeHighlight[] {
  const position = new Map<string, number>()
  answers.forEach((answer, index) => {
    const key = answerKeyOf(answer)
    if (!position.has(key)) position.set(key, index)
  })
  return highlights
    .filter((highlight) => highlight.codeId === codeId)
    .map((highlight) => {
      const at = position.get(answerKeyOf(highlight))
      const answer = at === undefined ? undefined : answers[at]
      return {
        passage: {
          highlight,
          label: answer?.label ?? '',
          questionText: answer?.questionText ?? '',
          found: isPassageFound(highlight, answer?.text),
        },
        order: at ?? Number.MAX_SAFE_INTEGER,
      }
    })
    .sort(
      (a, b) =>
        a.order - b.order ||
        a.passage.highlight.start - b.passage.highlight.start ||
        a.passage.highlight.end - b.passage.highlight.end,
    )
    .map(({ passage }) => passage)
}
