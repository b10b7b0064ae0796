import { describe, expect, it } from 'vitest'
import { readCsv } from './csv'

describe('readCsv', () => {
  it('reads quoted separators, doubled quotes and line breaks inside a field', () => {
    const csv = '\uFEFFa,"b,c","say ""hi""","two\r\nlines"\r\n,x;y,\r\n'
    expect(readCsv(csv)).toEqual([
      ['a', 'b,c', 'say "hi"', 'two\r\nlines'],
      ['', 'x;y', ''],
    ])
    expect(readCsv('\uFEFFa,b;"c;d"\r\n', ';')).toEqual([['a,b', 'c;d']])
  })

  it('keeps a quote that does not open the field, as a spreadsheet does', () => {
    expect(readCsv('\uFEFFok;"=1";x"y\r\n', ';')).toEqual([['ok', '=1', 'x"y']])
  })

  it('refuses a file without the mark, an open quote or an unended row', () => {
    expect(() => readCsv('a,b\r\n')).toThrow('byte-order mark')
    expect(() => readCsv('\uFEFF"a,b\r\n')).toThrow('inside a quoted field')
    expect(() => readCsv('\uFEFFa,b')).toThrow('does not end its last row')
  })
})
