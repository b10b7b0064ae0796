import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { fileURLToPath } from 'node:url'
import type { Browser, Request, Response } from 'playwright'
import { build } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchChromium } from '../support/chromium'
import { startStaticServer, type StaticServer } from '../support/static-server'

/**
 * The live build must ship no mock: no MSW, no service worker, no data layer, no faker, no
 * fixture. The demo build is built too, to prove each marker is found when the mock is there
 * (a check that cannot see the mock proves nothing).
 */

const root = fileURLToPath(new URL('../../', import.meta.url))
const markers = {
  'the MSW worker file': 'mockServiceWorker',
  'the MSW library': '[MSW]',
  'the seeded demo accounts': 'admin@candor.test',
  'the sample companies': 'BeanRunner',
  'the canned transcripts and AI stub': 'Interview completed',
  'faker (its en locale)': 'Aaliyah',
  'the gate that holds API calls until the mock listens (src/api/mock-ready.ts)':
    'candor:mock-ready',
}

async function buildInto(
  mode: 'live' | 'demo',
): Promise<{ dir: string; text: string; files: string[] }> {
  const dir = await mkdtemp(join(tmpdir(), `candor-${mode}-`))
  await build({
    root,
    mode,
    logLevel: 'error',
    build: { outDir: dir, emptyOutDir: true, manifest: true },
  })
  const files = (await readdir(dir, { recursive: true })).map(String)
  const contents = await Promise.all(
    files
      .filter((file) => /\.(js|html|css)$/.test(file))
      .map((file) => readFile(join(dir, file), 'utf8')),
  )
  return { dir, text: contents.join('\n'), files }
}

let live: Awaited<ReturnType<typeof buildInto>>
let demo: Awaited<ReturnType<typeof buildInto>>

beforeAll(async () => {
  // Vitest exports the test mode's VITE_* variables, and Vite lets the process environment win
  // over the mode's env file: clear them so each build sees only its own mode, as `npm run` does.
  for (const name of Object.keys(process.env))
    if (name.startsWith('VITE_')) delete process.env[name]
  live = await buildInto('live')
  demo = await buildInto('demo')
}, 120_000)

afterAll(async () => {
  await Promise.all([live, demo].map((out) => out && rm(out.dir, { recursive: true, force: true })))
})

describe('npm run build (live mode)', () => {
  it.each(Object.entries(markers))('contains no trace of %s', (_, marker) => {
    expect(demo.text.includes(marker) || demo.files.some((file) => file.includes(marker))).toBe(
      true,
    )
    expect(live.text.includes(marker)).toBe(false)
    expect(live.files.some((file) => file.includes(marker))).toBe(false)
  })
})

/**
 * react-aria's interaction layer (press, focus scopes, the live announcer) is most of what a
 * first load would carry beyond React, and its locale module checks the locale with Intl as it
 * loads (about 30 ms of a cold start), so the first screen is built without them (the Native*
 * primitives, Spinner) and they arrive with the other screens. These strings are in that code.
 */
const reactAriaMarkers = {
  usePress: 'data-react-aria-pressable',
  FocusScope: 'react-aria-focus-scope',
  'the live announcer': 'data-live-announcer',
  'the locale check': 'react-aria.i18n.locale',
}

/** The files index.html makes the browser fetch before any code runs. */
async function firstLoadFiles(dir: string): Promise<{ scripts: string[]; styles: string[] }> {
  const html = await readFile(join(dir, 'index.html'), 'utf8')
  const refs = (pattern: RegExp) => [...html.matchAll(pattern)].map((match) => match[1] ?? '')
  return {
    scripts: [
      ...refs(/<script[^>]+src="\.\/([^"]+)"/g),
      ...refs(/<link rel="modulepreload"[^>]+href="\.\/([^"]+)"/g),
    ],
    styles: refs(/<link rel="stylesheet"[^>]+href="\.\/([^"]+)"/g),
  }
}

describe('npm run build: the first load (the sign-in screen)', () => {
  it('is one script and one stylesheet, not a handful of shared chunks', async () => {
    const { scripts, styles } = await firstLoadFiles(live.dir)
    // Beside the entry, only the few lines that set a report link page's base (no inline script).
    expect(scripts).toEqual(['base-href.js', expect.stringMatching(/^assets\/index-[\w-]+\.js$/)])
    expect(styles).toHaveLength(1)
  })

  it.each(Object.entries(reactAriaMarkers))(
    "carries none of react-aria's %s, which the later screens bring",
    async (_, marker) => {
      const { scripts } = await firstLoadFiles(live.dir)
      const first = await Promise.all(scripts.map((file) => readFile(join(live.dir, file), 'utf8')))
      expect(first.join('\n').includes(marker)).toBe(false)
      // The marker is real: the build does hold it, in a chunk loaded later.
      expect(live.text.includes(marker)).toBe(true)
    },
  )
})

