import fc from 'fast-check'

/** Hostile building blocks: blanks, path traversals, injection strings, damaged ids, emails and dates. */

/** Characters JavaScript's `\s` (and so the contract's `\S` pattern, under ajv's `u` flag) counts as blank. */
export const BLANKS = [
  ' ',
  '\t',
  '\n',
  '\r',
  '\v',
  '\f',
  '\u00a0',
  '\u1680',
  '\u2003',
  '\u2028',
  '\u2029',
  '\u202f',
  '\u3000',
  '\ufeff',
] as const

/** Path traversal in the forms a file-name parameter meets it: plain, URL-encoded, mixed. */
export const PATH_TRAVERSALS = [
  '../../etc/passwd',
  '../../../../../../etc/shadow',
  'prompts/interviewer/../x.txt',
  'prompts/interviewer/../../package.json',
  'prompts/interviewer/../../../etc/passwd.txt',
  'prompts/interviewer/..%2F..%2Fetc%2Fpasswd.txt',
  'prompts/interviewer/%2e%2e/secret.txt',
  'prompts%2Finterviewer%2F..%2Fx.txt',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '%252e%252e%252fetc%252fpasswd',
  '..%c0%af..%c0%afetc%c0%afpasswd',
  'prompts\\interviewer\\..\\x.txt',
  '/etc/passwd',
  'file:///etc/passwd',
  'prompts/interviewer/interviewer.system.prompt1.txt\u0000.png',
  'prompts/interviewer/./interviewer.system.prompt1.txt',
  'prompts//interviewer/interviewer.system.prompt1.txt',
  'PROMPTS/INTERVIEWER/INTERVIEWER.SYSTEM.PROMPT1.TXT',
  'prompts/interviewer/interviewer.system.prompt1.txt/',
  ' prompts/interviewer/interviewer.system.prompt1.txt',
] as const

/** Strings that tend to break naive code: injection, markup, control and unusual characters. */
export const HOSTILE_STRINGS = [
  "' OR '1'='1' --",
  '"; DROP TABLE users; --',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '{{7*7}}',
  '${7*7}',
  '__proto__',
  'constructor',
  '\u0000',
  'nul\u0000byte',
  '\u0007\u0008\u001b[31mred',
  'line\r\nX-Injected: 1',
  '\u202eevil\u202c',
  'zero\u200bwidth\u200d',
  '😀👩‍👩‍👧‍👦🏳️‍🌈',
  'Ｆｕｌｌｗｉｄｔｈ',
  'İıŞş ß ﬁ',
  '\ud800',
  '\udfff\ud800',
  'a\u0301\u0301\u0301\u0301',
  '%00%0d%0a',
  '%s%s%s%n',
  'null',
  'undefined',
  'NaN',
  '-1',
  '1e400',
  ...PATH_TRAVERSALS.slice(0, 4),
] as const

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...HOSTILE_STRINGS),
  fc.string({ unit: 'binary', maxLength: 24 }),
  fc
    .tuple(fc.constantFrom(...HOSTILE_STRINGS), fc.string({ unit: 'grapheme', maxLength: 8 }))
    .map(([a, b]) => a + b),
)

/** Units a too-long string is repeated from: ASCII, accented, astral (two UTF-16 units), control. */
export const LONG_UNITS = ['x', 'é', '€', '漢', '😀', '\u0000', '\u202e', 'ab', '<', '%'] as const

/** One-or-more code points repeated to at least `length` code points (ajv counts code points). */
export const longString = (length: number): fc.Arbitrary<string> =>
  fc
    .tuple(fc.constantFrom(...LONG_UNITS), fc.integer({ min: 1, max: 40 }))
    .map(([unit, extra]) => unit.repeat(Math.ceil((length + extra) / [...unit].length)))

export const NOT_UUIDS = [
  '',
  '0',
  '1',
  '-1',
  'null',
  'undefined',
  'me',
  'self',
  '*',
  'in-progress',
  '00000000-0000-0000-0000-00000000000',
  '00000000-0000-0000-0000-0000000000000',
  '0000000g-0000-4000-8000-000000000001',
  '{0000000a-0000-4000-8000-000000000001}',
  '0000000a000040008000000000000001',
  '0000000a-0000-4000-8000-000000000001 ',
  ' 0000000a-0000-4000-8000-000000000001',
  '0000000a-0000-4000-8000-000000000001\u0000',
  '0000000a-0000-4000-8000-000000000001/../..',
  "0000000a-0000-4000-8000-000000000001' OR '1'='1",
  '０000000a-0000-4000-8000-000000000001',
] as const

/** A valid UUID, damaged in one of the ways a hand-built or tampered id is. */
export const damagedUuid: fc.Arbitrary<string> = fc
  .tuple(fc.uuid(), fc.integer({ min: 0, max: 35 }), fc.constantFrom('g', 'z', '-', ' ', 'é', '/'))
  .chain(([uuid, index, char]) =>
    fc.constantFrom(
      uuid.slice(0, index),
      uuid.slice(0, index) + char + uuid.slice(index + 1),
      uuid + char,
      uuid.replace(/-/g, ''),
      `${uuid}/${uuid}`,
    ),
  )

export const NOT_EMAILS = [
  'plainaddress',
  '@candor.test',
  'admin@',
  'admin@@candor.test',
  'ad min@candor.test',
  'admin@candor..test',
  'admin@-candor.test',
  '<script>@candor.test',
  'admin@candor.test\u0000',
  'admin@candor.test\n',
  'ädmin@cändor.test',
  "admin'--@candor.test",
  'admin@candor.test,eve@evil.test',
  `${'a'.repeat(250)}@candor.test`,
] as const

export const NOT_DATE_TIMES = [
  'yesterday',
  'now',
  '0',
  '2026-11-03',
  '07:55:22Z',
  '2026-13-01T00:00:00Z',
  '2026-02-30T00:00:00Z',
  '2026-11-03T25:00:00Z',
  '2026-11-03T07:61:00Z',
  '2026-11-03T07:55:22.000Zjunk',
  '2026/11/03 07:55:22',
  '03/11/2026',
  '+275760-09-13T00:00:00.000Z',
  'Tue Nov 03 2026 07:55:22 GMT+0000',
] as const
