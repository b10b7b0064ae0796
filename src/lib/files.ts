/**
 * Pure helpers for the files Candor's exports download: a spreadsheet-safe CSV cell and a file
 * name that every file system takes. Shared by the Insights and Coding exports.
 */

/**
 * Where a spreadsheet may start reading a cell: the cell's start for one that splits on commas;
 * for one that splits on semicolons (where the decimal mark is a comma) also after a ';' or a
 * line break inside the cell, since it takes a quote in the middle of a field literally. There a
 * formula character (= + - @ or their full-width forms, after any spaces) or a tab or carriage
 * return would start a formula.
 */
const FORMULA_START = /(?<=^|[;\n]|\r(?!\n))(?=[\t\r]|[^\S\r\n]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20])/g

/**
 * A CSV cell (RFC 4180) that every spreadsheet reads as text: an apostrophe where a formula
 * could start (OWASP's advice against CSV injection), and quoted, quotes doubled, when it holds a
 * comma, a semicolon, a quote or a line break or needed the apostrophe.
 */
export function csvCell(value: string): string {
  const safe = value.replace(FORMULA_START, "'")
  return safe !== value || /[",;\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}

/** Lines of cells as CSV: CRLF line ends, and a byte-order mark so Excel reads UTF-8. */
export function csvDocument(lines: readonly (readonly string[])[]): string {
  return `\uFEFF${lines.map((cells) => `${cells.map(csvCell).join(',')}\r\n`).join('')}`
}

/** Characters file systems refuse or give a meaning; control characters are refused too. */
const UNSAFE = '\\/:*?"<>|'
const MAX_NAME = 80

/** A part of a file name: unsafe characters as '-', trimmed, cut to 80 code points. */
function namePart(text: string): string {
  const replaced = Array.from(text.normalize('NFC'), (character) => {
    const code = character.codePointAt(0) ?? 0
    return code < 0x20 || code === 0x7f || UNSAFE.includes(character) ? '-' : character
  }).join('')
  const trim = (part: string) => part.replace(/^[\s.-]+|[\s.-]+$/g, '')
  const cleaned = trim(replaced.replace(/-+/g, '-').replace(/\s+/g, ' '))
  return trim(Array.from(cleaned).slice(0, MAX_NAME).join(''))
}

/**
 * `{project name}-{suffix}` (suffix as 'insights.csv'), safe on Windows, macOS and Linux: \ / : *
 * ? " < > | and control characters become '-', leading and trailing dots, dashes and spaces go,
 * the name is cut to 80 characters (whole code points); 'project' when nothing is left. A
 * segment ('Plan is Subscriber') comes between them, cut on its own, so a long project name
 * never hides which part of the interviews the file holds.
 */
export function projectFileName(projectName: string, suffix: string, segment = ''): string {
  const scope = namePart(segment)
  return `${namePart(projectName) || 'project'}${scope ? ` (${scope})` : ''}-${suffix}`
}
