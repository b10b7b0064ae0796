/**
 * Export Codebook (issue 22, item 7): the REFI-QDA codebook file (.qdc, root CodeBook in
 * urn:QDA-XML:codebook:1.0, its Codes shaped as the Project schema's) and a CSV of the
 * Codebook table for spreadsheets.
 */
import { csvDocument, projectFileName } from '@/lib/files'
import { buildCodebook } from '@/domain/coding/codebook'
import { codesXml } from './qda-codes'
import type { CodingAnswer, CodingCode, CodingHighlight } from './types'
import { attributes } from './xml'

export function toQdc(codes: readonly CodingCode[]): string {
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<CodeBook xmlns="urn:QDA-XML:codebook:1.0"${attributes({ origin: 'Candor' })}>`,
  ]
  // The codebook schema needs at least one Code inside Codes: an empty codebook has no Codes.
  const codesElement = codesXml(codes, 1)
  if (codesElement !== null) lines.push(codesElement)
  lines.push('</CodeBook>')
  return `${lines.join('\n')}\n`
}

/**
 * The codebook as CSV: name, description, parent, highlights, interviews ('{k} of {N}'), in the
 * table's order, with a byte-order mark so Excel reads it as UTF-8.
 */
export function toCodebookCsv(
  codes: readonly CodingCode[],
  highlights: readonly CodingHighlight[],
  answers: Iterable<CodingAnswer>,
  interviewTotal: number,
  segment = '',
): string {
  const { rows } = buildCodebook(codes, highlights, answers, interviewTotal)
  const header = ['Name', 'Description', 'Parent', 'Highlights', 'Interviews']
  // The counts are the segment's: its file says so before the columns (docs/product.md#segments).
  const lines = segment ? [['Segment', segment], header] : [header]
  for (const row of rows) {
    lines.push([
      row.code.name,
      row.code.description ?? '',
      row.parentName ?? '',
      String(row.highlightCount),
      row.interviews,
    ])
  }
  return csvDocument(lines)
}

/**
 * The coding downloads' names: `{project}-coding.qdpx`, `{project}-codebook.qdc` or `.csv`, with
 * ` ({segment})` after the project for the files that cover a segment.
 */
export function codingFileName(
  projectName: string,
  format: 'qdpx' | 'qdc' | 'csv',
  segment = '',
): string {
  return projectFileName(
    projectName,
    format === 'qdpx' ? 'coding.qdpx' : `codebook.${format}`,
    segment,
  )
}
