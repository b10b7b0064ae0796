/**
 * The coding figures in Chromium (issue 22): the Codebook table's render, a merge of the
 * 500-highlight code until the table shows it, the longest task while typing in Add Code's Code
 * box, all on the coding bench's project (bench/coding-page); and the size of the chunk that
 * coding loads as (src/app/coding-slots.tsx imports it lazily), from a live build's manifest.
 */
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import type { Browser } from 'playwright'
import { startStaticServer } from '../tests/support/static-server'
import { viteBuild } from './builds'
import { CODING_CODES, CODING_HIGHLIGHTS, MERGED_HIGHLIGHTS } from './coding-data'
import type { CodingPageOutcome } from './coding-page/main'
import { INSIGHTS_INTERVIEWS } from '../tests/support/large-insights'
import type { Figure } from './report'
import { median } from './stats'

export const CODING_UI_SECTION = `Coding in Chromium (${INSIGHTS_INTERVIEWS} completed interviews, ${CODING_CODES} codes, ${CODING_HIGHLIGHTS.toLocaleString('en-US')} highlights)`

const CODING_UI_BUDGETS = { tableMs: 300, mergeMs: 200, longTaskMs: 50, chunkGzipKb: 50 } as const

const pageConfig = fileURLToPath(new URL('./coding-page/vite.config.ts', import.meta.url))
/** The module src/app/coding-slots.tsx imports lazily: its chunk is coding's code. */
const CODING_MODULE = 'src/features/coding/components/coding-slots.ts'
/** What the bench types in the Code box, a key every 50 ms (a quick typist). */
const TYPED = 'Topic 42 · aspect 3'
const KEY_DELAY_MS = 50

export interface CodingUiOutcome extends CodingPageOutcome {
  /** The longest task from the first key to the list showing the last key's matches. */
  typingLongestTaskMs: number | null
}

/** Builds the coding page into `dir`, then loads it `loads` times in fresh contexts. */
export async function measureCodingUi(
  browser: Browser,
  dir: string,
  loads: number,
): Promise<CodingUiOutcome[]> {
  const out = join(dir, 'coding-page')
  await viteBuild('the coding page', ['--config', pageConfig, '--outDir', out])
  const server = await startStaticServer(out)
  try {
    const outcomes: CodingUiOutcome[] = []
    for (let load = 0; load < loads; load++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
      try {
        const page = await context.newPage()
        const errors: string[] = []
        page.on('pageerror', (error) => errors.push(error.message))
        await page.goto(`${server.origin}/`)
        const handle = await page.waitForFunction(() => window.codingBench ?? null, undefined, {
          timeout: 60_000,
        })
        const outcome = (await handle.jsonValue()) as CodingPageOutcome
        const box = page.getByRole('combobox', { name: 'Code' })
        await box.focus()
        const from = await page.evaluate(() => performance.now())
        await box.pressSequentially(TYPED, { delay: KEY_DELAY_MS })
        await page
          .getByRole('option', { name: TYPED, exact: true })
          .waitFor({ state: 'visible', timeout: 30_000 })
        const typingLongestTaskMs = await page.evaluate(async (start) => {
          // Long-task entries arrive after their task: give the last one time to be reported.
          await new Promise((resolve) => setTimeout(resolve, 100))
          return window.longestTaskBetween?.(start, performance.now()) ?? null
        }, from)
        if (errors.length > 0) throw new Error(`the coding page failed: ${errors.join('; ')}`)
        outcomes.push({ ...outcome, typingLongestTaskMs })
      } finally {
        await context.close()
      }
    }
    return outcomes
  } finally {
    await server.close()
  }
}

export interface CodingChunk {
  file: string
  gzip: number
  raw: number
  css: { file: string; gzip: number }[]
  /** The chunks it shares with other screens (each measured in the Chunks rows). */
  shared: string[]
}

interface ManifestChunk {
  file: string
  css?: string[]
  imports?: string[]
}

