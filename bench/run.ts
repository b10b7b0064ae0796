/**
 * `npm run bench`: Candor's performance figures against the React floor, in one run (issue 9).
 *
 * Builds the live app, the demo app and a React 19 hello world with the same Vite into a
 * temporary directory, serves them on 127.0.0.1 beside the standalone mock (in this process),
 * drives headless Chromium through them, and prints one table: the figure, its budget and pass or
 * fail. The same table goes to bench/results.json. Every ratio is measured side by side in this
 * run, because the machine is noisy. Budgets that fail do not fail the script (the figures
 * speak); a measurement that could not be made does (exit 1, its row says why).
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { cpus, tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { db } from '../mocks/db'
import { seedDatabase } from '../mocks/db/seed'
import { startMockServer } from '../mocks/server/create-server'
import { launchChromium } from '../tests/support/chromium'
import { startStaticServer } from '../tests/support/static-server'
import { buildAll } from './builds'
import {
  firstLoadFigures,
  lazyChunkFigures,
  mockRequestFigures,
  keyStepFigures,
  listFigures,
  roundTripFigures,
  SECTIONS,
  startupFigures,
} from './figures'
import { ASK_SECTION, askFigures, measureAsk } from './ask'
import { CODING_SECTION, codingFigures, measureCoding } from './coding'
import {
  CODING_UI_SECTION,
  codingChunkFigures,
  codingUiFigures,
  measureCodingChunk,
  measureCodingUi,
} from './coding-ui'
import { buildAssets, fetchedAssets, markersIn, MOCK_MARKERS } from './first-load'
import { typedAnswerRoundTrips } from './interview'
import {
  INSIGHTS_SECTION,
  insightsBrowserFigures,
  insightsNodeFigures,
  measureInsightsInBrowser,
  measureInsightsInNode,
} from './insights'
import { measureDemoDurability } from './demo-durability'
import { DURABILITY_SECTION, measureDurability } from './durability'
import { LARGE_DEMO_SECTION, largeDemoFigures, measureLargeDemo } from './large-demo'
import { MAIN_THREAD_SECTION, mainThreadAfterPaint, mainThreadFigures } from './main-thread'
import { measureMockRequests } from './mock-requests'
import { formatTable, summarize, toJson, type Figure } from './report'
import { measureTypedAnswers, TYPED_ANSWER_SECTION, typedAnswerFigures } from './typed-answer'
import {
  measureProjectList,
  measureResults,
  measureUsersTable,
  measureUsersTableKeys,
} from './scale'
import {
  measureSegments,
  measureSharedFirstLoad,
  SEGMENTS_SECTION,
  segmentsFigures,
  sharedFirstLoadFigures,
} from './segments'
import { SOCKET_MEMORY_SECTION, measureSocketMemory } from './socket-memory'
import * as study from './study'
import { coldStartups, signInsToDashboard } from './startup'
import * as workspace from './workspace'

/** Samples per figure: at least 5 cold loads, 20 answers (issue 9). */
const COLD_LOADS = 7
const SIGN_INS = 5
/** Cold loads per build under the CPU slowdown (each takes a few seconds). */
const MAIN_THREAD_LOADS = 5
/** First visits of the demo's large scenario (each generates 32,000 records). */
const LARGE_DEMO_ROUNDS = 3
const ROUND_TRIPS = 20
const LIST_OPENINGS = 5
/** computeInsights runs after its cold one, and cold page loads of the worker path. */
const INSIGHTS_RUNS = 7
const INSIGHTS_PAGE_LOADS = 3
/** The coding figures' runs after a cold one. */
const CODING_RUNS = 7
/** Cold loads of the coding page (each builds the 5,000 highlights and renders the Codebook). */
const CODING_PAGE_LOADS = 3
/** Rounds of the Ask questions after the first (which builds the index). */
const ASK_ROUNDS = 5
/** Rounds over the evaluation corpus's answers for the typed-answer figure. */
const TYPED_ANSWER_ROUNDS = 5
/** Cold loads of the segments page (each filters once and compares once). */
const SEGMENTS_PAGE_LOADS = 3
/** Issue 32: cold loads for the sign-in shift, rounds of cached moves, cold workspace openings. */
const WORKSPACE_RUNS = { shiftLoads: 5, moveRounds: 5, openings: 3 }

