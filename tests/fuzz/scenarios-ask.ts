import { c, coffee, network, unknownId, type Scenario } from './scenario-kit'

/** Fuzz scenarios: Ask your interviews (docs/product.md#ask). */

export const askScenarios: Record<string, Scenario> = {
  askInterviews: {
    baseline: () => ({
      as: 'lead',
      path: { id: coffee },
      body: { question: 'What do they say about the price?' },
    }),
    hostile: () => [
      c({ why: 'a project he does not lead', path: { id: network }, expect: 404 }),
      c({ why: "another lead on this lead's project", as: 'nora', expect: 404 }),
      unknownId.map((id) => ({ why: 'unknown project', path: { id }, expect: 404 as const })),
      unknownId.map((attributeId) => ({
        why: 'a segment of no attribute of the project',
        body: { question: 'price', segment: [{ attributeId, value: 'Subscriber' }] },
        expect: 400 as const,
      })),
    ],
  },
  listAskedQuestions: {
    baseline: () => ({ as: 'lead', path: { id: coffee } }),
    hostile: () => [
      c({ why: 'a project he does not lead', path: { id: network }, expect: 404 }),
      c({ why: "another lead on this lead's project", as: 'nora', expect: 404 }),
      unknownId.map((id) => ({ why: 'unknown project', path: { id }, expect: 404 as const })),
    ],
  },
}