/** Builds the live app with a manifest into `dir` and sizes coding's chunk (gzip level 9). */
export async function measureCodingChunk(dir: string): Promise<CodingChunk> {
  const out = join(dir, 'coding-live')
  // The API address is never called: the build is only weighed.
  await viteBuild(
    'the live app (coding chunk)',
    ['--mode', 'live', '--manifest', '--outDir', out],
    {
      VITE_API_BASE_URL: 'http://127.0.0.1:9/api',
    },
  )
  const manifest = JSON.parse(
    await readFile(join(out, '.vite', 'manifest.json'), 'utf8'),
  ) as Record<string, ManifestChunk>
  const entry = manifest[CODING_MODULE]
  if (!entry) throw new Error(`the build has no chunk for ${CODING_MODULE}`)
  const size = async (file: string) => {
    const body = await readFile(join(out, file))
    return { raw: body.length, gzip: gzipSync(body, { level: 9 }).length }
  }
  const js = await size(entry.file)
  const css = await Promise.all(
    (entry.css ?? []).map(async (file) => ({ file, gzip: (await size(file)).gzip })),
  )
  const shared = (entry.imports ?? []).map((key) => manifest[key]?.file ?? key)
  return { file: entry.file, ...js, css, shared }
}

const ms = (value: number) => `${Math.round(value)} ms`
const kb = (bytes: number) => bytes / 1000

function worst(values: readonly (number | null)[]): number | null {
  return values.reduce<number | null>(
    (max, value) => (value === null ? max : Math.max(max ?? 0, value)),
    null,
  )
}

const longTaskFigure = (metric: string, longest: number | null, note: string): Figure => ({
  section: CODING_UI_SECTION,
  metric,
  value: longest ?? 0,
  unit: 'ms',
  ...(longest === null ? { display: 'none over 50 ms' } : {}),
  budget: { max: CODING_UI_BUDGETS.longTaskMs, label: `≤ ${CODING_UI_BUDGETS.longTaskMs} ms` },
  note,
})

export function codingUiFigures(outcomes: readonly CodingUiOutcome[]): Figure[] {
  const loads = outcomes.length
  const tables = outcomes.map((outcome) => outcome.tableMs)
  const merges = outcomes.map((outcome) => outcome.mergeMs)
  const spread = (values: readonly number[]) =>
    `${ms(Math.min(...values))}–${ms(Math.max(...values))}`
  const first = outcomes[0]
  return [
    {
      section: CODING_UI_SECTION,
      metric: 'Codebook table: render → rows painted',
      value: median(tables),
      unit: 'ms',
      budget: { max: CODING_UI_BUDGETS.tableMs, label: `≤ ${CODING_UI_BUDGETS.tableMs} ms` },
      note: `median of ${loads} page loads, ${spread(tables)}; ${first?.rowsShown ?? 0} rows in view (virtualized), longest task ${ms(worst(outcomes.map((o) => o.tableLongestTaskMs)) ?? 0)}`,
    },
    {
      section: CODING_UI_SECTION,
      metric: `Merge of a ${MERGED_HIGHLIGHTS}-highlight code → table painted`,
      value: median(merges),
      unit: 'ms',
      budget: { max: CODING_UI_BUDGETS.mergeMs, label: `≤ ${CODING_UI_BUDGETS.mergeMs} ms` },
      note: `median of ${loads}, ${spread(merges)}; the store's optimistic change, no server; longest task ${ms(worst(outcomes.map((o) => o.mergeLongestTaskMs)) ?? 0)}`,
    },
    longTaskFigure(
      'Typing in the Code box: longest task',
      worst(outcomes.map((outcome) => outcome.typingLongestTaskMs)),
      `the worst of ${loads} page loads; '${TYPED}' a key every ${KEY_DELAY_MS} ms, ${(first?.codes ?? 1) - 1} codes offered`,
    ),
  ]
}

export function codingChunkFigures(chunk: CodingChunk): Figure[] {
  const budget = {
    max: CODING_UI_BUDGETS.chunkGzipKb,
    label: `≤ ${CODING_UI_BUDGETS.chunkGzipKb} kB`,
  }
  return [
    {
      section: CODING_UI_SECTION,
      metric: `Coding chunk (live build): ${chunk.file}`,
      value: kb(chunk.gzip),
      unit: 'kB',
      budget,
      note: `${kb(chunk.raw).toFixed(1)} kB raw; lazy (src/app/coding-slots.tsx); ${chunk.shared.length} chunks it imports are shared (Chunks rows)`,
    },
    ...chunk.css.map((css): Figure => ({
      section: CODING_UI_SECTION,
      metric: `Coding stylesheet: ${css.file}`,
      value: kb(css.gzip),
      unit: 'kB',
      budget,
    })),
  ]
}
