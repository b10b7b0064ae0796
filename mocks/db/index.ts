import { Collection } from '@msw/data'
import { indexed } from './indexes'
import {
  askedQuestionRecord,
  attributeRecord,
  authSessionRecord,
  codeRecord,
  codingActivityRecord,
  highlightRecord,
  interviewQuestionRecord,
  interviewRecord,
  liveSessionRecord,
  memberAttributesRecord,
  memberRecord,
  modelRecord,
  projectRecord,
  projectTypeRecord,
  promptFileRecord,
  questionRecord,
  sentimentCorrectionRecord,
  settingsRecord,
  themeDecisionRecord,
  shareLinkRecord,
  userRecord,
} from './schema'

/** Each collection's record schema, also what a stored snapshot is checked against. */
export const recordSchemas = {
  users: userRecord,
  projects: projectRecord,
  members: memberRecord,
  projectTypes: projectTypeRecord,
  questions: questionRecord,
  interviews: interviewRecord,
  interviewQuestions: interviewQuestionRecord,
  authSessions: authSessionRecord,
  liveSessions: liveSessionRecord,
  settings: settingsRecord,
  promptFiles: promptFileRecord,
  models: modelRecord,
  codes: codeRecord,
  highlights: highlightRecord,
  themeDecisions: themeDecisionRecord,
  sentimentCorrections: sentimentCorrectionRecord,
  codingActivity: codingActivityRecord,
  attributes: attributeRecord,
  memberAttributes: memberAttributesRecord,
  shareLinks: shareLinkRecord,
  askedQuestions: askedQuestionRecord,
}

/**
 * The mock server's tables. Relations are plain ids; handlers join them explicitly, through the
 * indexes in ./indexes (byId, membersOfProject, questionsOfInterview, …) on the hot paths. The
 * `indexed()` extension keeps those indexes on every create, update and delete.
 */
export const db = {
  users: new Collection({ schema: recordSchemas.users, extensions: [indexed('users')] }),
  projects: new Collection({ schema: recordSchemas.projects, extensions: [indexed('projects')] }),
  members: new Collection({ schema: recordSchemas.members, extensions: [indexed('members')] }),
  projectTypes: new Collection({ schema: recordSchemas.projectTypes }),
  questions: new Collection({ schema: recordSchemas.questions }),
  interviews: new Collection({
    schema: recordSchemas.interviews,
    extensions: [indexed('interviews')],
  }),
  interviewQuestions: new Collection({
    schema: recordSchemas.interviewQuestions,
    extensions: [indexed('interviewQuestions')],
  }),
  authSessions: new Collection({
    schema: recordSchemas.authSessions,
    extensions: [indexed('authSessions')],
  }),
  liveSessions: new Collection({ schema: recordSchemas.liveSessions }),
  settings: new Collection({ schema: recordSchemas.settings }),
  promptFiles: new Collection({ schema: recordSchemas.promptFiles }),
  models: new Collection({ schema: recordSchemas.models }),
  codes: new Collection({ schema: recordSchemas.codes, extensions: [indexed('codes')] }),
  highlights: new Collection({
    schema: recordSchemas.highlights,
    extensions: [indexed('highlights')],
  }),
  themeDecisions: new Collection({ schema: recordSchemas.themeDecisions }),
  sentimentCorrections: new Collection({
    schema: recordSchemas.sentimentCorrections,
    extensions: [indexed('sentimentCorrections')],
  }),
  codingActivity: new Collection({
    schema: recordSchemas.codingActivity,
    extensions: [indexed('codingActivity')],
  }),
  attributes: new Collection({ schema: recordSchemas.attributes }),
  memberAttributes: new Collection({ schema: recordSchemas.memberAttributes }),
  shareLinks: new Collection({ schema: recordSchemas.shareLinks }),
  askedQuestions: new Collection({ schema: recordSchemas.askedQuestions }),
}

export type Database = typeof db

/** Empties every collection, and with them the indexes (an indexed collection's clear() is fast). */
export function clearDatabase(): void {
  for (const collection of Object.values(db)) collection.clear()
}
