import fc from 'fast-check'
import { fixtureCodes, fixtureHighlights } from '../../fixtures'
import {
  c,
  carlosQuestion,
  coffee,
  coffeeCompleted,
  coffeeInProgress,
  network,
  networkCompleted,
  openQuestion,
  unknownId,
  type HostileCase,
  type Scenario,
} from './scenario-kit'

/** Fuzz scenarios: coding (the codebook, highlights, theme suggestions, sentiment, activity). */

const codeOf = (name: string) => fixtureCodes.find((code) => code.name === name)?.id ?? ''
const delivery = codeOf('Delivery experience')
const tracking = codeOf('Live tracking')
const late = codeOf('Late delivery')
const cold = codeOf('Cold coffee')
const [highlight] = fixtureHighlights
const passage = {
  interviewId: highlight?.interviewId ?? '',
  questionId: highlight?.questionId ?? '',
  start: highlight?.start ?? 0,
  end: highlight?.end ?? 1,
  text: highlight?.text ?? '',
}

/** The refusals every project-scoped coding read and write shares (another lead's project is a 404). */
const projectRules = (): fc.Arbitrary<HostileCase>[] => [
  c({ why: "a lead on another lead's project", path: { id: network }, expect: 404 }),
  c({ why: "another lead on this lead's project", as: 'nora', expect: 404 }),
  unknownId.map((id): HostileCase => ({ why: 'unknown project', path: { id }, expect: 404 })),
]

