/**
 * The evaluation's one table (like the bench's): a row per figure with its budget and whether
 * the local engine keeps it. An openai figure is printed beside the local one, unjudged.
 */
import type { EvalBudget, EvalFigure } from './types'

export type Verdict = 'pass' | 'fail' | 'info'

export function verdictOf(figure: EvalFigure): Verdict {
  const { budget } = figure
  if (!budget || figure.engine !== 'local') return 'info'
  const kept =
    budget.op === '>='
      ? figure.value >= budget.target
      : budget.op === '<='
        ? figure.value <= budget.target
        : figure.value === budget.target
  return kept ? 'pass' : 'fail'
}

const budgetText = (budget: EvalBudget | undefined) =>
  budget ? `${budget.op === '==' ? '=' : budget.op === '>=' ? '≥' : '≤'} ${budget.target}` : ''

/** A Markdown table, readable in a terminal too. */
export function formatTable(figures: readonly EvalFigure[]): string {
  const header = ['Task', 'Metric', 'Engine', 'Value', 'Budget', 'Result']
  const rows = figures.map((figure) => {
    const verdict = verdictOf(figure)
    return [
      figure.task,
      figure.metric,
      figure.engine,
      figure.display ?? figure.value.toFixed(2),
      budgetText(figure.budget),
      verdict === 'info' ? '' : verdict === 'pass' ? 'pass' : 'FAIL',
    ]
  })
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)),
  )
  const line = (cells: readonly string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`
  return [
    line(header),
    line(widths.map((width) => '-'.repeat(width))),
    ...rows.map((row) => line(row)),
  ].join('\n')
}
