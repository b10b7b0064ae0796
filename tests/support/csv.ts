/**
 * Reads a CSV export the way a spreadsheet does (RFC 4180): after the byte-order mark every
 * export starts with, split on the separator the spreadsheet picks (',' or, where the decimal
 * mark is a comma, ';'). A double quote opens a quoted field only at the field's start, as in a
 * spreadsheet; inside one, '""' is a quote. Throws on a missing mark or a file that ends inside
 * a quoted field or a row, so a broken export fails the test that reads it.
 */
export function readCsv(csv: string, separator: ',' | ';' = ','): string[][] {
  if (!csv.startsWith('\uFEFF')) throw new Error('A CSV export starts with a byte-order mark.')
  const text = csv.slice(1)
  const rows: string[][] = []
  let row: string[] = []
  let field = ''
  let quoted = false
  for (let index = 0; index < text.length; index++) {
    const character = text[index]
    if (quoted) {
      if (character === '"' && text[index + 1] === '"') {
        field += '"'
        index++
      } else if (character === '"') quoted = false
      else field += character
    } else if (character === '"' && field === '') quoted = true
    else if (character === separator) {
      row.push(field)
      field = ''
    } else if (character === '\r' && text[index + 1] === '\n') {
      rows.push([...row, field])
      row = []
      field = ''
      index++
    } else field += character
  }
  if (quoted) throw new Error('The CSV ends inside a quoted field.')
  if (field !== '' || row.length > 0) throw new Error('The CSV does not end its last row.')
  return rows
}
