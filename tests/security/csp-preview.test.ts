import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { preview, type PreviewServer } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { securityHeaders } from '../../vite.config'

/**
 * What `vite preview` sends, with the headers vite.config.ts gives it. The pages themselves run
 * under these headers in the e2e journeys (tests/e2e/support/journeys.ts): every journey of
 * every build fails on a Content Security Policy violation, on every screen it visits. Here the
 * served files do not matter, so a one-line index.html stands in for a build.
 */

const root = fileURLToPath(new URL('../../', import.meta.url))

let outDir: string
let server: PreviewServer
let origin: string

beforeAll(async () => {
  outDir = await mkdtemp(join(tmpdir(), 'candor-csp-'))
  await writeFile(join(outDir, 'index.html'), '<!doctype html><title>Candor</title>')
  server = await preview({
    root,
    mode: 'demo',
    logLevel: 'error',
    build: { outDir },
    preview: { port: 0, host: '127.0.0.1', open: false },
  })
  origin = server.resolvedUrls?.local[0]?.replace(/\/$/, '') ?? ''
}, 60_000)

afterAll(async () => {
  await server?.close()
  if (outDir) await rm(outDir, { recursive: true, force: true })
})

describe('the demo under vite preview', () => {
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

  it("sends them on a report link's address too, which serves the app", async () => {
    const response = await fetch(`${origin}/shared/no-such-link`)
    expect(response.status).toBe(200)
    expect(await response.text()).toContain('<title>Candor</title>')
    expect(response.headers.get('content-security-policy')).toBe(
      securityHeaders('mock', '')['Content-Security-Policy'],
    )
  })
})
