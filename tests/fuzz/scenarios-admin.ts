import fc from 'fast-check'
import { interviewerPrompts, projectTypes } from '../../fixtures'
import {
  serviceType,
  appType,
  heardAbout,
  appQuestion,
  typeName,
  c,
  unknownId,
  PATTERN_VALID_PROMPTS,
  MODEL_IDS,
  PATH_LIKE_MODELS,
  type Scenario,
} from './scenario-kit'

/** Fuzz scenarios: Project types, their questions, AI models and interviewer prompts. */

export const adminScenarios: Record<string, Scenario> = {
  createProjectType: {
    baseline: () => ({
      as: 'admin',
      body: { name: 'Fuzz type', description: 'Made by the fuzz suite.', category: 'app' },
    }),
    hostile: () => [
      fc
        .constantFrom(...projectTypes.map((type) => type.name))
        .chain((name) =>
          fc.constantFrom(name, name.toUpperCase(), name.toLowerCase(), `  ${name}\t`),
        )
        .map((name) => ({
          why: 'a name already used (any case, padded)',
          body: { name, category: 'service' },
          expect: 409,
        })),
    ],
  },
  updateProjectType: {
    baseline: () => ({
      as: 'admin',
      path: { id: appType },
      body: { name: typeName(appType), category: 'app', isActive: true },
    }),
    hostile: () => [
      c({
        why: "another type's name",
        body: { name: typeName(serviceType).toUpperCase(), category: 'app' },
        expect: 409,
      }),
      unknownId.map((id) => ({ why: 'unknown project type', path: { id }, expect: 404 })),
    ],
  },
  deleteProjectType: {
    baseline: () => ({ as: 'admin', path: { id: appType } }),
    hostile: () => [
      c({ why: 'a type used by projects', path: { id: serviceType }, expect: 409 }),
      unknownId.map((id) => ({ why: 'unknown project type', path: { id }, expect: 404 })),
    ],
  },
  createProjectTypeQuestion: {
    baseline: () => ({
      as: 'admin',
      path: { id: serviceType },
      body: { text: 'Anything else?', order: 7, isActive: true },
    }),
    hostile: () => [
      unknownId.map((id) => ({ why: 'unknown project type', path: { id }, expect: 404 })),
      c({ why: 'a question id as a type id', path: { id: heardAbout }, expect: 404 }),
    ],
  },
  updateProjectTypeQuestion: {
    baseline: () => ({
      as: 'admin',
      path: { id: serviceType, qid: heardAbout },
      body: { text: 'How did you first hear about us?', order: 1 },
    }),
    hostile: () => [
      c({
        why: 'a question of another type',
        path: { id: serviceType, qid: appQuestion },
        expect: 404,
      }),
      unknownId.map((qid) => ({
        why: 'unknown question',
        path: { id: serviceType, qid },
        expect: 404,
      })),
      unknownId.map((id) => ({
        why: 'unknown project type',
        path: { id, qid: heardAbout },
        expect: 404,
      })),
    ],
  },
  deleteProjectTypeQuestion: {
    baseline: () => ({ as: 'admin', path: { id: serviceType, qid: heardAbout } }),
    hostile: () => [
      c({
        why: 'a question of another type',
        path: { id: appType, qid: heardAbout },
        expect: 404,
      }),
      unknownId.map((qid) => ({
        why: 'unknown question',
        path: { id: serviceType, qid },
        expect: 404,
      })),
    ],
  },
  listAvailableModels: { baseline: () => ({ as: 'admin' }) },
  getAiStatus: { baseline: () => ({ as: 'admin' }) },
  getCurrentModels: { baseline: () => ({ as: 'admin' }) },
  selectModels: {
    baseline: () => ({ as: 'admin', body: { chatModel: 'gpt-4o', audioModel: 'whisper-1' } }),
    hostile: () => [
      fc
        .oneof(fc.string({ minLength: 1, maxLength: 200 }), fc.constantFrom(...PATH_LIKE_MODELS))
        .filter((id) => !MODEL_IDS.includes(id))
        .chain((id) =>
          fc.constantFrom(
            { why: `unknown chat model ${JSON.stringify(id)}`, body: { chatModel: id } },
            { why: `unknown audio model ${JSON.stringify(id)}`, body: { audioModel: id } },
          ),
        )
        .map((hostile) => ({ ...hostile, expect: 400 as const })),
      c({ why: 'an audio model as chat model', body: { chatModel: 'whisper-1' }, expect: 400 }),
      c({ why: 'a chat model as audio model', body: { audioModel: 'gpt-4o' }, expect: 400 }),
    ],
  },
  listInterviewerPrompts: { baseline: () => ({ as: 'admin' }) },
  getCurrentInterviewerPrompt: { baseline: () => ({ as: 'admin' }) },
  selectInterviewerPrompt: {
    baseline: () => ({ as: 'admin', body: { value: interviewerPrompts[1].path } }),
    hostile: () => [
      fc.constantFrom(...PATTERN_VALID_PROMPTS).map((value) => ({
        why: `a prompt path that is no listed file (${value})`,
        body: { value },
        expect: 400,
      })),
    ],
  },
}
