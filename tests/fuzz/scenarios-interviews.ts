import fc from 'fast-check'
import { base64url } from './http'
import {
  users,
  coffee,
  coffeeCompleted,
  coffeeInProgress,
  networkCompleted,
  openQuestion,
  carlosQuestion,
  c,
  unknownId,
  startBody,
  question,
  answer,
  tinyAudio,
  PROMPT_VALUES,
  type Scenario,
} from './scenario-kit'

/**
 * Fuzz scenarios: persistent interviews and live interview sessions.
 */

export const interviewScenarios: Record<string, Scenario> = {
  listPersistentInterviews: {
    baseline: () => ({ as: 'interviewee', query: { scope: 'all', limit: '5' } }),
    hostile: () => [
      fc
        .constantFrom(
          base64url('["not a date","x"]'),
          base64url('[1,2]'),
          base64url('["2026-11-03T07:55:20.000Z"]'),
          base64url('{"startedAt":"2026-11-03T07:55:20.000Z","id":"x"}'),
          base64url('["2026-11-03T07:55:20.000Z",""]'),
          '..%2F..%2Fetc%2Fpasswd',
          '!!!!',
          'eyJ',
        )
        .map((cursor) => ({
          why: `cursor this server did not issue (${cursor})`,
          query: { cursor },
          expect: 400,
        })),
    ],
  },
  createPersistentInterview: {
    baseline: () => ({
      as: 'interviewee',
      body: { project_id: coffee, interviewer_id: null, interviewee_id: users.interviewee },
    }),
    hostile: () => [
      fc.constantFrom(users.admin, users.lead, users.coffeeCompleter).map((other) => ({
        why: 'an interview recorded for another user',
        body: { project_id: coffee, interviewer_id: null, interviewee_id: other },
        expect: 403,
      })),
      unknownId.map((project) => ({
        why: 'unknown project',
        body: { project_id: project, interviewer_id: null, interviewee_id: users.interviewee },
        expect: 404,
      })),
      c({
        why: 'a project the caller cannot see',
        as: 'priya',
        body: { project_id: coffee, interviewer_id: null, interviewee_id: users.uninvited },
        expect: 404,
      }),
      c({
        why: 'standalone without metadata',
        body: { project_id: null, interviewer_id: null, interviewee_id: users.interviewee },
        expect: 400,
      }),
    ],
  },
  listInProgressInterviews: { baseline: () => ({ as: 'interviewee' }) },
  getPersistentInterview: {
    baseline: () => ({ as: 'interviewee', path: { id: coffeeInProgress } }),
    hostile: () => [
      c({ why: "another user's interview", path: { id: coffeeCompleted }, expect: 404 }),
      c({
        why: "a lead reading another lead's project interview",
        as: 'nora',
        path: { id: coffeeInProgress },
        expect: 404,
      }),
      c({
        why: "an interviewee reading a peer's interview",
        as: 'priya',
        path: { id: networkCompleted },
        expect: 404,
      }),
      unknownId.map((id) => ({ why: 'unknown interview', path: { id }, expect: 404 })),
    ],
  },
  deletePersistentInterview: {
    baseline: () => ({ as: 'lead', path: { id: coffeeInProgress } }),
    hostile: () => [
      c({
        why: 'a project he does not lead',
        path: { id: networkCompleted },
        expect: 404,
      }),
      c({ why: 'a standalone interview', path: { id: 'ABANDONED' }, expect: 404 }),
      unknownId.map((id) => ({ why: 'unknown interview', path: { id }, expect: 404 })),
    ],
  },
  recordPersistentQuestion: {
    baseline: () => ({ as: 'interviewee', path: { id: coffeeInProgress }, body: question() }),
    hostile: () => [
      c({
        why: "another user's interview",
        path: { id: coffeeCompleted },
        body: question(),
        expect: 404,
      }),
      c({
        why: "an admin writing into someone's interview",
        as: 'admin',
        body: question(),
        expect: 403,
      }),
      c({
        why: 'a completed interview',
        path: { id: networkCompleted },
        body: question(),
        expect: 409,
      }),
      c({
        why: 'an abandoned interview',
        path: { id: 'ABANDONED' },
        body: question(),
        expect: 409,
      }),
      c({
        why: 'a question id already recorded',
        body: question({ question_id: openQuestion }),
        expect: 409,
      }),
      c({
        why: "a question id of another user's interview",
        body: question({ question_id: carlosQuestion }),
        expect: 409,
      }),
      unknownId.map((id) => ({
        why: 'follow-up of an unknown question',
        body: question({ follow_up_of: id }),
        expect: 400,
      })),
      c({
        why: "follow-up of another interview's question",
        body: question({ follow_up_of: carlosQuestion }),
        expect: 400,
      }),
      unknownId.map((id) => ({
        why: 'body interview_id differs from the path',
        body: question({ interview_id: id }),
        expect: 400,
      })),
      unknownId.map((id) => ({
        why: 'unknown interview',
        path: { id },
        body: question(),
        expect: 404,
      })),
    ],
  },
  recordPersistentAnswer: {
    baseline: () => ({ as: 'interviewee', path: { id: coffeeInProgress }, body: answer() }),
    hostile: () => [
      unknownId.map((id) => ({
        why: 'unknown question',
        body: answer({ question_id: id }),
        expect: 404,
      })),
      c({
        why: "a question of another user's interview",
        body: answer({ question_id: carlosQuestion }),
        expect: 404,
      }),
      c({
        why: "another user's interview",
        path: { id: coffeeCompleted },
        body: answer({ question_id: carlosQuestion }),
        expect: 404,
      }),
      c({ why: 'the project lead answering', as: 'lead', body: answer(), expect: 403 }),
      c({
        why: 'a completed interview',
        path: { id: networkCompleted },
        body: answer(),
        expect: 409,
      }),
      c({ why: 'an abandoned interview', path: { id: 'ABANDONED' }, body: answer(), expect: 409 }),
    ],
  },
  finishPersistentInterview: {
    baseline: () => ({ as: 'interviewee', path: { id: coffeeInProgress } }),
    hostile: () => [
      c({ why: "another user's interview", path: { id: coffeeCompleted }, expect: 404 }),
      c({ why: 'an admin finishing it for him', as: 'admin', expect: 403 }),
      c({ why: 'an abandoned interview', path: { id: 'ABANDONED' }, expect: 409 }),
      unknownId.map((id) => ({ why: 'unknown interview', path: { id }, expect: 404 })),
    ],
  },
  abandonPersistentInterview: {
    baseline: () => ({
      as: 'interviewee',
      path: { id: coffeeInProgress },
      body: { purge: false },
    }),
    hostile: () => [
      c({ why: 'a completed interview', path: { id: networkCompleted }, expect: 409 }),
      c({
        why: 'purging a completed interview',
        path: { id: networkCompleted },
        body: { purge: true },
        expect: 409,
      }),
      c({
        why: "another user's interview",
        path: { id: coffeeCompleted },
        body: { purge: true },
        expect: 404,
      }),
      c({ why: 'the project lead abandoning it', as: 'lead', body: { purge: true }, expect: 403 }),
      unknownId.map((id) => ({ why: 'unknown interview', path: { id }, expect: 404 })),
    ],
  },
  startInterview: {
    baseline: () => ({ as: 'interviewee', body: { ...startBody, projectId: coffee } }),
    hostile: () => [
      fc.constantFrom(...PROMPT_VALUES).map((promptOverride) => ({
        why: 'prompt override by a non-admin',
        body: { ...startBody, promptOverride },
        expect: 403,
      })),
      fc.constantFrom(...PROMPT_VALUES.slice(1)).map((promptOverride) => ({
        why: `prompt override that is no listed file (${promptOverride})`,
        as: 'admin',
        body: { ...startBody, promptOverride },
        expect: 400,
      })),
      unknownId.map((projectId) => ({
        why: 'unknown project',
        body: { ...startBody, projectId },
        expect: 404,
      })),
      c({
        why: 'a project the caller is not invited to',
        as: 'priya',
        body: { ...startBody, projectId: coffee },
        expect: 404,
      }),
      c({
        why: "resuming another user's interview",
        body: { ...startBody, projectId: coffee, resumePersistentId: coffeeCompleted },
        expect: 404,
      }),
      c({
        why: 'resuming a completed interview',
        body: { ...startBody, resumePersistentId: networkCompleted },
        expect: 409,
      }),
      unknownId.map((resumePersistentId) => ({
        why: 'resuming an unknown interview',
        body: { ...startBody, resumePersistentId },
        expect: 404,
      })),
    ],
  },
  answerInterview: {
    baseline: () => ({
      as: 'admin',
      path: { id: 'ADMIN_LIVE' },
      body: { text: 'Around eight, at my desk.', isTextResponse: true },
    }),
    hostile: () => [
      c({
        why: 'typed answer by a non-admin',
        as: 'interviewee',
        path: { id: 'INTERVIEWEE_LIVE' },
        expect: 403,
      }),
      c({
        why: 'typed answer by a non-admin, media type in capitals',
        as: 'interviewee',
        path: { id: 'INTERVIEWEE_LIVE' },
        rawBody: {
          kind: 'text',
          text: JSON.stringify({ text: 'Hello', isTextResponse: true }),
          contentType: 'Application/JSON',
        },
        expect: 403,
      }),
      c({ why: "answering another user's session", path: { id: 'INTERVIEWEE_LIVE' }, expect: 404 }),
      unknownId.map((id) => ({ why: 'unknown session', path: { id }, expect: 404 })),
      c({
        why: 'empty recording',
        as: 'interviewee',
        path: { id: 'INTERVIEWEE_LIVE' },
        rawBody: { kind: 'form', entries: [['audio', new Blob([])]] },
        expect: 400,
      }),
      c({
        why: 'a recording over 10 MiB',
        as: 'interviewee',
        path: { id: 'INTERVIEWEE_LIVE' },
        rawBody: {
          kind: 'form',
          entries: [['audio', new Blob([new Uint8Array(10 * 1024 * 1024 + 1)])]],
        },
        expect: 413,
      }),
      c({
        why: 'multipart without audio',
        as: 'interviewee',
        path: { id: 'INTERVIEWEE_LIVE' },
        rawBody: { kind: 'form', entries: [['sound', tinyAudio()]] },
        expect: 400,
      }),
      c({
        why: 'audio sent as a text field',
        as: 'interviewee',
        path: { id: 'INTERVIEWEE_LIVE' },
        rawBody: { kind: 'form', entries: [['audio', '../../etc/passwd']] },
        expect: 400,
      }),
      c({
        why: "a lead sending audio to another user's session",
        as: 'lead',
        path: { id: 'INTERVIEWEE_LIVE' },
        rawBody: { kind: 'form', entries: [['audio', tinyAudio()]] },
        expect: 404,
      }),
    ],
  },
}
