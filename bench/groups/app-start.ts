import { buildAssets, fetchedAssets, markersIn, MOCK_MARKERS, type Asset } from '../first-load'
import { firstLoadFigures, lazyChunkFigures, SECTIONS, startupFigures } from '../figures'
import type { BenchGroup } from '../group'
import { LARGE_DEMO_SECTION, largeDemoFigures, measureLargeDemo } from '../large-demo'
import { MAIN_THREAD_SECTION, mainThreadAfterPaint, mainThreadFigures } from '../main-thread'
import { coldStartups, signInsToDashboard } from '../startup'

/** How the app starts: what its first load fetches, how soon it is usable, what follows. */

/** Samples per figure: at least 5 cold loads (issue 9). */
const COLD_LOADS = 7
const SIGN_INS = 5
/** Cold loads per build under the CPU slowdown (each takes a few seconds). */
const MAIN_THREAD_LOADS = 5
/** First visits of the demo's large scenario (each generates 32,000 records). */
const LARGE_DEMO_ROUNDS = 3

/** The sign-in screen's first load, which the lazy chunks are told from. */
let signInAssets: Asset[] = []

/** The first load beside the hello world's, and the chunks loaded later (a whole run only). */
export const firstLoad: BenchGroup = {
  phase: 'app',
  steps: [
    {
      section: SECTIONS.firstLoad,
      what: 'first load of the sign-in screen',
      figures: async ({ browser, urls }) => {
        signInAssets = await fetchedAssets(browser, urls.live, (page) =>
          page.getByRole('textbox', { name: 'Email' }).waitFor(),
        )
        const helloWorld = await fetchedAssets(browser, urls.helloWorld, (page) =>
          page.getByRole('heading', { name: 'Hello world' }).waitFor(),
        )
        if (!signInAssets.some((asset) => asset.kind === 'js')) {
          throw new Error('the network log shows no script for the sign-in screen')
        }
        return firstLoadFigures(signInAssets, helloWorld)
      },
    },
    {
      section: SECTIONS.chunks,
      what: 'lazy chunks and mock markers',
      figures: async ({ builds }) => {
        if (signInAssets.length === 0) throw new Error('no first load to tell the lazy chunks by')
        const live = await markersIn(builds.liveDir)
        const demo = await markersIn(builds.demoDir)
        const demoMissing = Object.keys(MOCK_MARKERS).filter((what) => !demo.includes(what))
        return lazyChunkFigures(await buildAssets(builds.liveDir), signInAssets, {
          live,
          demoMissing,
          count: Object.keys(MOCK_MARKERS).length,
        })
      },
    },
  ],
}

/** `--only startup`: cold starts and sign-ins, the demo's paints against the live build's. */
export const startup: BenchGroup = {
  phase: 'app',
  only: 'startup',
  steps: [
    {
      section: SECTIONS.startup,
      what: 'cold starts and sign-ins',
      figures: async ({ browser, urls, progress }) => {
        const startups = await coldStartups(browser, urls, COLD_LOADS, progress)
        const signIns = await signInsToDashboard(browser, urls, SIGN_INS, progress)
        return startupFigures(startups, signIns)
      },
    },
  ],
}

/** `--only large-demo`: first visits of the demo's large scenario. */
export const largeDemo: BenchGroup = {
  phase: 'app',
  only: 'large-demo',
  steps: [
    {
      section: LARGE_DEMO_SECTION,
      what: "the demo's large scenario",
      figures: async ({ browser, urls, progress }) =>
        largeDemoFigures(await measureLargeDemo(browser, urls.demo, LARGE_DEMO_ROUNDS, progress)),
    },
  ],
}

/** `--only main-thread`: the work after the first paint. */
export const mainThread: BenchGroup = {
  phase: 'app',
  only: 'main-thread',
  steps: [
    {
      section: MAIN_THREAD_SECTION,
      what: 'main thread after first paint',
      figures: async ({ browser, urls, progress }) =>
        mainThreadFigures(await mainThreadAfterPaint(browser, urls, MAIN_THREAD_LOADS, progress)),
    },
  ],
}
