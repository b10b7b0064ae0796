import { db } from '../../mocks/db'
import type { BenchGroup } from '../group'
import {
  AT_SCALE,
  cachedMoveFigures,
  firstLoadFigures,
  signInShiftFigures,
  WORKSPACE_SECTION,
  workspaceOpenFigures,
} from '../workspace'

/**
 * `--only workspace`: issue 32's rows (bench/workspace.ts): the first load, the sign-in shift,
 * cached moves, and the workspace of 500 interviews on the large seed.
 */

/** Cold loads for the sign-in shift, rounds of cached moves, cold workspace openings. */
const WORKSPACE_RUNS = { shiftLoads: 5, moveRounds: 5, openings: 3 }

export const workspaceMoves: BenchGroup = {
  phase: 'app',
  only: 'workspace',
  steps: [
    {
      section: WORKSPACE_SECTION,
      what: 'issue 32: first load',
      figures: ({ browser, urls, builds }) => firstLoadFigures(browser, urls, builds.liveDir),
    },
    {
      section: WORKSPACE_SECTION,
      what: 'issue 32: sign-in layout shift',
      figures: ({ browser, urls }) => signInShiftFigures(browser, urls, WORKSPACE_RUNS.shiftLoads),
    },
    {
      section: WORKSPACE_SECTION,
      what: 'issue 32: cached moves',
      figures: ({ browser, urls }) =>
        cachedMoveFigures(browser, urls.live, WORKSPACE_RUNS.moveRounds),
    },
  ],
}

export const workspaceAtScale: BenchGroup = {
  phase: 'large-seed',
  only: 'workspace',
  steps: [
    {
      section: WORKSPACE_SECTION,
      what: 'issue 32: the workspace at scale',
      figures: ({ browser, urls }) => {
        const project = db.projects.all().find(({ name }) => name === AT_SCALE)
        const interviews = db.interviews
          .all()
          .filter((interview) => interview.project_id === project?.id).length
        return workspaceOpenFigures(browser, urls.live, WORKSPACE_RUNS.openings, interviews)
      },
    },
  ],
}
