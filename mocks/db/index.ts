import { Collection } from '@msw/data'
import { indexed } from './indexes'
import {
  authSessionRecord,
  interviewQuestionRecord,
  interviewRecord,
  liveSessionRecord,
  memberRecord,
  modelRecord,
  projectRecord,
  projectTypeRecord,
  promptFileRecord,
  questionRecord,
  settingsRecord,
  userRecord,
} from './schema'

/**
 * The mock server's tables. Relations are plain ids; handlers join them explicitly, through the
 * indexes in ./indexes (byId, membersOfProject, questionsOfInterview, …) on the hot paths. The
 * `indexed()` extension keeps those indexes on every create, update and delete.
 */
export const db = {
  users: new Collection({ schema: userRecord, extensions: [indexed('users')] }),
  projects: new Collection({ schema: projectRecord, extensions: [indexed('projects')] }),
  members: new Collection({ schema: memberRecord, extensions: [indexed('members')] }),
  projectTypes: new Collection({ schema: projectTypeRecord }),
  questions: new Collection({ schema: questionRecord }),
  interviews: new Collection({ schema: interviewRecord, extensions: [indexed('interviews')] }),
  interviewQuestions: new Collection({
    schema: interviewQuestionRecord,
    extensions: [indexed('interviewQuestions')],
  }),
  authSessions: new Collection({
    schema: authSessionRecord,
    extensions: [indexed('authSessions')],
  }),
  liveSessions: new Collection({ schema: liveSessionRecord }),
  settings: new Collection({ schema: settingsRecord }),
  promptFiles: new Collection({ schema: promptFileRecord }),
  models: new Collection({ schema: modelRecord }),
}

export type Database = typeof db

/** Empties every collection, and with them the indexes (an indexed collection's clear() is fast). */
export function clearDatabase(): void {
  for (const collection of Object.values(db)) collection.clear()
}
