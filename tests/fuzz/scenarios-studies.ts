import fc from 'fast-check'
import { participantLinks } from '../../fixtures'
import {
  c,
  coffee,
  coffeeCompleted,
  coffeeInProgress,
  network,
  networkCompleted,
  unknownId,
  type Scenario,
} from './scenario-kit'

/**
 * Fuzz scenarios: participant links, joining a study by one and withdrawing an interview
 * (docs/product.md#participant-links, docs/product.md#consent).
 */

const [newsletter] = participantLinks
const unknownToken = fc
  .stringMatching(/^[A-Za-z0-9_-]{22,64}$/)
  .filter((token) => token !== newsletter.token)
  .map((token) => ({ why: 'an unknown token', path: { token }, expect: 404 as const }))

export const studyScenarios: Record<string, Scenario> = {
  listParticipantLinks: {
    baseline: () => ({ as: 'lead', path: { id: coffee } }),
    hostile: () => [
      c({ why: 'a project he does not lead', path: { id: network }, expect: 404 }),
      c({ why: "another lead on this lead's project", as: 'nora', expect: 404 }),
      unknownId.map((id) => ({ why: 'unknown project', path: { id }, expect: 404 })),
    ],
  },
  createParticipantLink: {
    baseline: () => ({
      as: 'lead',
      path: { id: coffee },
      body: { label: 'Newsletter', responseLimit: 20 },
    }),
    hostile: () => [
      c({ why: 'an expiry in the past', body: { expiresOn: '2020-01-01' }, expect: 400 }),
      c({ why: 'a project he does not lead', path: { id: network }, expect: 404 }),
      unknownId.map((id) => ({ why: 'unknown project', path: { id }, expect: 404 })),
    ],
  },
  revokeParticipantLink: {
    baseline: () => ({ as: 'lead', path: { id: coffee, linkId: newsletter.id } }),
    hostile: () => [
      c({ why: "another lead on this lead's project", as: 'nora', expect: 404 }),
      c({
        why: 'the link through another project',
        as: 'admin',
        path: { id: network, linkId: newsletter.id },
        expect: 404,
      }),
      unknownId.map((linkId) => ({
        why: 'unknown link',
        path: { id: coffee, linkId },
        expect: 404,
      })),
    ],
  },
  getJoinPage: {
    baseline: () => ({ as: 'anonymous', path: { token: newsletter.token } }),
    hostile: () => [unknownToken],
  },
  joinStudy: {
    baseline: () => ({
      as: 'anonymous',
      path: { token: newsletter.token },
      body: { firstName: 'Ada' },
    }),
    hostile: () => [unknownToken],
  },
  withdrawPersistentInterview: {
    baseline: () => ({ as: 'interviewee', path: { id: coffeeInProgress } }),
    hostile: () => [
      c({ why: "another user's interview", path: { id: coffeeCompleted }, expect: 404 }),
      c({ why: 'the lead of its project', as: 'lead', expect: 403 }),
      c({
        why: 'a project the lead does not lead',
        as: 'lead',
        path: { id: networkCompleted },
        expect: 404,
      }),
      unknownId.map((id) => ({ why: 'unknown interview', path: { id }, expect: 404 })),
    ],
  },
}
