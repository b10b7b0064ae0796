import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

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
}

async function buildInto(
  mode: 'live' | 'demo',
): Promise<{ dir: string; text: string; files: string[] }> {
  const dir = await mkdtemp(join(tmpdir(), `candor-${mode}-`))
  await build({ root, mode, logLevel: 'error', build: { outDir: dir, emptyOutDir: true } })
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
    expect(scripts).toHaveLength(1)
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
