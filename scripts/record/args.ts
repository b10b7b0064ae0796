import { DEMO_ADMIN } from '../contract/check'
import { parseServerArgs } from '../contract/server-args'
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

/** The contract check's server options (same variables), plus the file to write. */
export function parseRecordArgs(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>> = {},
): { help: true } | { help: false; options: RecordArgs } {
  const parsed = parseServerArgs(argv, env, { out: { type: 'string' } }, ['out'])
  if (parsed.help) return parsed
  return { help: false, options: { ...parsed.access, out: parsed.values.out ?? '' } }
}