const resultsFile = fileURLToPath(new URL('./results.json', import.meta.url))

/**
 * `npm run bench -- --only users-table` measures that list alone (after the builds and the large
 * seed), `--only startup` the cold starts and sign-ins, `--only main-thread` the work after the
 * first paint, `--only large-demo` the demo's large scenario, `--only insights` the insights figures
 * (no app build: they have a page of their own), `--only startup,users-table` both, for work on
 * them, `--only durability` the standalone server's data file, `--only coding` the coding figures
 * in node (no build either), `--only coding-ui` the coding figures in Chromium (a page of
 * their own and a live build for coding's chunk), `--only ask` Ask your interviews through the
 * mock in node (no build), `--only typed-answer` the local engine's sentiment and follow-up of a
 * typed answer in node (no build), `--only segments` a segment filter and a comparison in Chromium (a
 * page of their own) and `--only shared-report` a report link's first load beside the sign-in
 * screen's (the live build), `--only socket-memory` the standalone server's memory under answers
 * over 10 MiB on the interview socket (no build), `--only workspace` issue 32's rows (first load,
 * the sign-in shift, cached moves, the workspace of 500 interviews), `--only study` the study's
 * figures (bench/study.ts); the table is printed but bench/results.json,
 * the whole run's, is kept.
 */
const MEASUREMENTS = [
  'users-table',
  'startup',
  'main-thread',
  'large-demo',
  'insights',
  'durability',
  'coding',
  'coding-ui',
  'ask',
  'typed-answer',
  'segments',
  'shared-report',
  'socket-memory',
  'workspace',
  'study',
] as const
type Measurement = (typeof MEASUREMENTS)[number]
/** Measurements that need no build of the app. */
const APPLESS: readonly Measurement[] = [
  'insights',
  'durability',
  'coding',
  'coding-ui',
  'ask',
  'typed-answer',
  'segments',
  'socket-memory',
]

function onlyMeasurements(): Set<Measurement> | null {
  const { only } = parseArgs({ options: { only: { type: 'string' } } }).values
  if (only === undefined) return null
  const names = only.split(',').map((name) => name.trim())
  const known = MEASUREMENTS.filter((name) => names.includes(name))
  if (known.length !== names.length) {
    throw new Error(`--only takes one or more of (comma-separated): ${MEASUREMENTS.join(', ')}`)
  }
  return new Set(known)
}

const only = onlyMeasurements()
/** Whether the run includes this measurement (every one, without --only). */
const includes = (measurement: Measurement | 'other') =>
  only === null || (measurement !== 'other' && only.has(measurement))
const started = performance.now()
const figures: Figure[] = []

function progress(line: string): void {
  const seconds = Math.round((performance.now() - started) / 1000)
  process.stderr.write(`[bench ${String(seconds).padStart(3)} s] ${line}\n`)
}

/** Runs one measurement; a failure becomes a missing row (and the exit code), not a crash. */
async function measure(section: string, what: string, run: () => Promise<void>): Promise<boolean> {
  progress(what)
  try {
    await run()
    return true
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    progress(`${what} failed: ${message}`)
    figures.push({
      section,
      metric: what,
      value: null,
      unit: 'ms',
      error: message.split('\n')[0] ?? message,
    })
    return false
  }
}

/** The large seed's project with the most interviews (and a name no other project has). */
function mostInterviewedProject(): { name: string; interviews: number } {
  const counts = new Map<string, number>()
  for (const interview of db.interviews.all()) {
    if (interview.project_id) {
      counts.set(interview.project_id, (counts.get(interview.project_id) ?? 0) + 1)
    }
  }
  const projects = db.projects.all()
  const names = new Map<string, number>()
  for (const project of projects) names.set(project.name, (names.get(project.name) ?? 0) + 1)
  const best = projects
    .filter((project) => names.get(project.name) === 1)
    .sort((a, b) => (counts.get(b.id) ?? 0) - (counts.get(a.id) ?? 0))[0]
  if (!best) throw new Error('the large seed has no project')
  return { name: best.name, interviews: counts.get(best.id) ?? 0 }
}

