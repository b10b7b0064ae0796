/**
 * `npm run bench`: Candor's performance figures against the React floor, in one run (issue 9).
 *
 * Builds the live app, the demo app and a React 19 hello world with the same Vite into a
 * temporary directory, serves them on 127.0.0.1 beside the standalone mock (in this process),
 * drives headless Chromium through them, and prints one table: the figure, its budget and pass or
 * fail. The same table goes to bench/results.json. Every ratio is measured side by side in this
 * run, because the machine is noisy. Budgets that fail do not fail the script (the figures
 * speak); a measurement that could not be made does (exit 1, its row says why).
 *
 * `npm run bench -- --only startup,users-table` measures the groups of those names alone (each
 * group's `only`, bench/groups/), building the app and putting in the large seed only when one of
 * them needs it; the table is printed but bench/results.json, the whole run's, is kept.
 */
import { writeFile } from 'node:fs/promises'
import { cpus } from 'node:os'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import type { BenchGroup } from './group'
import { firstLoad, largeDemo, mainThread, startup } from './groups/app-start'
import { ask } from './groups/ask'
import { codingInChromium, codingInNode } from './groups/coding'
import { insights } from './groups/insights'
import { roundTrips, typedAnswer } from './groups/interview'
import { mockRequests, projectLists, usersTable } from './groups/scale'
import { segments, sharedReport } from './groups/segments'
import { durability, socketMemory } from './groups/server'
import { studyFunnel, studyLinks } from './groups/study'
import { workspaceAtScale, workspaceMoves } from './groups/workspace'
import { formatTable, summarize, toJson } from './report'
import { Schedule } from './schedule'

/** Every group, in the order its rows run and print within its phase (bench/group.ts). */
const GROUPS: readonly BenchGroup[] = [
  firstLoad,
  sharedReport,
  studyLinks,
  startup,
  largeDemo,
  mainThread,
  roundTrips,
  workspaceMoves,
  projectLists,
  workspaceAtScale,
  studyFunnel,
  usersTable,
  insights,
  codingInNode,
  codingInChromium,
  segments,
  mockRequests,
  ask,
  typedAnswer,
  durability,
  socketMemory,
]

const resultsFile = fileURLToPath(new URL('./results.json', import.meta.url))

/** The groups `--only` names (every group without it); an unknown name is an error. */
function chosenGroups(): { groups: readonly BenchGroup[]; only: boolean } {
  const { only } = parseArgs({ options: { only: { type: 'string' } } }).values
  if (only === undefined) return { groups: GROUPS, only: false }
  const names = only.split(',').map((name) => name.trim())
  const known = [...new Set(GROUPS.flatMap((group) => group.only ?? []))]
  if (!names.every((name) => known.includes(name))) {
    throw new Error(`--only takes one or more of (comma-separated): ${known.join(', ')}`)
  }
  return {
    groups: GROUPS.filter((group) => group.only !== undefined && names.includes(group.only)),
    only: true,
  }
}

const { groups, only } = chosenGroups()
const started = performance.now()

function progress(line: string): void {
  const seconds = Math.round((performance.now() - started) / 1000)
  process.stderr.write(`[bench ${String(seconds).padStart(3)} s] ${line}\n`)
}

async function main(): Promise<number> {
  const schedule = new Schedule(groups, progress)
  await schedule.run()
  const { figures } = schedule
  const summary = summarize(figures)
  const seconds = Math.round((performance.now() - started) / 1000)
  console.log(formatTable(figures))
  console.log(
    `\n${summary.pass} budgets pass, ${summary.fail} fail, ${summary.missing} missing ` +
      `(${seconds} s on ${cpus().length} cores; ` +
      `${only ? 'bench/results.json left as it was' : 'written to bench/results.json'})`,
  )
  if (only) return summary.missing > 0 ? 1 : 0
  await writeFile(
    resultsFile,
    toJson(figures, {
      date: new Date().toISOString(),
      node: process.version,
      cores: cpus().length,
      seconds,
    }),
  )
  return summary.missing > 0 ? 1 : 0
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('bench:', error instanceof Error ? (error.stack ?? error.message) : error)
    process.exit(1)
  },
)
