/**
 * The codebook as a tree: codes nest under a parent, one level or more, and a code can never
 * become its own ancestor. A parent that is unknown (or a loop in data the client did not make)
 * puts the code at the top, so every code shows exactly once.
 */
import type { CodingCode } from './types'

// One collator: localeCompare with options builds a new one on every call.
const collator = new Intl.Collator('en', { sensitivity: 'base' })

const byName = (a: CodingCode, b: CodingCode) => {
  const folded = collator.compare(a.name, b.name)
  return folded !== 0 ? folded : a.id < b.id ? -1 : a.id > b.id ? 1 : 0
}

/** The parent each code really has: null for unknown parents and for codes caught in a loop. */
export function effectiveParents(codes: readonly CodingCode[]): Map<string, string | null> {
  const byId = new Map(codes.map((code) => [code.id, code]))
  const parents = new Map<string, string | null>()
  for (const code of codes) {
    const parentId = code.parentId !== null && byId.has(code.parentId) ? code.parentId : null
    parents.set(code.id, parentId)
  }
  for (const code of codes) {
    const seen = new Set<string>([code.id])
    for (let at = parents.get(code.id) ?? null; at !== null; at = parents.get(at) ?? null) {
      if (seen.has(at)) {
        parents.set(code.id, null)
        break
      }
      seen.add(at)
    }
  }
  return parents
}

/** The ids of a code's ancestors, nearest first. */
export function ancestorsOf(codes: readonly CodingCode[], codeId: string): string[] {
  const parents = effectiveParents(codes)
  const result: string[] = []
  for (let at = parents.get(codeId) ?? null; at !== null; at = parents.get(at) ?? null) {
    result.push(at)
  }
  return result
}

/**
 * Whether nesting `codeId` under `parentId` would make a code its own ancestor: the parent is
 * the code itself or one of its descendants. Null (the top) never does.
 */
export function wouldCreateCycle(
  codes: readonly CodingCode[],
  codeId: string,
  parentId: string | null,
): boolean {
  if (parentId === null) return false
  return parentId === codeId || ancestorsOf(codes, parentId).includes(codeId)
}

/** The ids of a code's descendants (children, their children, …). */
export function descendantsOf(codes: readonly CodingCode[], codeId: string): Set<string> {
  const children = childrenByParent(codes)
  const found = new Set<string>()
  const stack = [...(children.get(codeId) ?? [])]
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    if (found.has(next.id)) continue
    found.add(next.id)
    stack.push(...(children.get(next.id) ?? []))
  }
  return found
}

/** Children by parent id (null: the top), each list by name. */
export function childrenByParent(codes: readonly CodingCode[]): Map<string | null, CodingCode[]> {
  const parents = effectiveParents(codes)
  const children = new Map<string | null, CodingCode[]>()
  for (const code of codes) {
    const parentId = parents.get(code.id) ?? null
    const list = children.get(parentId)
    if (list) list.push(code)
    else children.set(parentId, [code])
  }
  for (const list of children.values()) list.sort(byName)
  return children
}

/** Every code once, parents before their children, siblings by name, with its depth (0: top). */
export function treeOrder(codes: readonly CodingCode[]): { code: CodingCode; depth: number }[] {
  const children = childrenByParent(codes)
  const result: { code: CodingCode; depth: number }[] = []
  const visit = (parentId: string | null, depth: number) => {
    for (const code of children.get(parentId) ?? []) {
      result.push({ code, depth })
      visit(code.id, depth + 1)
    }
  }
  visit(null, 0)
  return result
}
