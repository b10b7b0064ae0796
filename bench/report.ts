/**
 * The benchmark's one table: a row per figure, grouped in sections, each with its budget (if it
 * has one) and whether the figure keeps it. The same rows become bench/results.json.
 */

type Unit = 'ms' | 'kB' | 'MB' | '×' | 'count'

/** A figure passes when it is at most `max`. */
interface Budget {
  max: number
  /** How the budget reads in the table, e.g. '≤ 1.4 × hello world'. */
  label: string
}

export interface Figure {
  section: string
  metric: string
  /** null: the measurement did not happen (see `error`). */
  value: number | null
  unit: Unit
  /** Printed instead of the number, e.g. 'none over 50 ms'. */
  display?: string
  budget?: Budget
  /** A short remark: what was counted, how many samples. */
  note?: string
  /** Why the value is missing. */
  error?: string
}

type Verdict = 'pass' | 'fail' | 'info' | 'missing'

function verdict(figure: Figure): Verdict {
  if (figure.value === null || Number.isNaN(figure.value)) return 'missing'
  if (!figure.budget) return 'info'
  return figure.value <= figure.budget.max ? 'pass' : 'fail'
}

/** Decimals worth printing: below 10 ms a tenth matters, above it noise swamps it. */
function decimals(unit: Unit, value: number): number {
  if (unit === 'ms') return Math.abs(value) < 10 ? 1 : 0
  if (unit === 'kB') return 1
  return unit === '×' ? 2 : 0
}

function formatValue(figure: Figure): string {
  if (figure.value === null || Number.isNaN(figure.value)) return '—'
  if (figure.display !== undefined) return figure.display
  const places = decimals(figure.unit, figure.value)
  const number = figure.value.toLocaleString('en-US', {
    minimumFractionDigits: places,
    maximumFractionDigits: places,
  })
  if (figure.unit === 'count') return number
  return figure.unit === '×' ? `${number}×` : `${number} ${figure.unit}`
}

const RESULT_TEXT: Record<Verdict, string> = {
  pass: 'pass',
  fail: 'FAIL',
  info: '',
  missing: 'MISSING',
}

/**
 * A Markdown table (readable in a terminal too): a bold row opens each section; a missing
 * figure's note says why it is missing.
 */
export function formatTable(figures: readonly Figure[]): string {
  const header = ['Metric', 'Value', 'Budget', 'Result', 'Notes']
  const lines: string[][] = []
  let section: string | undefined
  for (const figure of figures) {
    if (figure.section !== section) {
      section = figure.section
      lines.push([`**${section}**`, '', '', '', ''])
    }
    lines.push([
      figure.metric,
      formatValue(figure),
      figure.budget?.label ?? '',
      RESULT_TEXT[verdict(figure)],
      figure.error ?? figure.note ?? '',
    ])
  }
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => (line[column] ?? '').length)),
  )
  const format = (cells: readonly string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`
  return [
    format(header),
    format(widths.map((width) => '-'.repeat(width))),
    ...lines.map(format),
  ].join('\n')
}

export interface Summary {
  pass: number
  fail: number
  missing: number
}

export function summarize(figures: readonly Figure[]): Summary {
  const summary: Summary = { pass: 0, fail: 0, missing: 0 }
  for (const figure of figures) {
    const result = verdict(figure)
    if (result !== 'info') summary[result]++
  }
  return summary
}

/** bench/results.json: the rows as printed, plus each verdict. */
export function toJson(figures: readonly Figure[], about: Record<string, unknown>): string {
  const rows = figures.map((figure) => ({ ...figure, result: verdict(figure) }))
  return `${JSON.stringify({ ...about, summary: summarize(figures), rows }, null, 2)}\n`
}