export const codingScenarios: Record<string, Scenario> = {
  listCodes: { baseline: () => ({ as: 'lead', path: { id: coffee } }), hostile: projectRules },
  createCode: {
    baseline: () => ({ as: 'lead', path: { id: coffee }, body: { name: 'Fuzz code' } }),
    hostile: () => [
      ...projectRules(),
      fc.constantFrom('live TRACKING', ' Oat milk ').map((name) => ({
        why: 'a name the codebook has, in any case',
        body: { name },
        expect: 409,
      })),
      unknownId.map((parentId) => ({
        why: 'an unknown parent',
        body: { name: 'Fuzz code', parentId },
        expect: 400,
      })),
    ],
  },
  updateCode: {
    baseline: () => ({
      as: 'lead',
      path: { id: coffee, codeId: tracking },
      body: { name: 'Tracking map' },
    }),
    hostile: () => [
      ...projectRules(),
      c({ why: 'the name of another code', body: { name: 'oat milk' }, expect: 409 }),
      c({ why: 'its own parent', body: { parentId: tracking }, expect: 400 }),
      c({
        why: 'a parent under itself',
        path: { codeId: delivery },
        body: { parentId: tracking },
        expect: 400,
      }),
      unknownId.map((parentId) => ({ why: 'an unknown parent', body: { parentId }, expect: 400 })),
      unknownId.map((codeId) => ({ why: 'an unknown code', path: { codeId }, expect: 404 })),
      c({
        why: 'a code of another project, by an admin',
        as: 'admin',
        path: { id: network },
        expect: 404,
      }),
    ],
  },
  deleteCode: {
    baseline: () => ({ as: 'lead', path: { id: coffee, codeId: tracking } }),
    hostile: () => [
      ...projectRules(),
      unknownId.map((codeId) => ({ why: 'an unknown code', path: { codeId }, expect: 404 })),
    ],
  },
  mergeCode: {
    baseline: () => ({
      as: 'lead',
      path: { id: coffee, codeId: cold },
      body: { targetCodeId: late },
    }),
    hostile: () => [
      ...projectRules(),
      c({ why: 'into itself', body: { targetCodeId: cold }, expect: 400 }),
      c({
        why: 'into one of its sub-codes',
        path: { codeId: delivery },
        body: { targetCodeId: tracking },
        expect: 400,
      }),
      unknownId.map((targetCodeId) => ({
        why: 'into an unknown code',
        body: { targetCodeId },
        expect: 400,
      })),
      unknownId.map((codeId) => ({ why: 'an unknown source', path: { codeId }, expect: 404 })),
    ],
  },
  listHighlights: { baseline: () => ({ as: 'lead', path: { id: coffee } }), hostile: projectRules },
  createHighlight: {
    baseline: () => ({
      as: 'lead',
      path: { id: coffee },
      body: { ...passage, codeName: 'Fuzz code' },
    }),
    hostile: () => [
      ...projectRules(),
      fc.string({ minLength: 1, maxLength: 40 }).map((text) => ({
        why: 'a passage that is not the answer at its offsets',
        body: { ...passage, text: `${text}${passage.text}`, codeName: 'Fuzz code' },
        expect: 400,
      })),
      fc.integer({ min: 1, max: 500 }).map((extra) => ({
        why: 'an end past the answer',
        body: { ...passage, end: passage.end + 5000 + extra, codeName: 'Fuzz code' },
        expect: 400,
      })),
      c({
        why: 'an empty span',
        body: { ...passage, start: passage.end, codeName: 'Fuzz code' },
        expect: 400,
      }),
      c({
        why: "another project's interview",
        body: { ...passage, interviewId: networkCompleted, codeName: 'Fuzz code' },
        expect: 400,
      }),
      c({ why: 'neither codeId nor codeName', body: passage, expect: 400 }),
      c({
        why: 'both codeId and codeName',
        body: { ...passage, codeId: tracking, codeName: 'Fuzz code' },
        expect: 400,
      }),
      c({
        why: 'the code the passage already has',
        body: { ...passage, codeId: tracking },
        expect: 409,
      }),
      unknownId.map((codeId) => ({
        why: 'an unknown code',
        body: { ...passage, codeId },
        expect: 400,
      })),
    ],
  },
  deleteHighlight: {
    baseline: () => ({ as: 'lead', path: { id: coffee, highlightId: highlight?.id ?? '' } }),
    hostile: () => [
      ...projectRules(),
      unknownId.map((highlightId) => ({
        why: 'an unknown highlight',
        path: { highlightId },
        expect: 404,
      })),
    ],
  },
  listThemeDecisions: {
    baseline: () => ({ as: 'lead', path: { id: coffee } }),
    hostile: projectRules,
  },
  decideTheme: {
    baseline: () => ({
      as: 'lead',
      path: { id: coffee },
      body: { themeKey: 'fuzz theme', decision: 'dismissed', label: 'Fuzz theme' },
    }),
    hostile: () => [
      ...projectRules(),
      c({
        why: 'accepted without occurrences',
        body: { themeKey: 'fuzz theme', decision: 'accepted', label: 'Fuzz theme' },
        expect: 400,
      }),
      c({
        why: 'dismissed with occurrences',
        body: {
          themeKey: 'fuzz theme',
          decision: 'dismissed',
          label: 'Fuzz theme',
          occurrences: [passage],
        },
        expect: 400,
      }),
      c({
        why: 'accepted under the name of a code',
        body: {
          themeKey: 'fuzz theme',
          decision: 'accepted',
          label: 'OAT MILK',
          occurrences: [passage],
        },
        expect: 409,
      }),
      c({
        why: 'accepted with a passage that is not in the answer',
        body: {
          themeKey: 'fuzz theme',
          decision: 'accepted',
          label: 'Fuzz theme',
          occurrences: [passage, { ...passage, text: `x${passage.text}` }],
        },
        expect: 400,
      }),
    ],
  },
  correctAnswerSentiment: {
    baseline: () => ({
      as: 'admin',
      path: { id: coffee, interviewId: coffeeCompleted, questionId: carlosQuestion },
      body: { sentiment: 'annoyed', reason: 'Sarcasm' },
    }),
    hostile: () => [
      c({ why: 'a lead (admins only)', as: 'lead', expect: 403 }),
      c({
        why: "another project's interview",
        path: { interviewId: networkCompleted },
        expect: 404,
      }),
      unknownId.map((questionId) => ({
        why: 'an unknown question',
        path: { questionId },
        expect: 404,
      })),
      c({
        why: 'a question not answered yet',
        path: { interviewId: coffeeInProgress, questionId: openQuestion },
        expect: 409,
      }),
      unknownId.map((id) => ({ why: 'unknown project', path: { id }, expect: 404 })),
    ],
  },
  listCodingActivity: {
    baseline: () => ({ as: 'lead', path: { id: coffee }, query: { limit: '5' } }),
    hostile: () => [
      ...projectRules(),
      c({
        why: 'a cursor this server never issued',
        query: { cursor: 'bm90LWEtY3Vyc29y' },
        expect: 400,
      }),
    ],
  },
}
