import { parseArgs } from 'node:util'
import { DEMO_ADMIN, type ContractCheckOptions } from './check'

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

export class ContractUsageError extends Error {
  override name = 'ContractUsageError'
}

export function parseContractArgs(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>> = {},
): { help: true } | { help: false; options: ContractCheckOptions } {
  let values
  try {
    ;({ values } = parseArgs({
      args: [...argv],
      strict: true,
      allowPositionals: false,
      options: {
        'base-url': { type: 'string' },
        email: { type: 'string' },
        password: { type: 'string' },
        write: { type: 'boolean' },
        timeout: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }))
  } catch (error) {
    throw new ContractUsageError(error instanceof Error ? error.message : String(error))
  }
  if (values.help) return { help: true }
  // An empty variable counts as unset, as in a shell's `VAR= command`.
  const fromEnv = (name: string) => env[name] || undefined
  const baseUrl = values['base-url'] ?? fromEnv('CONTRACT_BASE_URL')
  if (!baseUrl) throw new ContractUsageError('--base-url is required')
  const email = values.email ?? fromEnv('CONTRACT_EMAIL')
  const password = values.password ?? fromEnv('CONTRACT_PASSWORD')
  if ((email === undefined) !== (password === undefined)) {
    throw new ContractUsageError('--email and --password go together')
  }
  let timeoutMs: number | undefined
  if (values.timeout !== undefined) {
    timeoutMs = Number(values.timeout)
    if (!/^\d+$/.test(values.timeout) || timeoutMs < 1) {
      throw new ContractUsageError(
        `--timeout must be a positive whole number of ms (got "${values.timeout}")`,
      )
    }
  }
  return {
    help: false,
    options: {
      baseUrl,
      ...(email !== undefined && password !== undefined ? { email, password } : {}),
      write: values.write ?? false,
      ...(timeoutMs ? { timeoutMs } : {}),
    },
  }
}
