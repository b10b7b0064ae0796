/**
 * A bench page of its own (bench/NAME-page, built with the app's Vite, leaving its outcome on
 * window.NAMEBench): built once, served, then loaded cold in Chromium, each load in a fresh
 * context. The insights and segments figures measure their pages this way.
 */
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Browser } from 'playwright'
import { startStaticServer } from '../tests/support/static-server'
import { viteBuild } from './builds'

/**
 * Builds bench/NAME-page into `dir`, then loads it `loads` times, each until its outcome is there
 * (at most `timeoutMs`); `check` throws when an outcome measured nothing.
 */
export async function loadOwnPage<Outcome>(
  browser: Browser,
  dir: string,
  loads: number,
  name: string,
  timeoutMs: number,
  check: (outcome: Outcome) => void,
): Promise<Outcome[]> {
  const config = fileURLToPath(new URL(`./${name}-page/vite.config.ts`, import.meta.url))
  const out = join(dir, `${name}-page`)
  await viteBuild(`the ${name} page`, ['--config', config, '--outDir', out])
  const server = await startStaticServer(out)
  try {
    const outcomes: Outcome[] = []
    for (let load = 0; load < loads; load++) {
      const context = await browser.newContext()
      try {
        const page = await context.newPage()
        const errors: string[] = []
        page.on('pageerror', (error) => errors.push(error.message))
        await page.goto(`${server.origin}/`)
        const handle = await page.waitForFunction(
          (key) => (window as unknown as Record<string, unknown>)[key] ?? null,
          `${name}Bench`,
          { timeout: timeoutMs },
        )
        const outcome = (await handle.jsonValue()) as Outcome
        if (errors.length > 0) throw new Error(`the ${name} page failed: ${errors.join('; ')}`)
        check(outcome)
        outcomes.push(outcome)
      } finally {
        await context.close()
      }
    }
    return outcomes
  } finally {
    await server.close()
  }
}