async function measureInBrowser(dir: string): Promise<boolean> {
  const closers: (() => Promise<void>)[] = []
  try {
    const apps = {
      live: await startStaticServer(join(dir, 'live')),
      demo: await startStaticServer(join(dir, 'demo')),
      helloWorld: await startStaticServer(join(dir, 'hello-world')),
    }
    closers.push(
      () => apps.live.close(),
      () => apps.demo.close(),
      () => apps.helloWorld.close(),
    )
    // Latency 0 (the default); the default seed first, the large one for the scale figures.
    const api = await startMockServer({ host: '127.0.0.1', port: 0, origins: [apps.live.origin] })
    closers.push(() => api.close())

    progress('building the live app, the demo app and the hello world')
    const builds = await buildAll(dir, api.url)
    const browser = await launchChromium()
    closers.push(() => browser.close())
    const urls = {
      live: `${apps.live.origin}/`,
      // The demo adds 200 ms to every mock answer so its loading states show; not here.
      demo: `${apps.demo.origin}/?mockLatency=0`,
      helloWorld: `${apps.helloWorld.origin}/`,
    }

    if (includes('other')) {
      let signInAssets: Awaited<ReturnType<typeof fetchedAssets>> = []
      await measure(SECTIONS.firstLoad, 'first load of the sign-in screen', async () => {
        signInAssets = await fetchedAssets(browser, urls.live, (page) =>
          page.getByRole('textbox', { name: 'Email' }).waitFor(),
        )
        const helloWorld = await fetchedAssets(browser, urls.helloWorld, (page) =>
          page.getByRole('heading', { name: 'Hello world' }).waitFor(),
        )
        if (!signInAssets.some((asset) => asset.kind === 'js')) {
          throw new Error('the network log shows no script for the sign-in screen')
        }
        figures.push(...firstLoadFigures(signInAssets, helloWorld))
      })
      await measure(SECTIONS.chunks, 'lazy chunks and mock markers', async () => {
        if (signInAssets.length === 0) throw new Error('no first load to tell the lazy chunks by')
        const live = await markersIn(builds.liveDir)
        const demo = await markersIn(builds.demoDir)
        const demoMissing = Object.keys(MOCK_MARKERS).filter((what) => !demo.includes(what))
        figures.push(
          ...lazyChunkFigures(await buildAssets(builds.liveDir), signInAssets, {
            live,
            demoMissing,
            count: Object.keys(MOCK_MARKERS).length,
          }),
        )
      })
    }
    if (includes('shared-report')) {
      await measure(SEGMENTS_SECTION, 'first load of a report link', async () => {
        figures.push(
          ...sharedFirstLoadFigures(await measureSharedFirstLoad(browser, urls.live, api.url)),
        )
      })
    }
    if (includes('study')) {
      await measure(study.STUDY_SECTION, 'first load of a participant link', async () => {
        figures.push(
          ...study.joinFirstLoadFigures(await study.measureJoinFirstLoad(browser, urls.live)),
        )
      })
      await measure(study.STUDY_SECTION, 'watch-live delays', async () => {
        figures.push(...study.watchLiveFigures(await study.measureWatchLiveDelays(api.url, 20)))
      })
    }
    if (includes('startup')) {
      await measure(SECTIONS.startup, 'cold starts and sign-ins', async () => {
        const startups = await coldStartups(browser, urls, COLD_LOADS, progress)
        const signIns = await signInsToDashboard(browser, urls, SIGN_INS, progress)
        figures.push(...startupFigures(startups, signIns))
      })
    }
    if (includes('large-demo')) {
      await measure(LARGE_DEMO_SECTION, "the demo's large scenario", async () => {
        const rounds = await measureLargeDemo(browser, urls.demo, LARGE_DEMO_ROUNDS, progress)
        figures.push(...largeDemoFigures(rounds))
      })
    }
    if (includes('main-thread')) {
      await measure(MAIN_THREAD_SECTION, 'main thread after first paint', async () => {
        const samples = await mainThreadAfterPaint(browser, urls, MAIN_THREAD_LOADS, progress)
        figures.push(...mainThreadFigures(samples))
      })
    }
    if (includes('other')) {
      await measure(SECTIONS.interview, 'typed-answer round trips', async () => {
        const roundTrips = await typedAnswerRoundTrips(browser, urls.live, ROUND_TRIPS, progress)
        figures.push(...roundTripFigures(roundTrips))
      })
    }
    if (includes('workspace')) {
      await measure(workspace.WORKSPACE_SECTION, 'issue 32: first load', async () => {
        figures.push(...(await workspace.firstLoadFigures(browser, urls, builds.liveDir)))
      })
      await measure(workspace.WORKSPACE_SECTION, 'issue 32: sign-in layout shift', async () => {
        const { shiftLoads } = WORKSPACE_RUNS
        figures.push(...(await workspace.signInShiftFigures(browser, urls, shiftLoads)))
      })
      await measure(workspace.WORKSPACE_SECTION, 'issue 32: cached moves', async () => {
        const { moveRounds } = WORKSPACE_RUNS
        figures.push(...(await workspace.cachedMoveFigures(browser, urls.live, moveRounds)))
      })
    }
    const scaled = ['other', 'users-table', 'workspace', 'study'] as const
    if (!scaled.some((measurement) => includes(measurement))) return false
    const largeSeeded = await measure(SECTIONS.scale, 'the large seed', async () => {
      // The server runs in this process: its data layer is this module graph's.
      await seedDatabase({ scale: 'large' })
    })
    if (largeSeeded && includes('other')) {
      await measure(SECTIONS.scale, 'large seed: the project list', async () => {
        const list = await measureProjectList(browser, urls.live, LIST_OPENINGS)
        figures.push(...listFigures('Dashboard project list', 'Sign In', list))
      })
      await measure(SECTIONS.scale, "large seed: a project's results", async () => {
        const project = mostInterviewedProject()
        progress(`results of "${project.name}" (${project.interviews} interviews)`)
        const list = await measureResults(browser, urls.live, project.name, LIST_OPENINGS)
        const label = `Results of a project with ${project.interviews} interviews`
        figures.push(...listFigures(label, 'View Interview Results', list))
      })
    }
    if (largeSeeded && includes('workspace')) {
      await measure(workspace.WORKSPACE_SECTION, 'issue 32: the workspace at scale', async () => {
        const project = db.projects.all().find(({ name }) => name === workspace.AT_SCALE)
        const interviews = db.interviews
          .all()
          .filter((interview) => interview.project_id === project?.id).length
        figures.push(
          ...(await workspace.workspaceOpenFigures(
            browser,
            urls.live,
            WORKSPACE_RUNS.openings,
            interviews,
          )),
        )
      })
    }
    if (largeSeeded && includes('study')) {
      await measure(study.STUDY_SECTION, 'large seed: the funnel', () => {
        const project = mostInterviewedProject()
        const id = db.projects.findFirst((q) => q.where({ name: project.name }))?.id ?? ''
        figures.push(...study.funnelFigures(study.measureFunnel(id, 7), project.interviews))
        return Promise.resolve()
      })
    }
    if (largeSeeded && includes('users-table')) {
      await measure(SECTIONS.scale, 'large seed: the users table', async () => {
        const list = await measureUsersTable(browser, urls.live, LIST_OPENINGS)
        figures.push(...listFigures('Admin users table', 'Admin Panel', list))
      })
      await measure(SECTIONS.scale, 'large seed: the users table by keyboard', async () => {
        const walk = await measureUsersTableKeys(browser, urls.live)
        figures.push(...keyStepFigures('Admin users table', walk))
      })
    }
    return largeSeeded
  } finally {
    for (const close of closers.reverse()) await close().catch(() => undefined)
  }
}

