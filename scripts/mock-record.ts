// `npm run mock:record -- --base-url URL --out FILE`: a backend's data as a mock data file (mocks/README.md#recorded-data).
import { writeFile } from 'node:fs/promises'
import { ContractUsageError } from './contract/server-args'
import { ContractCheckAborted } from './contract/check'
import { formatTable } from './contract/report'
import { parseRecordArgs, RECORD_USAGE } from './record/args'
import { recordBackend } from './record/record'
import { RECORDED_PASSWORD } from './record/to-snapshot'

async function main(): Promise<number> {
  let parsed
  try {
    parsed = parseRecordArgs(process.argv.slice(2), process.env)
  } catch (error) {
    if (!(error instanceof ContractUsageError)) throw error
    console.error(`${error.message}\n\n${RECORD_USAGE}`)
    return 2
  }
  if (parsed.help) {
    console.log(RECORD_USAGE)
    return 0
  }
  const { out, ...options } = parsed.options
  let result
  try {
    result = await recordBackend(options)
  } catch (error) {
    if (!(error instanceof ContractCheckAborted)) throw error
    console.error(error.message)
    return 2
  }
  await writeFile(out, `${JSON.stringify(result.snapshot, null, 2)}\n`, { mode: 0o600 })
  const { collections } = result.snapshot
  console.log(formatTable(result.rows))
  console.log(
    `\nRecorded ${result.baseUrl} into ${out}: ${collections.users.length} users, ` +
      `${collections.projects.length} projects, ${collections.projectTypes.length} project types, ` +
      `${collections.interviews.length} interviews.`,
  )
  if (result.leftOut.length > 0) {
    console.log(`\nLeft out ${result.leftOut.length} invalid answer(s), not recorded:`)
    for (const row of result.leftOut) {
      const what = row.note ? `${row.operationId} (${row.note})` : row.operationId
      console.log(`  ${what}: ${row.detail ?? 'invalid'}`)
    }
  }
  if (result.unplaced.length > 0) {
    console.log(
      `\nRead but not recorded (the recorder has no place for them yet): ${result.unplaced.join(', ')}`,
    )
  }
  console.log(
    `\nNames and emails are fake. Sign in to the mock as ${result.signInAs} / ${RECORDED_PASSWORD}` +
      ` (every recorded account has that password).\n` +
      `Serve it: npm run mock:server -- --data ${out}`,
  )
  return result.leftOut.length > 0 ? 1 : 0
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error)
    process.exit(2)
  },
)
