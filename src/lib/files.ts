/**
 * Pure helpers for the files Candor's exports download: a spreadsheet-safe CSV cell and a file
 * name that every file system takes. Shared by the Insights and Coding exports.
 */

/**
 * A CSV cell (RFC 4180): quoted when it holds a comma, a quote or a line break, quotes doubled.
 * A cell a spreadsheet would read as a formula (=, +, -, @, or a tab or carriage return first)
 * gets a leading apostrophe, as OWASP advises against CSV injection.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}

/** Lines of cells as CSV: CRLF line ends, and a byte-order mark so Excel reads UTF-8. */
export function csvDocument(lines: readonly (readonly string[])[]): string {
  return `\uFEFF${lines.map((cells) => `${cells.map(csvCell).join(',')}\r\n`).join('')}`
}

/** Characters file systems refuse or give a meaning; control characters are refused too. */
const UNSAFE = '\\/:*?"<>|'
const MAX_NAME = 80

/**
 * `{project name}-{suffix}` (suffix as 'insights.csv'), safe on Windows, macOS and Linux: \ / : *
 * ? " < > | and control characters become '-', leading and trailing dots, dashes and spaces go,
 * the name is cut to 80 characters (whole code points); 'project' when nothing is left.
 */
export function projectFileName(projectName: string, suffix: string): string {
  const replaced = Array.from(projectName.normalize('NFC'), (character) => {
    const code = character.codePointAt(0) ?? 0
    return code < 0x20 || code === 0x7f || UNSAFE.includes(character) ? '-' : character
  }).join('')
  const trim = (text: string) => text.replace(/^[\s.-]+|[\s.-]+$/g, '')
  const cleaned = trim(replaced.replace(/-+/g, '-').replace(/\s+/g, ' '))
  const cut = trim(Array.from(cleaned).slice(0, MAX_NAME).join(''))
  return `${cut || 'project'}-${suffix}`
}