/** The insights figures: computeInsights in this process, then the worker path in Chromium. */
async function measureInsights(dir: string): Promise<void> {
  await measure(INSIGHTS_SECTION, 'insights in node', () => {
    figures.push(...insightsNodeFigures(measureInsightsInNode(INSIGHTS_RUNS)))
    return Promise.resolve()
  })
  await measure(INSIGHTS_SECTION, 'insights in the worker', async () => {
    const browser = await launchChromium()
    try {
      const outcomes = await measureInsightsInBrowser(browser, dir, INSIGHTS_PAGE_LOADS)
      figures.push(...insightsBrowserFigures(outcomes))
    } finally {
      await browser.close()
    }
  })
}

/** The coding figures in Chromium: the coding page, then coding's chunk in a live build. */
async function measureCodingInBrowser(dir: string): Promise<void> {
  await measure(CODING_UI_SECTION, 'coding in Chromium', async () => {
    const browser = await launchChromium()
    try {
      figures.push(...codingUiFigures(await measureCodingUi(browser, dir, CODING_PAGE_LOADS)))
    } finally {
      await browser.close()
    }
  })
  await measure(CODING_UI_SECTION, "coding's chunk", async () => {
    figures.push(...codingChunkFigures(await measureCodingChunk(dir)))
  })
}

