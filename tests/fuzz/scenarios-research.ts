import fc from 'fast-check'
import { c, coffee, network, unknownId, users, type Scenario } from './scenario-kit'

/**
 * Fuzz scenarios: participant attributes (docs/product.md#segments), report links and the public
 * report (docs/product.md#shared-report).
 */

const planBody = { attributes: [{ name: 'Plan', values: ['Subscriber', 'Pay as you go'] }] }

export const researchScenarios: Record<string, Scenario> = {
  getProjectAttributes: {
    baseline: () => ({ as: 'lead', path: { id: coffee } }),
    hostile: () => [
      c({ why: 'a project he does not lead', path: { id: network }, expect: 404 }),
      unknownId.map((id) => ({ why: 'unknown project', path: { id }, expect: 404 })),
    ],
  },
  updateProjectAttributes: {
    baseline: () => ({ as: 'lead', path: { id: coffee }, body: planBody }),
    hostile: () => [
      c({ why: 'a project he does not lead', path: { id: network }, expect: 404 }),
      c({
        why: 'two attributes of one name',
        body: { attributes: [...planBody.attributes, { name: 'plan', values: ['A'] }] },
        expect: 400,
      }),
      c({
        why: 'a value twice',
        body: { attributes: [{ name: 'Plan', values: ['A', 'a'] }] },
        expect: 400,
      }),
      unknownId.map((id) => ({
        why: 'an id of no attribute of the project',
        body: { attributes: [{ id, name: 'Plan', values: ['A'] }] },
        expect: 400 as const,
      })),
    ],
  },
  setMemberAttributes: {
    baseline: () => ({
      as: 'lead',
      path: { id: coffee, userId: users.coffeeCompleter },
      body: { values: {} },
    }),
    hostile: () => [
      c({
        why: 'a project he does not lead',
        path: { id: network, userId: users.interviewee },
        expect: 404,
      }),
      c({ why: 'not a member', path: { id: coffee, userId: users.uninvited }, expect: 404 }),
      unknownId.map((attributeId) => ({
        why: 'an unknown attribute',
        body: { values: { [attributeId]: 'Subscriber' } },
        expect: 400 as const,
      })),
    ],
  },
  listShareLinks: {
    baseline: () => ({ as: 'lead', path: { id: coffee } }),
    hostile: () => [
      c({ why: 'a project he does not lead', path: { id: network }, expect: 404 }),
      c({ why: "another lead on this lead's project", as: 'nora', expect: 404 }),
      unknownId.map((id) => ({ why: 'unknown project', path: { id }, expect: 404 })),
    ],
  },
  createShareLink: {
    baseline: () => ({ as: 'lead', path: { id: coffee }, body: { includeSentiment: false } }),
    hostile: () => [
      c({ why: 'a lead including sentiment', body: { includeSentiment: true }, expect: 403 }),
      c({ why: 'a project he does not lead', path: { id: network }, expect: 404 }),
      unknownId.map((id) => ({ why: 'unknown project', path: { id }, expect: 404 })),
    ],
  },
  revokeShareLink: {
    baseline: () => ({ as: 'lead', path: { id: coffee, linkId: 'SHARE_LINK' } }),
    hostile: () => [
      c({ why: "another lead on this lead's project", as: 'nora', expect: 404 }),
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
