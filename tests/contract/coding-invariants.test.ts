import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { fixtureHighlights, persistentInterviews } from '../../fixtures'
import { seedDatabase } from '../../mocks/db/seed'
import { call, tokenFor, useMockServer } from './harness'
import { coffee, listCodes, listHighlights, passageOf } from './coding-support'
import { demoCredentials } from '../support/accounts'

/**
 * Whatever a researcher does to the codebook, in any order (add and remove highlights, create,
 * merge, re-parent and delete codes), the server keeps its invariants: every passage is its
 * answer at its offsets, no code is its own ancestor, no code holds a span twice, and the
 * counts are a recount. Refused steps (a cycle, a duplicate) are part of the sequences.
 */

useMockServer()

const answers = new Map(
  persistentInterviews.flatMap((interview) =>
    interview.questions.map((question) => [question.question_id, question.answer_text ?? '']),
  ),
)

const step = fc.oneof(
  fc.record({ kind: fc.constant('create' as const), name: fc.constantFrom('A', 'B', 'C', 'a') }),
  fc.record({
    kind: fc.constant('code' as const),
    passage: fc.nat(fixtureHighlights.length - 1),
    code: fc.nat(20),
  }),
  fc.record({ kind: fc.constant('uncode' as const), highlight: fc.nat(40) }),
  fc.record({ kind: fc.constant('merge' as const), source: fc.nat(20), target: fc.nat(20) }),
  fc.record({ kind: fc.constant('nest' as const), code: fc.nat(20), parent: fc.nat(21) }),
  fc.record({ kind: fc.constant('delete' as const), code: fc.nat(20) }),
)
type Step = typeof step extends fc.Arbitrary<infer T> ? T : never

async function run(token: string, action: Step): Promise<number> {
  const codes = await listCodes(token)
  const pick = (n: number) => codes[n % Math.max(codes.length, 1)]?.id ?? ''
  const params = { id: coffee }
  switch (action.kind) {
    case 'create':
      return (await call('createCode', { token, params, body: { name: action.name } })).status
    case 'code': {
      const highlight = fixtureHighlights[action.passage] ?? fixtureHighlights[0]
      if (!highlight) return 0
      const body = { ...passageOf(highlight), codeId: pick(action.code) }
      return (await call('createHighlight', { token, params, body })).status
    }
    case 'uncode': {
      const all = await listHighlights(token)
      const highlightId = all[action.highlight % Math.max(all.length, 1)]?.id
      if (!highlightId) return 0
      return (await call('deleteHighlight', { token, params: { ...params, highlightId } })).status
    }
    case 'merge':
      return (
        await call('mergeCode', {
          token,
          params: { ...params, codeId: pick(action.source) },
          body: { targetCodeId: pick(action.target) },
        })
      ).status
    case 'nest': {
      const parentId = action.parent === 21 ? null : pick(action.parent)
      return (
        await call('updateCode', {
          token,
          params: { ...params, codeId: pick(action.code) },
          body: { parentId },
        })
      ).status
    }
    default:
      return (await call('deleteCode', { token, params: { ...params, codeId: pick(action.code) } }))
        .status
  }
}

async function expectInvariants(token: string) {
  const codes = await listCodes(token)
  const highlights = await listHighlights(token)
  const byId = new Map(codes.map((code) => [code.id, code]))
  for (const code of codes) {
    const seen = new Set<string>()
    for (let at = code.parentId; at !== null; at = byId.get(at)?.parentId ?? null) {
      expect(at, `${code.name} is its own ancestor`).not.toBe(code.id)
      expect(seen.has(at)).toBe(false)
      seen.add(at)
    }
    const own = highlights.filter((h) => h.codeId === code.id)
    expect(code.highlightCount).toBe(own.length)
    expect(code.interviewCount).toBe(new Set(own.map((h) => h.interviewId)).size)
    const spans = own.map((h) => `${h.questionId}:${h.start}:${h.end}`)
    expect(new Set(spans).size).toBe(spans.length)
  }
  for (const highlight of highlights) {
    expect(byId.has(highlight.codeId)).toBe(true)
    expect(answers.get(highlight.questionId)?.slice(highlight.start, highlight.end)).toBe(
      highlight.text,
    )
  }
}

describe('the codebook under any sequence of changes', () => {
  it('keeps passages exact, codes acyclic, spans unique and counts true', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), async (steps) => {
        await seedDatabase()
        const token = await tokenFor(demoCredentials.lead)
        for (const action of steps) {
          const status = await run(token, action)
          // Refusals are the contract's (a cycle, a duplicate), never a server error.
          expect([0, 200, 201, 204, 400, 404, 409]).toContain(status)
        }
        await expectInvariants(token)
      }),
      { numRuns: 25, seed: 22 },
    )
  }, 120_000)
})
