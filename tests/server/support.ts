import { afterAll, beforeAll } from 'vitest'
import { startMockServer, type RunningMockServer } from '../../mocks/server/create-server'
import type { MockServerOptions } from '../../mocks/server/options'

/** The demo accounts of the seed (README). */
export const demo = {
  admin: { email: 'admin@candor.test', password: 'admin123' },
  lead: { email: 'lead@candor.test', password: 'lead123' },
  interviewee: { email: 'interviewee@candor.test', password: 'interviewee123' },
} as const

/** A standalone mock server on 127.0.0.1 and a free port for the whole file. */
export function useStandaloneServer(options: MockServerOptions = {}): { readonly url: string } {
  let server: RunningMockServer | undefined
  beforeAll(async () => {
    server = await startMockServer({ port: 0, host: '127.0.0.1', ...options })
  })
  afterAll(() => server?.close())
  return {
    get url() {
      if (!server) throw new Error('the server is not started')
      return server.url
    },
  }
}

/** Signs in over real HTTP and returns the token. */
export async function signIn(url: string, account: { email: string; password: string }) {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(account),
  })
  if (response.status !== 200) throw new Error(`sign-in answered ${response.status}`)
  const body = (await response.json()) as { token: string; user: { id: string } }
  return body
}
