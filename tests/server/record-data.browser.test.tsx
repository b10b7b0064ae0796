import { afterAll, beforeAll, expect, it, vi } from 'vitest'
import { commands, page } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import { startMockWorker } from '../../mocks/browser'
import { recordBackend } from '../../scripts/record/record'
import { RECORDED_PASSWORD } from '../../scripts/record/to-snapshot'
import { App } from '@/app/app'
import { authActions } from '@/features/auth/auth-store'
import { clearToken } from '@/lib/token'
import { muteConsole } from '../support/console'

/**
 * The demo's `?data=`: a recording (README, Recorded data) of a standalone mock, served beside
 * the app, is what the in-browser mock starts from; its fake people sign in with the recorded
 * password.
 */

const NAME = 'recordings/staging.json'
let live = ''
let worker: Awaited<ReturnType<typeof startMockWorker>> | null = null

beforeAll(async () => {
  live = await commands.startStandaloneMock([])
}, 30_000)
afterAll(async () => {
  worker?.stop()
  vi.restoreAllMocks()
  await commands.stopStandaloneMock(live)
})

it('starts the demo mock from a recorded data file', async () => {
  muteConsole(['info'])
  const recording = await recordBackend({ baseUrl: live })
  expect(recording.leftOut).toEqual([])
  // As the dev server or a build serves public/recordings/staging.json (a file written during
  // the run is not served: the test server does not watch public/).
  const realFetch = globalThis.fetch.bind(globalThis)
  const served: string[] = []
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = input instanceof Request ? input.url : String(input)
    if (!url.endsWith(`/${NAME}`)) return realFetch(input, init)
    served.push(url)
    return Promise.resolve(Response.json(recording.snapshot))
  })
  worker = await startMockWorker({ url: `/?data=${NAME}` })
  expect(served).toEqual([`${import.meta.env.BASE_URL}${NAME}`])
  authActions.forget()
  clearToken()

  const me = recording.snapshot.collections.users.find((user) => user.email === recording.signInAs)
  await render(<App />)
  await page.getByRole('textbox', { name: 'Email' }).fill(recording.signInAs)
  await page.getByLabelText('Password').fill(RECORDED_PASSWORD)
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
  await expect
    .element(
      page
        .getByRole('banner')
        .getByRole('heading', { level: 1, name: `Welcome, ${String(me?.firstName)}!` }),
    )
    .toBeVisible()
  // The recorded projects, not a scenario's seed.
  await expect.element(page.getByText('BeanRunner morning delivery study')).toBeVisible()
}, 60_000)