async function measureSegmentsInBrowser(dir: string): Promise<void> {
  await measure(SEGMENTS_SECTION, 'segments in Chromium', async () => {
    const browser = await launchChromium()
    try {
      figures.push(...segmentsFigures(await measureSegments(browser, dir, SEGMENTS_PAGE_LOADS)))
    } finally {
      await browser.close()
    }
  })
}

async function main(): Promise<number> {
  const dir = await mkdtemp(join(tmpdir(), 'candor-bench-'))
  let largeSeeded = false
  try {
    // The insights have a page of their own, durability and the coding run in node: the app's
    // builds are not needed for them alone.
    if (only === null || [...only].some((measurement) => !APPLESS.includes(measurement))) {
      largeSeeded = await measureInBrowser(dir)
    }
    if (includes('insights')) await measureInsights(dir)
    if (includes('coding')) {
      await measure(CODING_SECTION, 'coding in node', () => {
        figures.push(...codingFigures(measureCoding(CODING_RUNS)))
        return Promise.resolve()
      })
    }
    if (includes('coding-ui')) await measureCodingInBrowser(dir)
    if (includes('segments')) await measureSegmentsInBrowser(dir)
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
  if (includes('other')) {
    await measure(SECTIONS.mockRequests, 'mock requests', async () => {
      // After the browser part, whose server shares this data layer; reseeded if that part failed.
      figures.push(...mockRequestFigures(await measureMockRequests({ seed: !largeSeeded })))
    })
  }
  // After the mock request figures: it seeds the mock's data anew, which they must not see.
  if (includes('ask')) {
    await measure(ASK_SECTION, 'Ask in node', async () => {
      figures.push(...askFigures(await measureAsk(ASK_ROUNDS)))
    })
  }
  if (includes('typed-answer')) {
    await measure(TYPED_ANSWER_SECTION, 'a typed answer in node', async () => {
      figures.push(...typedAnswerFigures(await measureTypedAnswers(TYPED_ANSWER_ROUNDS)))
    })
  }

  if (includes('durability')) {
    await measure(DURABILITY_SECTION, 'durability of --data', async () => {
      figures.push(...(await measureDurability()))
    })
    const demoDir = await mkdtemp(join(tmpdir(), 'candor-bench-demo-'))
    try {
      await measure(DURABILITY_SECTION, 'durability of the demo, large data', async () => {
        figures.push(...(await measureDemoDurability(demoDir)))
      })
    } finally {
      await rm(demoDir, { recursive: true, force: true })
    }
  }

  if (includes('socket-memory')) {
    await measure(SOCKET_MEMORY_SECTION, 'oversized socket answers', async () => {
      figures.push(...(await measureSocketMemory()))
    })
  }

  const summary = summarize(figures)
  const seconds = Math.round((performance.now() - started) / 1000)
  console.log(formatTable(figures))
  console.log(
    `\n${summary.pass} budgets pass, ${summary.fail} fail, ${summary.missing} missing ` +
      `(${seconds} s on ${cpus().length} cores; ` +
      `${only === null ? 'written to bench/results.json' : 'bench/results.json left as it was'})`,
  )
  if (only !== null) return summary.missing > 0 ? 1 : 0
  await writeFile(
    resultsFile,
    toJson(figures, {
      date: new Date().toISOString(),
      node: process.version,
      cores: cpus().length,
      seconds,
    }),
  )
  return summary.missing > 0 ? 1 : 0
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('bench:', error instanceof Error ? (error.stack ?? error.message) : error)
    process.exit(1)
  },
)