/** A chunk of the build's manifest (`build.manifest`), keyed by its source module. */
interface ManifestChunk {
  file: string
  imports?: string[]
}

/** The script files a module's chunk needs before it runs: it and its static imports, deeply. */
async function staticClosure(dir: string, modules: readonly string[]): Promise<string[]> {
  const manifest = JSON.parse(
    await readFile(join(dir, '.vite', 'manifest.json'), 'utf8'),
  ) as Record<string, ManifestChunk>
  const seen = new Set<string>()
  const visit = (key: string) => {
    const chunk = manifest[key]
    if (!chunk) throw new Error(`the manifest has no chunk for ${key}`)
    if (seen.has(chunk.file)) return
    seen.add(chunk.file)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  modules.forEach(visit)
  return [...seen]
}

/**
 * A report link's page (/shared/{token}) is a first load too, for readers who never sign in
 * (bench/README.md#segments): the report and coding's section of it are built on the same
 * native primitives as the sign-in screen. Only the sentiment chart, lazy, may bring React Aria.
 */
describe("npm run build: a report link's page", () => {
  it.each(Object.entries(reactAriaMarkers))(
    "carries none of react-aria's %s before it shows",
    async (_, marker) => {
      // The report is in its root's chunk (src/main.tsx loads the root lazily).
      const files = await staticClosure(live.dir, [
        'src/app/shared-report-app.tsx',
        'src/features/coding/components/shared-codes.tsx',
      ])
      const loaded = await Promise.all(files.map((file) => readFile(join(live.dir, file), 'utf8')))
      expect(loaded.join('\n').includes('Shared by ')).toBe(true)
      expect(loaded.join('\n').includes(marker)).toBe(false)
      expect(live.text.includes(marker)).toBe(true)
    },
  )
})

/**
 * A participant link's page (/join/{token}) is a first load for people who never sign in
 * (docs/architecture.md#first-loads): its consent form is built on the native primitives, and
 * the interview (its recorder, React Aria) comes once the participant agrees.
 */
describe("npm run build: a participant link's page", () => {
  const beforeConsent = async () => {
    const files = await staticClosure(live.dir, ['src/app/join-app.tsx'])
    const loaded = await Promise.all(files.map((file) => readFile(join(live.dir, file), 'utf8')))
    const text = loaded.join('\n')
    expect(text.includes('I agree to take part')).toBe(true)
    return text
  }

  it.each(Object.entries(reactAriaMarkers))(
    "carries none of react-aria's %s before its consent shows",
    async (_, marker) => {
      expect((await beforeConsent()).includes(marker)).toBe(false)
      expect(live.text.includes(marker)).toBe(true)
    },
  )

  it('leaves the interview and its recorder to a later chunk', async () => {
    const recorder = 'Microphone access denied.'
    expect((await beforeConsent()).includes(recorder)).toBe(false)
    expect(live.text.includes(recorder)).toBe(true)
  })
})

/** Texts only the Insights tab and its analysis hold. */
const insightsMarkers = {
  'the Insights panel': 'Not enough interviews to find themes yet.',
  'the analysis (its CSV export)': 'Interviewee email',
}

describe('npm run build: the Insights tab', () => {
  it.each(Object.entries(insightsMarkers))(
    'keeps %s out of the first load, in lazy chunks of at most 50 kB gzip',
    async (_, marker) => {
      const { scripts } = await firstLoadFiles(live.dir)
      const first = await Promise.all(scripts.map((file) => readFile(join(live.dir, file), 'utf8')))
      expect(first.join('\n').includes(marker)).toBe(false)
      const chunks = await Promise.all(
        live.files
          .filter((file) => file.endsWith('.js'))
          .map(async (file) => readFile(join(live.dir, file))),
      )
      const holding = chunks.filter((chunk) => chunk.toString('utf8').includes(marker))
      expect(holding.length).toBeGreaterThan(0)
      for (const chunk of holding) {
        expect(gzipSync(chunk, { level: 9 }).length).toBeLessThanOrEqual(50_000)
      }
    },
  )
})

/** The icon index.html declares, as a path inside the build. */
async function declaredIcon(dir: string): Promise<string> {
  const html = await readFile(join(dir, 'index.html'), 'utf8')
  const href = /<link rel="icon" type="image\/svg\+xml" href="\.\/([^"]+)"/.exec(html)?.[1]
  if (!href) throw new Error('index.html declares no SVG icon')
  return href
}

