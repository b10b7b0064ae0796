import { readdir, readFile } from 'node:fs/promises'
import { join, sep } from 'node:path'
import { gzipSync } from 'node:zlib'
import type { Browser, Page } from 'playwright'
import { newBenchPage } from './browser'

/**
 * What a first load costs: the JS and CSS the browser fetched, from Chromium's network log (not
 * from file names), and every asset it did not fetch (the lazy chunks), from the build's files.
 * The bench's static server sends files uncompressed, so the gzip size is computed here, as a
 * static host would serve it: gzip level 9.
 */

export interface Asset {
  /** Path inside the build, e.g. assets/index-abc.js. */
  path: string
  kind: 'js' | 'css'
  raw: number
  gzip: number
}

const gzipSize = (body: Buffer) => gzipSync(body, { level: 9 }).length

const kindOf = (path: string): Asset['kind'] | null =>
  path.endsWith('.js') || path.endsWith('.mjs') ? 'js' : path.endsWith('.css') ? 'css' : null

/**
 * Loads `url` in a fresh context until `ready` resolves and the network is idle, and returns
 * every script and stylesheet response with its decoded body size and that body's gzip size.
 */
export async function fetchedAssets(
  browser: Browser,
  url: string,
  ready: (page: Page) => Promise<void>,
): Promise<Asset[]> {
  const { context, page } = await newBenchPage(browser)
  try {
    const pending: Promise<Asset>[] = []
    page.on('response', (response) => {
      const type = response.request().resourceType()
      if (type !== 'script' && type !== 'stylesheet') return
      pending.push(
        response.body().then((body) => {
          const path = new URL(response.url()).pathname.replace(/^\//, '')
          const kind: Asset['kind'] = type === 'script' ? 'js' : 'css'
          return { path, kind, raw: body.length, gzip: gzipSize(body) }
        }),
      )
    })
    await page.goto(url)
    await ready(page)
    await page.waitForLoadState('networkidle')
    return await Promise.all(pending)
  } finally {
    await context.close()
  }
}

/** Every JS and CSS file of a build. */
export async function buildAssets(dir: string): Promise<Asset[]> {
  const files = (await readdir(dir, { recursive: true })).map(String)
  const assets: Asset[] = []
  for (const file of files) {
    const kind = kindOf(file)
    if (!kind) continue
    const body = await readFile(join(dir, file))
    assets.push({ path: file.split(sep).join('/'), kind, raw: body.length, gzip: gzipSize(body) })
  }
  return assets
}

export const total = (assets: readonly Asset[], key: 'raw' | 'gzip') =>
  assets.reduce((sum, asset) => sum + asset[key], 0)

/**
 * Traces of the mock in a build, as tests/build/live-build.test.ts checks them (kept in line with
 * its list): the live build must have none, and the demo build every one, or the check is blind.
 */
export const MOCK_MARKERS: Record<string, string> = {
  'the MSW worker file': 'mockServiceWorker',
  'the MSW library': '[MSW]',
  'the seeded demo accounts': 'admin@candor.test',
  'the sample companies': 'BeanRunner',
  'the canned transcripts and AI stub': 'Interview completed',
  'faker (its en locale)': 'Aaliyah',
  'the gate that holds API calls until the mock listens': 'candor:mock-ready',
}

/** The markers found in a build's JS, CSS and HTML or in its file names. */
export async function markersIn(dir: string): Promise<string[]> {
  const files = (await readdir(dir, { recursive: true })).map(String)
  const texts = await Promise.all(
    files
      .filter((file) => /\.(js|mjs|css|html)$/.test(file))
      .map((file) => readFile(join(dir, file), 'utf8')),
  )
  const text = texts.join('\n')
  return Object.entries(MOCK_MARKERS)
    .filter(([, marker]) => text.includes(marker) || files.some((file) => file.includes(marker)))
    .map(([what]) => what)
}
