/**
 * `npm run eval`: every task of eval/tasks on the labelled sets of fixtures/eval, for the local
 * engine and, with CANDOR_AI_BASE_URL set, the openai engine beside it. Prints one table and
 * exits 1 when the local engine misses a budget (or a task fails to run on it).
 */
import { enginesToRun } from './engines'
import { formatTable, verdictOf } from './report'
import { tasks } from './tasks'
import type { EvalFigure } from './types'

const figures: EvalFigure[] = []
const problems: string[] = []
const started = performance.now()
for (const task of tasks)
  for (const engine of enginesToRun(process.env)) {
    try {
      figures.push(...(await task.run(engine)))
    } catch (error) {
      const why = error instanceof Error ? error.message : String(error)
      problems.push(`${task.name} (${engine}): ${why}`)
    }
  }
// Each metric's engines side by side, in the order the tasks report them.
const firstOf = (figure: EvalFigure) =>
  figures.findIndex((each) => each.task === figure.task && each.metric === figure.metric)
figures.sort((a, b) => firstOf(a) - firstOf(b))

console.log(formatTable(figures))
for (const problem of problems) console.log(`✖ could not run ${problem}`)
const failed = figures.filter((figure) => verdictOf(figure) === 'fail')
const localProblems = problems.filter((problem) => problem.includes('(local)'))
console.log(
  `\n${figures.length} figures in ${((performance.now() - started) / 1000).toFixed(1)} s; ` +
    `${failed.length} local budget${failed.length === 1 ? '' : 's'} missed` +
    (process.env.CANDOR_AI_BASE_URL
      ? ''
      : '; openai engine skipped: CANDOR_AI_BASE_URL is not set'),
)
process.exitCode = failed.length > 0 || localProblems.length > 0 ? 1 : 0
