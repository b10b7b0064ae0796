import { parseArgs, type ParseArgsConfig } from 'node:util'

type OptionsConfig = NonNullable<ParseArgsConfig['options']>
/** The values of single (not `multiple`) options, as parseArgs gives them. */
type OptionValues<O extends OptionsConfig> = {
  [K in keyof O]?: O[K]['type'] extends 'boolean' ? boolean : string
}

/** A command line the contract check or the recorder cannot use; the caller prints its usage. */
export class ContractUsageError extends Error {
  override name = 'ContractUsageError'
}

/** The options of every command that reads a server: where, as whom, how long to wait. */
const SERVER_OPTIONS = {
  'base-url': { type: 'string' },
  email: { type: 'string' },
  password: { type: 'string' },
  timeout: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const satisfies OptionsConfig

interface ServerAccess {
  baseUrl: string
  email?: string
  password?: string
  timeoutMs?: number
}

/**
 * Parses the shared server options plus a command's `extra` ones; the arguments win over the
 * CONTRACT_* variables of `env`. `required` names extra string options that must be given.
 */
export function parseServerArgs<const Extra extends OptionsConfig>(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
  extra: Extra,
  required: readonly (keyof Extra & string)[] = [],
) {
  let parsed
  try {
    parsed = parseArgs({
      args: [...argv],
      strict: true,
      allowPositionals: false,
      options: { ...SERVER_OPTIONS, ...extra },
    })
  } catch (error) {
    throw new ContractUsageError(error instanceof Error ? error.message : String(error))
  }
  const values = parsed.values as OptionValues<typeof SERVER_OPTIONS>
  const own = parsed.values as OptionValues<Extra>
  if (values.help) return { help: true as const }
  // An empty variable counts as unset, as in a shell's `VAR= command`.
  const fromEnv = (name: string) => env[name] || undefined
  const baseUrl = values['base-url'] ?? fromEnv('CONTRACT_BASE_URL')
  if (!baseUrl) throw new ContractUsageError('--base-url is required')
  for (const name of required) {
    if (!own[name]) {
      throw new ContractUsageError(`--${name} is required`)
    }
  }
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
  const access: ServerAccess = {
    baseUrl,
    ...(email !== undefined && password !== undefined ? { email, password } : {}),
    ...(timeoutMs ? { timeoutMs } : {}),
  }
  return { help: false as const, values: own, access }
}
