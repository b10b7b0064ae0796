import { parseArgs } from 'node:util'
import { DEMO_ADMIN } from '../contract/check'
import { ContractUsageError } from '../contract/args'
import type { RecordOptions } from './record'
import { RECORDED_PASSWORD } from './to-snapshot'

export const RECORD_USAGE = `Usage: npm run mock:record -- --base-url URL --email E --password P --out FILE

Records a backend's data for the mock: signs in, reads every read operation the account may
(every item of every list), checks each answer against openapi.yaml (an invalid answer is
reported and left out), replaces people's names and emails with fake ones, and writes FILE,
a data file for \`npm run mock:server -- --data FILE\` or, under public/, the demo's ?data=.

  --base-url URL   the backend's origin, as VITE_API_BASE_URL   [CONTRACT_BASE_URL]
  --email E        account to read with   [CONTRACT_EMAIL]     default ${DEMO_ADMIN.email}
  --password P     its password           [CONTRACT_PASSWORD]  default the demo admin's
  --out FILE       where to write the data file (required)
  --timeout MS     per request                                   default 15000
  -h, --help       show this help

Every recorded account signs in to the mock with the password ${RECORDED_PASSWORD}.
Exit codes: 0 recorded, 1 recorded with answers left out, 2 nothing recorded.
`

export interface RecordArgs extends RecordOptions {
  out: string
}

/** Like the contract check's arguments (same variables), plus the file to write. */
export function parseRecordArgs(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>> = {},
): { help: true } | { help: false; options: RecordArgs } {
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
        out: { type: 'string' },
        timeout: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }))
  } catch (error) {
    throw new ContractUsageError(error instanceof Error ? error.message : String(error))
  }
  if (values.help) return { help: true }
  const fromEnv = (name: string) => env[name] || undefined
  const baseUrl = values['base-url'] ?? fromEnv('CONTRACT_BASE_URL')
  if (!baseUrl) throw new ContractUsageError('--base-url is required')
  if (!values.out) throw new ContractUsageError('--out is required')
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
      out: values.out,
      ...(email !== undefined && password !== undefined ? { email, password } : {}),
      ...(timeoutMs ? { timeoutMs } : {}),
    },
  }
}
