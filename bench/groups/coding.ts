import { CODING_SECTION, codingFigures, measureCoding } from '../coding'
import {
  CODING_UI_SECTION,
  codingChunkFigures,
  codingUiFigures,
  measureCodingChunk,
  measureCodingUi,
} from '../coding-ui'
import type { BenchGroup } from '../group'
import { launchChromium } from '../../tests/support/chromium'

/** The coding figures' runs after a cold one. */
const CODING_RUNS = 7
/** Cold loads of the coding page (each builds the 5,000 highlights and renders the Codebook). */
const CODING_PAGE_LOADS = 3

/** `--only coding`: the coding figures in node (no build). */
export const codingInNode: BenchGroup = {
  phase: 'apart',
  only: 'coding',
  steps: [
    {
      section: CODING_SECTION,
      what: 'coding in node',
      figures: () => Promise.resolve(codingFigures(measureCoding(CODING_RUNS))),
    },
  ],
}

/** `--only coding-ui`: the coding page in Chromium, then coding's chunk in a live build. */
export const codingInChromium: BenchGroup = {
  phase: 'apart',
  only: 'coding-ui',
  steps: [
    {
      section: CODING_UI_SECTION,
      what: 'coding in Chromium',
      figures: async ({ dir }) => {
        const browser = await launchChromium()
        try {
          return codingUiFigures(await measureCodingUi(browser, dir, CODING_PAGE_LOADS))
        } finally {
          await browser.close()
        }
      },
    },
    {
      section: CODING_UI_SECTION,
      what: "coding's chunk",
      figures: async ({ dir }) => codingChunkFigures(await measureCodingChunk(dir)),
    },
  ],
}
