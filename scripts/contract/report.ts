import type { CheckRow } from './client'
import type { ContractReport } from './check'

/** The report as a plain-text table: operation, request, status, verdict (with the problem). */

function cells(row: CheckRow): [string, string, string, string] {
  const operation = row.note ? `${row.operationId} (${row.note})` : row.operationId
  const verdict = row.detail ? `${row.verdict}  ${row.detail}` : row.verdict
  return [
    operation,
    `${row.method} ${row.path}`,
    row.status === null ? '-' : String(row.status),
    verdict,
  ]
}

export function formatTable(rows: readonly CheckRow[]): string {
  const header: [string, string, string, string] = ['Operation', 'Request', 'Status', 'Verdict']
  const lines = [header, ...rows.map(cells)]
  const widths = [0, 1, 2].map((column) =>
    Math.max(...lines.map((line) => (line[column] as string).length)),
  )
  const format = (line: string[]) =>
    line
      .map((cell, column) => (column < 3 ? cell.padEnd(widths[column] ?? 0) : cell))
      .join('  ')
      .trimEnd()
  const rule = widths.map((width) => '-'.repeat(width)).concat('-------')
  return [format(header), format(rule), ...lines.slice(1).map(format)].join('\n')
}

export function formatReport(report: ContractReport, write: boolean): string {
  const { counts } = report
  const parts = [
    `Contract check of ${report.baseUrl}/api against openapi.yaml`,
    '',
    formatTable(report.rows),
    '',
    `${report.rows.length} checks: ${counts.OK} OK, ${counts.FAIL} FAIL, ${counts.SKIP} SKIP`,
  ]
  if (report.notExercised.length > 0) {
    parts.push(
      `Not exercised${write ? '' : ' (write operations run with --write)'}: ${report.notExercised.join(', ')}`,
    )
  }
  for (const leftover of report.leftovers) parts.push(`Left behind: ${leftover}`)
  parts.push(report.ok ? 'Result: the server conforms.' : 'Result: the server does NOT conform.')
  if (report.unimplemented.length > 0) {
    parts.push(
      '',
      "Not implemented by the server (501, or 404/405 without the contract's Error body); for hybrid mode:",
      `VITE_MOCK_OPERATIONS=${report.unimplemented.join(',')}`,
    )
  }
  return parts.join('\n')
}
