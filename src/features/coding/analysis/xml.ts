/** Writing XML 1.0 by hand, safely: every value escaped, characters XML cannot carry replaced. */

/** Whether XML 1.0 allows the UTF-16 code unit (surrogates are checked in pairs, below). */
const allowed = (code: number) =>
  code === 0x9 ||
  code === 0xa ||
  code === 0xd ||
  (code >= 0x20 && code !== 0xfffe && code !== 0xffff)

/** Whether the code unit at `index` may stay: allowed, or half of a well-formed surrogate pair. */
function allowedAt(value: string, index: number): boolean {
  const code = value.charCodeAt(index)
  if (code >= 0xd800 && code <= 0xdbff) {
    const next = value.charCodeAt(index + 1)
    return next >= 0xdc00 && next <= 0xdfff
  }
  if (code >= 0xdc00 && code <= 0xdfff) {
    const before = value.charCodeAt(index - 1)
    return before >= 0xd800 && before <= 0xdbff
  }
  return allowed(code)
}

/**
 * Characters XML 1.0 forbids (most C0 controls, lone surrogates, U+FFFE, U+FFFF) become
 * U+FFFD, so a stray control character in a code's name cannot make the file unreadable.
 */
function withoutForbidden(value: string): string {
  let clean = 0
  while (clean < value.length && allowedAt(value, clean)) clean++
  if (clean === value.length) return value
  let result = value.slice(0, clean)
  for (let index = clean; index < value.length; index++) {
    result += allowedAt(value, index) ? value.charAt(index) : '\uFFFD'
  }
  return result
}

const TEXT_SPECIAL = /[&<>]/
const ATTRIBUTE_SPECIAL = /["\t\n\r]/

export function xmlText(value: string): string {
  const clean = withoutForbidden(value)
  if (!TEXT_SPECIAL.test(clean)) return clean
  return clean.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

/** An attribute value: also quotes, and line breaks and tabs kept as written (not normalised). */
function xmlAttribute(value: string): string {
  const text = xmlText(value)
  if (!ATTRIBUTE_SPECIAL.test(text)) return text
  return text
    .replace(/"/g, '&quot;')
    .replace(/\t/g, '&#9;')
    .replace(/\n/g, '&#10;')
    .replace(/\r/g, '&#13;')
}

/** `name="value"` pairs of the attributes that have a value, in the order given. */
export function attributes(values: Record<string, string | number | boolean | null | undefined>) {
  return Object.entries(values)
    .flatMap(([name, value]) =>
      value === null || value === undefined ? [] : [` ${name}="${xmlAttribute(String(value))}"`],
    )
    .join('')
}

/** xsd:dateTime as the ISO timestamps of the contract write it; anything else is left out. */
export function xmlDateTime(value: string | null | undefined): string | null {
  return typeof value === 'string' &&
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})?$/.test(value)
    ? value
    : null
}
