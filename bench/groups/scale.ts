import { keyStepFigures, listFigures, mockRequestFigures, SECTIONS } from '../figures'
import type { BenchGroup } from '../group'
import { measureMockRequests } from '../mock-requests'
import {
  measureProjectList,
  measureResults,
  measureUsersTable,
  measureUsersTableKeys,
} from '../scale'
import { mostInterviewedProject } from '../seeded-projects'

/** The long lists on the large seed, and the mock's requests on it. */

const LIST_OPENINGS = 5

/** The project list and the biggest project's results (a whole run only). */
export const projectLists: BenchGroup = {
  phase: 'large-seed',
  steps: [
    {
      section: SECTIONS.scale,
      what: 'large seed: the project list',
      figures: async ({ browser, urls }) => {
        const list = await measureProjectList(browser, urls.live, LIST_OPENINGS)
        return listFigures('Dashboard project list', 'Sign In', list)
      },
    },
    {
      section: SECTIONS.scale,
      what: "large seed: a project's results",
      figures: async ({ browser, urls, progress }) => {
        const project = mostInterviewedProject()
        progress(`results of "${project.name}" (${project.interviews} interviews)`)
        const list = await measureResults(browser, urls.live, project.name, LIST_OPENINGS)
        const label = `Results of a project with ${project.interviews} interviews`
        return listFigures(label, 'View Interview Results', list)
      },
    },
  ],
}

/** `--only users-table`: the admin's users table, scrolled and walked by keyboard. */
export const usersTable: BenchGroup = {
  phase: 'large-seed',
  only: 'users-table',
  steps: [
    {
      section: SECTIONS.scale,
      what: 'large seed: the users table',
      figures: async ({ browser, urls }) =>
        listFigures(
          'Admin users table',
          'Admin Panel',
          await measureUsersTable(browser, urls.live, LIST_OPENINGS),
        ),
    },
    {
      section: SECTIONS.scale,
      what: 'large seed: the users table by keyboard',
      figures: async ({ browser, urls }) =>
        keyStepFigures('Admin users table', await measureUsersTableKeys(browser, urls.live)),
    },
  ],
}

/**
 * The mock's request times (a whole run only): after the browser part, whose server shares this
 * data layer; seeded anew if the large seed did not go in.
 */
export const mockRequests: BenchGroup = {
  phase: 'node',
  steps: [
    {
      section: SECTIONS.mockRequests,
      what: 'mock requests',
      figures: async ({ largeSeeded }) =>
        mockRequestFigures(await measureMockRequests({ seed: !largeSeeded })),
    },
  ],
}
