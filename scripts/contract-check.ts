// `npm run contract -- --base-url URL`: checks any server against openapi.yaml (docs/development.md#contract-check).
import { CONTRACT_USAGE, parseContractArgs } from './contract/args'
import { ContractUsageError } from './contract/server-args'
import { ContractCheckAborted, runContractCheck } from './contract/check'
import type { CheckRow } from './contract/client'
import { formatReport, formatTable } from './contract/report'

async function main(): Promise<number> {
  let parsed
  try {
    parsed = parseContractArgs(process.argv.slice(2), process.env)
  } catch (error) {
    if (!(error instanceof ContractUsageError)) throw error
    console.error(`${error.message}\n\n${CONTRACT_USAGE}`)
    return 2
  }
  if (parsed.help) {
    console.log(CONTRACT_USAGE)
    return 0
  }
  try {
    const report = await runContractCheck(parsed.options)
    console.log(formatReport(report, parsed.options.write ?? false))
    return report.ok ? 0 : 1
  } catch (error) {
    if (!(error instanceof ContractCheckAborted)) throw error
    const rows = (error as ContractCheckAborted & { rows?: CheckRow[] }).rows
    if (rows?.length) console.error(`${formatTable(rows)}\n`)
    console.error(error.message)
    return 2
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error)
    process.exit(2)
  },
)
