/**
 * The codebook's changes as pure functions from one CodingState to the next, so the store can
 * apply them at once (optimistically) and the tests can run any sequence of them. New ids come
 * from the caller: nothing here draws a random number or reads the clock.
 */
import { answerKeyOf } from '@/domain/coding/passages'
import { descendantsOf, effectiveParents, wouldCreateCycle } from '@/domain/coding/tree'
import type { CodingCode, CodingHighlight, CodingState } from './types'

export const CODE_NAME_MAX = 80

/** Why a code name cannot be used, or null when it can: 1–80 characters, unique ignoring case. */
export function codeNameProblem(
  name: string,
  codes: readonly CodingCode[],
  exceptId: string | null = null,
): 'empty' | 'tooLong' | 'taken' | null {
  const trimmed = name.trim()
  if (trimmed === '') return 'empty'
  if ([...trimmed].length > CODE_NAME_MAX) return 'tooLong'
  const folded = foldName(trimmed)
  return codes.some((code) => code.id !== exceptId && foldName(code.name) === folded)
    ? 'taken'
    : null
}

const foldName = (name: string) => name.trim().normalize('NFC').toLocaleLowerCase('en')

/** The code of that name (ignoring case), if the codebook has one. */
export function findCodeByName(codes: readonly CodingCode[], name: string): CodingCode | undefined {
  const folded = foldName(name)
  return codes.find((code) => foldName(code.name) === folded)
}

/** Same code, same answer, same span: one highlight, never two. */
const sameSpan = (a: CodingHighlight, b: CodingHighlight) =>
  a.codeId === b.codeId &&
  answerKeyOf(a) === answerKeyOf(b) &&
  a.start === b.start &&
  a.end === b.end

/** Adds the highlight unless its code already has that span of that answer. */
export function addHighlight(state: CodingState, highlight: CodingHighlight): CodingState {
  if (state.highlights.some((existing) => sameSpan(existing, highlight))) return state
  return { ...state, highlights: [...state.highlights, highlight] }
}

export function removeHighlight(state: CodingState, highlightId: string): CodingState {
  return { ...state, highlights: state.highlights.filter(({ id }) => id !== highlightId) }
}

/**
 * Nests a code under a parent (null: the top). Refused (the state unchanged) when the parent is
 * unknown or the code would become its own ancestor.
 */
export function reparentCode(
  state: CodingState,
  codeId: string,
  parentId: string | null,
): CodingState {
  if (parentId !== null && !state.codes.some((code) => code.id === parentId)) return state
  if (wouldCreateCycle(state.codes, codeId, parentId)) return state
  return {
    ...state,
    codes: state.codes.map((code) => (code.id === codeId ? { ...code, parentId } : code)),
  }
}

export interface MergeResult {
  state: CodingState
  /** Highlights that moved to the target. */
  moved: number
  /** Highlights the target already had (same answer and span), dropped. */
  dropped: number
}

/**
 * Merges `sourceId` into `targetId`: every highlight moves to the target (one the target
 * already has is dropped), the source's children nest under the target, and the source is gone.
 * When the target was nested inside the source, it first takes the source's place.
 */
export function mergeCodes(state: CodingState, sourceId: string, targetId: string): MergeResult {
  const source = state.codes.find((code) => code.id === sourceId)
  const target = state.codes.find((code) => code.id === targetId)
  if (!source || !target || sourceId === targetId) return { state, moved: 0, dropped: 0 }
  const parents = effectiveParents(state.codes)
  const targetInsideSource = descendantsOf(state.codes, sourceId).has(targetId)
  const codes = state.codes.flatMap((code) => {
    if (code.id === sourceId) return []
    if (code.id === targetId && targetInsideSource) {
      return [{ ...code, parentId: parents.get(sourceId) ?? null }]
    }
    return parents.get(code.id) === sourceId ? [{ ...code, parentId: targetId }] : [code]
  })
  const spans = new Set(
    state.highlights
      .filter((highlight) => highlight.codeId === targetId)
      .map((highlight) => `${answerKeyOf(highlight)}\u0000${highlight.start}:${highlight.end}`),
  )
  let moved = 0
  let dropped = 0
  const highlights: CodingHighlight[] = []
  for (const highlight of state.highlights) {
    if (highlight.codeId !== sourceId) {
      highlights.push(highlight)
      continue
    }
    const span = `${answerKeyOf(highlight)}\u0000${highlight.start}:${highlight.end}`
    if (spans.has(span)) {
      dropped++
      continue
    }
    spans.add(span)
    moved++
    highlights.push({ ...highlight, codeId: targetId })
  }
  return { state: { codes, highlights }, moved, dropped }
}

/**
 * Deletes a code and its highlights. Its children are kept and move up to its parent: deleting
 * a grouping code does not throw away the researcher's finer codes.
 */
export function deleteCode(state: CodingState, codeId: string): CodingState {
  if (!state.codes.some((code) => code.id === codeId)) return state
  const parents = effectiveParents(state.codes)
  const parentId = parents.get(codeId) ?? null
  return {
    codes: state.codes.flatMap((code) => {
      if (code.id === codeId) return []
      return parents.get(code.id) === codeId ? [{ ...code, parentId }] : [code]
    }),
    highlights: state.highlights.filter((highlight) => highlight.codeId !== codeId),
  }
}
