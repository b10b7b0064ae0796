import type { Browser, Page } from 'playwright'
import { afterAll, beforeAll, expect, inject, it } from 'vitest'
import { fixtureIds } from '../../fixtures'
import { DEMO_ACCOUNTS, openApp, signIn, visible, welcome } from './support/app'
import { launchChromium } from '../support/chromium'
import { startStaticServer, type StaticServer } from '../support/static-server'

/**
 * Two tabs of the demo (two pages of one browser context: one IndexedDB, one BroadcastChannel)
 * create projects at the same moment, round after round, with the call the Create Project form
 * makes; after a reload, every project that was answered 201 is there.
 */

const ROUNDS = 5

let server: StaticServer
let browser: Browser
beforeAll(async () => {
  server = await startStaticServer(inject('e2eBuilds').demoDir)
  browser = await launchChromium()
})
afterAll(async () => {
  await browser.close()
  await server.close()
})

/** POST /api/projects from the page itself, with its stored token; the new id on 201. */
function createProject(page: Page, name: string): Promise<string | null> {
  return page.evaluate(
    async ({ name, projectTypeId }) => {
      const response = await fetch('/api/projects', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Authorization: `Bearer ${localStorage.getItem('token') ?? ''}`,
        },
        body: JSON.stringify({
          name,
          company: 'Two Tabs Co',
          product: 'Shared',
          productDescription: 'Made in two tabs at once',
          projectTypeId,
        }),
      })
      return response.status === 201 ? ((await response.json()) as { id: string }).id : null
    },
    { name, projectTypeId: fixtureIds.projectTypes.service },
  )
}

function projectStatus(page: Page, id: string): Promise<number> {
  return page.evaluate(async (id) => {
    const response = await fetch(`/api/projects/${id}`, {
      headers: { Authorization: `Bearer ${localStorage.getItem('token') ?? ''}` },
    })
    return response.status
  }, id)
}

it('keeps every write two tabs make at the same moment, after a reload', async () => {
  const context = await browser.newContext()
  try {
    const first = await context.newPage()
    const second = await context.newPage()
    await openApp(first, server.origin)
    await signIn(first, DEMO_ACCOUNTS.admin)
    // The second tab finds the stored token and the first tab's data.
    await second.goto(server.origin)
    await visible(welcome(second, DEMO_ACCOUNTS.admin.firstName))

    const acknowledged: string[] = []
    for (let round = 0; round < ROUNDS; round++) {
      const ids = await Promise.all([
        createProject(first, `First tab, round ${round}`),
        createProject(second, `Second tab, round ${round}`),
      ])
      for (const id of ids) {
        expect(id, `round ${round}`).not.toBeNull()
        if (id) acknowledged.push(id)
      }
    }

    await first.reload()
    await visible(welcome(first, DEMO_ACCOUNTS.admin.firstName))
    const statuses = await Promise.all(acknowledged.map((id) => projectStatus(first, id)))
    expect(statuses).toEqual(acknowledged.map(() => 200))
    // The other tab has the first tab's projects too, applied without a reload.
    const seen = await Promise.all(acknowledged.map((id) => projectStatus(second, id)))
    expect(seen).toEqual(acknowledged.map(() => 200))
  } finally {
    await context.close()
  }
})
