import { Collection } from '@msw/data'
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

/** The mock server's tables. Relations are plain ids; handlers join them explicitly. */
export const db = {
  users: new Collection({ schema: userRecord }),
  projects: new Collection({ schema: projectRecord }),
  members: new Collection({ schema: memberRecord }),
  projectTypes: new Collection({ schema: projectTypeRecord }),
  questions: new Collection({ schema: questionRecord }),
  interviews: new Collection({ schema: interviewRecord }),
  interviewQuestions: new Collection({ schema: interviewQuestionRecord }),
  authSessions: new Collection({ schema: authSessionRecord }),
  liveSessions: new Collection({ schema: liveSessionRecord }),
  settings: new Collection({ schema: settingsRecord }),
  promptFiles: new Collection({ schema: promptFileRecord }),
  models: new Collection({ schema: modelRecord }),
}

export type Database = typeof db

export function clearDatabase(): void {
  for (const collection of Object.values(db)) collection.clear()
}
