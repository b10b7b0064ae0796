import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { page } from 'vitest/browser'
import { setUpMockWorker } from '../support/mock-worker'
import { renderSignedInAt } from '../support/signed-in'
import { openInsights } from './insights-support'
import { muteConsole } from '../support/console'
import { signInAs } from '../support/sign-in'

/**
 * Issue 32 §3: a refusal (4xx) is never tried again. One screen of each kind moved to queries (a
 * paged list, a plain list, the codebook's three reads): the spec's message shows after exactly
 * one request, and no second one follows.
 */

const mock = setUpMockWorker()

/** Longer than the one retry a request without an answer gets (300 ms), with room to spare. */
const RETRY_WINDOW_MS = 1_000

let asked: string[] = []

beforeEach(() => {
  asked = []
  muteConsole(['error'])
  mock.worker.events.on('request:start', ({ request }) => {
    if (request.method === 'GET') asked.push(new URL(request.url).pathname)
  })
})
afterEach(() => {
  mock.worker.events.removeAllListeners()
  vi.restoreAllMocks()
})

const askedFor = (pattern: RegExp) => asked.filter((path) => pattern.test(path)).length

/** The message is on screen, and after the retry window still only one request was made. */
async function expectOneRequest(message: string, pattern: RegExp) {
  await expect.element(page.getByRole('alert').filter({ hasText: message })).toBeVisible()
  await new Promise((resolve) => setTimeout(resolve, RETRY_WINDOW_MS))
  expect(askedFor(pattern)).toBe(1)
}

describe('a refused read is not retried', () => {
  it("System Users: 'Failed to load users' after one request", async () => {
    mock.worker.use(http.get('*/api/users', () => new HttpResponse(null, { status: 403 })))
    await signInAs('admin')
    await renderSignedInAt('/admin/users')
    await expectOneRequest('Failed to load users', /^\/api\/users$/)
  })

  it("Project Types: 'Failed to load project types' after one request", async () => {
    mock.worker.use(http.get('*/api/project-types', () => new HttpResponse(null, { status: 404 })))
    await signInAs('admin')
    await renderSignedInAt('/admin/project-types')
    await expectOneRequest('Failed to load project types', /^\/api\/project-types$/)
  })

  it("the Codebook: 'Failed to load the codebook' after one request", async () => {
    mock.worker.use(
      http.get('*/api/projects/:id/codes', () => new HttpResponse(null, { status: 403 })),
    )
    await openInsights('lead', 'codebook')
    await expectOneRequest('Failed to load the codebook', /^\/api\/projects\/[^/]+\/codes$/)
  })
})
