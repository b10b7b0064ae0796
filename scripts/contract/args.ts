import { DEMO_ADMIN, type ContractCheckOptions } from './check'
import { parseServerArgs } from './server-args'

export const CONTRACT_USAGE = `Usage: npm run contract -- --base-url URL [--email E --password P] [--write]

Checks a server against openapi.yaml: signs in, calls every read operation, validates each
answer's status and body, prints a table and exits 1 on any mismatch.

  --base-url URL   the server's origin, as VITE_API_BASE_URL (the API is at URL/api)
                   [CONTRACT_BASE_URL]
  --email E        account to sign in with   [CONTRACT_EMAIL]     default ${DEMO_ADMIN.email}
  --password P     its password              [CONTRACT_PASSWORD]  default the demo admin's
  --write          also run every write operation, on data the check creates and then
                   removes (needs an admin account; leaves one project: the contract has no
                   delete for projects)
  --timeout MS     per request                                    default 15000
  -h, --help       show this help

Exit codes: 0 conforms, 1 a mismatch, 2 the check could not run (usage, unreachable, sign-in).
`

export function parseContractArgs(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>> = {},
): { help: true } | { help: false; options: ContractCheckOptions } {
  const parsed = parseServerArgs(argv, env, { write: { type: 'boolean' } })
  if (parsed.help) return parsed
  return { help: false, options: { ...parsed.access, write: parsed.values.write ?? false } }
}
