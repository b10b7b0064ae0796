import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Browser, Page } from 'playwright'
import { build, preview, type PreviewServer } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  COFFEE_PROJECT,
  DEMO_ACCOUNTS,
  heading,
  openAnalysis,
  openApp,
  signIn,
  visible,
} from '../e2e/support/app'
import { launchChromium } from '../support/chromium'
import { securityHeaders } from '../../vite.config'

/**
 * The demo build, served by `vite preview` with the headers vite.config.ts gives it, in
 * Chromium: the page must run under its Content Security Policy without a single violation
 * (the mock's service worker, its IndexedDB store, the Insights worker and React Aria's styles
 * included), and a report link's page must still find the app's files.
 */

const root = fileURLToPath(new URL('../../', import.meta.url))

let outDir: string
let server: PreviewServer
let browser: Browser
let origin: string

beforeAll(async () => {
  // Vitest exports the test mode's VITE_* variables, which would win over the demo's env file.
  for (const name of Object.keys(process.env))
    if (name.startsWith('VITE_')) delete process.env[name]
  outDir = await mkdtemp(join(tmpdir(), 'candor-csp-'))
  // As `npm run build:demo` builds: under vitest's NODE_ENV 'test', React Aria leaves out the
  // <style> elements it adds in production, which the policy must allow.
  const nodeEnv = process.env.NODE_ENV
  process.env.NODE_ENV = 'production'
  try {
    await build({ root, mode: 'demo', logLevel: 'error', build: { outDir, emptyOutDir: true } })
  } finally {
    process.env.NODE_ENV = nodeEnv
  }
  server = await preview({
    root,
    mode: 'demo',
    logLevel: 'error',
    build: { outDir },
    preview: { port: 0, host: '127.0.0.1', open: false },
  })
  origin = server.resolvedUrls?.local[0]?.replace(/\/$/, '') ?? ''
  browser = await launchChromium()
}, 180_000)

afterAll(async () => {
  await browser?.close()
  await server?.close()
  if (outDir) await rm(outDir, { recursive: true, force: true })
})

/** A fresh page that records every CSP violation it reports, as events and console errors. */
async function watchedPage(): Promise<{ page: Page; violations: () => Promise<string[]> }> {
  const context = await browser.newContext()
  const page = await context.newPage()
  const messages: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) messages.push(message.text())
  })
  await page.addInitScript(() => {
    const seen: string[] = []
    Object.assign(window, { cspViolations: seen })
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`)
    })
  })
  const violations = async () => [
    ...messages,
    ...(await page.evaluate(
      () => (window as unknown as { cspViolations: string[] }).cspViolations,
    )),
  ]
  return { page, violations }
}

describe('the demo build under vite preview', () => {
  it('sends a strict CSP, nosniff and no referrer', async () => {
    const response = await fetch(`${origin}/`)
    const sent = Object.fromEntries(
      ['content-security-policy', 'x-content-type-options', 'referrer-policy'].map((name) => [
        name,
        response.headers.get(name),
      ]),
    )
    const demo = securityHeaders('mock', '')
    expect(sent).toEqual({
      'content-security-policy': demo['Content-Security-Policy'],
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
    })
    const csp = sent['content-security-policy'] ?? ''
    expect(csp).toMatch(/(^|; )script-src 'self' 'unsafe-eval'(;|$)/)
    expect(csp).toContain("frame-ancestors 'none'")
    // Only the in-page mock needs eval; a live build runs on script-src 'self' alone.
    const live = securityHeaders('live', 'https://api.example.test/base')['Content-Security-Policy']
    expect(live).toMatch(/(^|; )script-src 'self'(;|$)/)
    expect(live).toContain("connect-src 'self' https://api.example.test wss://api.example.test")
    expect(live).not.toMatch(/script-src[^;]*unsafe/)
  })

  it('signs in and opens a project and its Analysis with no CSP violation', async () => {
    const { page, violations } = await watchedPage()
    await openApp(page, `${origin}/`)
    await signIn(page, DEMO_ACCOUNTS.lead)
    const analysis = await openAnalysis(page, COFFEE_PROJECT)
    await visible(heading(analysis, 'Overview'))
    await expect
      .poll(() => analysis.getByRole('tabpanel').textContent())
      .toMatch(/\d+ completed interviews? · \d+ answers?/)
    expect(await violations()).toEqual([])
  }, 90_000)

  it("opens a report link's page, whose files resolve against the app's root", async () => {
    const { page, violations } = await watchedPage()
    await page.goto(`${origin}/shared/no-such-link`)
    await visible(page.getByText('This link is no longer available.'))
    expect(await violations()).toEqual([])
  }, 60_000)
})
