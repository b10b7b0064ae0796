import { Collection } from '@msw/data'
import { indexed } from './indexes'
import { checkedRecord } from './record-check'
import { clearLoginFailures } from '../auth/throttle'

/**
 * The mock server's tables. Relations are plain ids; handlers join them explicitly, through the
 * indexes in ./indexes (byId, membersOfProject, questionsOfInterview, …) on the hot paths. The
 * `indexed()` extension keeps those indexes on every create, update and delete.
 */
export const db = {
  users: new Collection({ schema: checkedRecord('users'), extensions: [indexed('users')] }),
  projects: new Collection({
    schema: checkedRecord('projects'),
    extensions: [indexed('projects')],
  }),
  members: new Collection({ schema: checkedRecord('members'), extensions: [indexed('members')] }),
  projectTypes: new Collection({ schema: checkedRecord('projectTypes') }),
  questions: new Collection({ schema: checkedRecord('questions') }),
  interviews: new Collection({
    schema: checkedRecord('interviews'),
    extensions: [indexed('interviews')],
  }),
  interviewQuestions: new Collection({
    schema: checkedRecord('interviewQuestions'),
    extensions: [indexed('interviewQuestions')],
  }),
  authSessions: new Collection({
    schema: checkedRecord('authSessions'),
    extensions: [indexed('authSessions')],
  }),
  liveSessions: new Collection({ schema: checkedRecord('liveSessions') }),
  settings: new Collection({ schema: checkedRecord('settings') }),
  promptFiles: new Collection({ schema: checkedRecord('promptFiles') }),
  models: new Collection({ schema: checkedRecord('models') }),
  codes: new Collection({ schema: checkedRecord('codes'), extensions: [indexed('codes')] }),
  highlights: new Collection({
    schema: checkedRecord('highlights'),
    extensions: [indexed('highlights')],
  }),
  themeDecisions: new Collection({ schema: checkedRecord('themeDecisions') }),
  sentimentCorrections: new Collection({
    schema: checkedRecord('sentimentCorrections'),
    extensions: [indexed('sentimentCorrections')],
  }),
  codingActivity: new Collection({
    schema: checkedRecord('codingActivity'),
    extensions: [indexed('codingActivity')],
  }),
  attributes: new Collection({ schema: checkedRecord('attributes') }),
  memberAttributes: new Collection({ schema: checkedRecord('memberAttributes') }),
  shareLinks: new Collection({ schema: checkedRecord('shareLinks') }),
  askedQuestions: new Collection({ schema: checkedRecord('askedQuestions') }),
  participantLinks: new Collection({ schema: checkedRecord('participantLinks') }),
}

export type Database = typeof db

/** Empties every collection, and with them the indexes (an indexed collection's clear() is fast). */
export function clearDatabase(): void {
  for (const collection of Object.values(db)) collection.clear()
  clearLoginFailures()
}
