import { fixtureIds } from '../../fixtures'
import { db } from '../db'
import type { ScenarioDefinition } from './types'

/** What a fresh install has: its first admin, the default interviewer prompt and models. */
export const empty: ScenarioDefinition = {
  title: 'Empty (fresh install)',
  description:
    'A fresh install: only the admin account, the default prompt and models; no project types, projects, other users, interviews or codes.',
  seed: { extraUsers: 0 },
  prepare() {
    db.users.deleteMany((q) => q.where((user) => user.id !== fixtureIds.users.admin))
    for (const table of [
      db.askedQuestions,
      db.participantLinks,
      db.codingActivity,
      db.sentimentCorrections,
      db.themeDecisions,
      db.highlights,
      db.codes,
      db.interviewQuestions,
      db.interviews,
      db.members,
      db.projects,
      db.questions,
      db.projectTypes,
    ] as const) {
      table.clear()
    }
  },
}
