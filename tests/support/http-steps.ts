import { fixtureIds } from '../../fixtures'
import { credentialsOf, type Credentials, type DemoRole } from './accounts'

/**
 * Signs in over HTTP at `apiBase` (the origin followed by `/api`), as a client of the standalone
 * mock or of MSW's node server does; throws on any answer but 200.
 */
export async function signInOverHttp(
  apiBase: string,
  who: DemoRole | Credentials,
): Promise<{ token: string; user: { id: string } }> {
  const { email, password } = credentialsOf(who)
  const response = await fetch(`${apiBase}/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  if (response.status !== 200) throw new Error(`sign-in answered ${response.status} for ${email}`)
  return (await response.json()) as { token: string; user: { id: string } }
}

/** The interviewee signs in at the server at `origin` and starts a live interview of the coffee project. */
export async function startInterviewOverHttp(
  origin: string,
): Promise<{ token: string; id: string }> {
  const { token } = await signInOverHttp(`${origin}/api`, 'interviewee')
  const response = await fetch(`${origin}/api/interviews`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({
      company: 'BeanRunner',
      product: 'BeanRunner Express',
      projectId: fixtureIds.projects.coffee,
    }),
  })
  if (response.status !== 201) throw new Error(`starting an interview answered ${response.status}`)
  const { id } = (await response.json()) as { id: string }
  return { token, id }
}
