import {
  c,
  coffee,
  coffeeInProgress,
  network,
  openQuestion,
  unknownId,
  users,
  type Scenario,
} from './scenario-kit'

/** Fuzz scenarios: the study's funnel and the backroom's suggested probe (docs/product.md#funnel). */

export const studyLiveScenarios: Record<string, Scenario> = {
  getStudyFunnel: {
    baseline: () => ({ as: 'lead', path: { id: coffee } }),
    hostile: () => [
      c({ why: 'a project he does not lead', path: { id: network }, expect: 404 }),
      c({ why: "another lead on this lead's project", as: 'nora', expect: 404 }),
      unknownId.map((id) => ({ why: 'unknown project', path: { id }, expect: 404 })),
    ],
  },
  suggestProbe: {
    baseline: (ctx) => ({
      as: 'lead',
      path: { id: coffeeInProgress },
      body: { questionId: ctx.probeQuestion, text: 'What made you switch?' },
    }),
    hostile: (ctx) => [
      c({ why: "another lead on this lead's interview", as: 'nora', expect: 404 }),
      c({
        why: 'a question the interview moved on from',
        body: { questionId: openQuestion, text: 'Why?' },
        expect: 409,
      }),
      c({
        why: 'an id of no question',
        body: { questionId: users.interviewee, text: 'Why?' },
        expect: 404,
      }),
      c({
        why: 'only spaces',
        body: { questionId: ctx.probeQuestion, text: '   ' },
        expect: 400,
      }),
      unknownId.map((id) => ({
        why: 'unknown interview',
        path: { id },
        body: { questionId: ctx.probeQuestion, text: 'Why?' },
        expect: 404 as const,
      })),
    ],
  },
}
