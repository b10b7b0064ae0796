import type { BenchGroup } from '../group'
import { launchChromium } from '../../tests/support/chromium'
import {
  measureSegments,
  measureSharedFirstLoad,
  SEGMENTS_SECTION,
  segmentsFigures,
  sharedFirstLoadFigures,
} from '../segments'

/** Segments and report links (issue 23; bench/segments.ts). */

/** Cold loads of the segments page (each filters once and compares once). */
const SEGMENTS_PAGE_LOADS = 3

/** `--only shared-report`: a report link's first load beside the sign-in screen's. */
export const sharedReport: BenchGroup = {
  phase: 'app',
  only: 'shared-report',
  steps: [
    {
      section: SEGMENTS_SECTION,
      what: 'first load of a report link',
      figures: async ({ browser, urls, apiUrl }) =>
        sharedFirstLoadFigures(await measureSharedFirstLoad(browser, urls.live, apiUrl)),
    },
  ],
}

/** `--only segments`: a segment filter and a comparison in Chromium (a page of their own). */
export const segments: BenchGroup = {
  phase: 'apart',
  only: 'segments',
  steps: [
    {
      section: SEGMENTS_SECTION,
      what: 'segments in Chromium',
      figures: async ({ dir }) => {
        const browser = await launchChromium()
        try {
          return segmentsFigures(await measureSegments(browser, dir, SEGMENTS_PAGE_LOADS))
        } finally {
          await browser.close()
        }
      },
    },
  ],
}
