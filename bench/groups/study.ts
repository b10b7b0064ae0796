import type { BenchGroup } from '../group'
import {
  joinFirstLoadFigures,
  measureJoinFirstLoad,
  measureWatchLiveDelays,
  STUDY_SECTION,
  watchLiveFigures,
} from '../study'
import { funnelFigures, measureFunnel, seedFunnelStudy } from '../study-funnel'

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
      what: 'large seed: the funnel of a 2,000-interview study',
      figures: async () => funnelFigures(measureFunnel(await seedFunnelStudy(), 7)),
    },
  ],
}