describe('the favicon', () => {
  it.each(['live', 'demo'] as const)(
    "is declared by the %s build's index.html (so no /favicon.ico is asked for) and shipped",
    async (mode) => {
      const out = mode === 'live' ? live : demo
      const icon = await declaredIcon(out.dir)
      expect(out.files.map((file) => file.split('\\').join('/'))).toContain(icon)
      expect(await readFile(join(out.dir, icon), 'utf8')).toMatch(/^<svg [^>]*viewBox/)
    },
  )
})

/** Mock markers that only the demo's backend has (the demo accounts are on its sign-in screen). */
const backendMarkers = ['[MSW]', 'BeanRunner', 'Interview completed', 'Aaliyah']

describe('npm run build:demo: the first screen does not wait for the mock', () => {
  it('loads none of the mock with the first screen', async () => {
    const { scripts } = await firstLoadFiles(demo.dir)
    const first = await Promise.all(scripts.map((file) => readFile(join(demo.dir, file), 'utf8')))
    for (const marker of backendMarkers) expect(first.join('\n')).not.toContain(marker)
  })

  let browser: Browser | undefined
  let server: StaticServer | undefined
  beforeAll(async () => {
    browser = await launchChromium()
    server = await startStaticServer(demo.dir)
  }, 30_000)
  afterAll(async () => {
    await browser?.close()
    await server?.close()
  })

  it('shows the sign-in screen while the mock is held, and a demo sign-in clicked meanwhile waits for it, then succeeds', async () => {
    if (!browser || !server) throw new Error('no browser or server')
    const context = await browser.newContext()
    context.setDefaultTimeout(20_000)
    try {
      const page = await context.newPage()
      // Every script that carries the mock's backend is held until the test lets it through.
      let release: () => void = () => undefined
      const released = new Promise<void>((resolve) => (release = resolve))
      const heldScripts: string[] = []
      await page.route('**/assets/*.js', async (route) => {
        const path = new URL(route.request().url()).pathname.replace(/^\//, '')
        const body = await readFile(join(demo.dir, path), 'utf8')
        if (backendMarkers.some((marker) => body.includes(marker))) {
          heldScripts.push(path)
          await released
        }
        await route.continue()
      })
      const apiResponses: Response[] = []
      const apiRequests: Request[] = []
      const failures: string[] = []
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.includes('/api/')) apiRequests.push(request)
      })
      page.on('response', (response) => {
        if (new URL(response.url()).pathname.includes('/api/')) apiResponses.push(response)
        if (response.status() >= 400) failures.push(`${response.status()} ${response.url()}`)
      })
      page.on('pageerror', (error) => failures.push(error.message))

      await page.goto(`${server.origin}/?mockLatency=0`)
      await page.getByRole('heading', { name: 'Sign In', exact: true }).waitFor()
      const admin = page.getByRole('button', { name: 'Sign in as Admin', exact: true })
      await admin.click()
      // The click is taken (the demo buttons wait, disabled, for the sign-in) while the mock is
      // still held: no API call has left the page.
      await page.waitForFunction(() =>
        [...document.querySelectorAll('button')].some(
          (button) => button.textContent === 'Sign in as Admin' && button.disabled,
        ),
      )
      expect(heldScripts.length).toBeGreaterThan(0)
      expect(apiRequests).toEqual([])

      release()
      await page.getByRole('heading', { name: 'Projects', exact: true }).waitFor()
      // The Mock controls come once the mock answers, and open.
      await page.getByRole('button', { name: 'Mock controls', exact: true }).click()
      await page.getByRole('dialog', { name: 'Mock controls', exact: true }).waitFor()
      // Every call, the early ones included, was answered by the mock's service worker.
      const paths = apiRequests.map((request) => new URL(request.url()).pathname)
      expect(paths).toContain('/api/auth/login')
      expect(apiResponses.length).toBe(apiRequests.length)
      expect(apiResponses.filter((response) => !response.fromServiceWorker())).toEqual([])
      expect(failures).toEqual([])
      const icon = await page.evaluate(
        () => document.querySelector<HTMLLinkElement>('link[rel="icon"]')?.href ?? null,
      )
      expect(icon).toMatch(/\/assets\/favicon-[\w-]+\.svg$/)
    } finally {
      await context.close()
    }
  }, 60_000)
})
