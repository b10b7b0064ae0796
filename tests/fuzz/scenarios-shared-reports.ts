import fc from 'fast-check'
import { c, coffee, network, unknownId, type Scenario } from './scenario-kit'

/** Fuzz scenarios: report links and the public report (docs/product.md#shared-report). */

export const sharedReportScenarios: Record<string, Scenario> = {
  listShareLinks: {
    baseline: () => ({ as: 'lead', path: { id: coffee } }),
    hostile: () => [
      c({ why: 'a project he does not lead', path: { id: network }, expect: 403 }),
      c({ why: "another lead on this lead's project", as: 'nora', expect: 403 }),
      unknownId.map((id) => ({ why: 'unknown project', path: { id }, expect: 404 })),
    ],
  },
  createShareLink: {
    baseline: () => ({ as: 'lead', path: { id: coffee }, body: { includeSentiment: false } }),
    hostile: () => [
      c({ why: 'a lead including sentiment', body: { includeSentiment: true }, expect: 403 }),
      c({ why: 'a project he does not lead', path: { id: network }, expect: 403 }),
      unknownId.map((id) => ({ why: 'unknown project', path: { id }, expect: 404 })),
    ],
  },
  revokeShareLink: {
    baseline: () => ({ as: 'lead', path: { id: coffee, linkId: 'SHARE_LINK' } }),
    hostile: () => [
      c({ why: "another lead on this lead's project", as: 'nora', expect: 403 }),
      c({
        why: 'the link through another project',
        as: 'admin',
        path: { id: network, linkId: 'SHARE_LINK' },
        expect: 404,
      }),
      unknownId.map((linkId) => ({
        why: 'unknown link',
        path: { id: coffee, linkId },
        expect: 404,
      })),
    ],
  },
  getSharedReport: {
    baseline: () => ({ as: 'anonymous', path: { token: 'SHARE_TOKEN' } }),
    hostile: () => [
      fc
        .stringMatching(/^[A-Za-z0-9_-]{22,64}$/)
        .map((token) => ({ why: 'an unknown token', path: { token }, expect: 404 as const })),
    ],
  },
}
