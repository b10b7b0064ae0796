import { db } from '../../mocks/db'
import type { BenchGroup } from '../group'
import { mostInterviewedProject } from '../seeded-projects'
import {
  funnelFigures,
  joinFirstLoadFigures,
  measureFunnel,
  measureJoinFirstLoad,
  measureWatchLiveDelays,
  STUDY_SECTION,
  watchLiveFigures,
} from '../study'

/** `--only study`: the study's figures (bench/study.ts). */

export const studyLinks: BenchGroup = {
  phase: 'app',
  only: 'study',
  steps: [
    {
      section: STUDY_SECTION,
      what: 'first load of a participant link',
      figures: async ({ browser, urls }) =>
        joinFirstLoadFigures(await measureJoinFirstLoad(browser, urls.live)),
    },
    {
      section: STUDY_SECTION,
      what: 'watch-live delays',
      figures: async ({ apiUrl }) => watchLiveFigures(await measureWatchLiveDelays(apiUrl, 20)),
    },
  ],
}

export const studyFunnel: BenchGroup = {
  phase: 'large-seed',
  only: 'study',
  steps: [
    {
      section: STUDY_SECTION,
      what: 'large seed: the funnel',
      figures: () => {
        const project = mostInterviewedProject()
        const id = db.projects.findFirst((q) => q.where({ name: project.name }))?.id ?? ''
        return Promise.resolve(funnelFigures(measureFunnel(id, 7), project.interviews))
      },
    },
  ],
}
