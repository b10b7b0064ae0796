// The codebook on its own (QDC and CSV), the GUIDs and the file names.
import { describe, expect, it } from 'vitest'
import { projectSchemaErrors } from '../../../../tests/standards/validate'
import { guidOf } from './guid'
import { toCodebookCsv, toQdc, codingFileName } from './qdc'
import { answers, codes, highlights } from '../../../../tests/support/coding-interviews'

describe('toQdc', () => {
  it('writes a CodeBook in the codebook namespace, its Codes nested as the Project schema has them', async () => {
    const qdc = toQdc(codes)
    expect(qdc).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<CodeBook xmlns="urn:QDA-XML:codebook:1.0" origin="Candor">\n\t<Codes>\n/,
    )
    const delivery = guidOf('code', 'code-delivery')
    const late = guidOf('code', 'code-late')
    expect(qdc).toContain(`\t\t<Code guid="${delivery}" name="Delivery" isCodable="true" color="`)
    expect(qdc).toContain(
      `\t\t\t<Description>Getting the coffee there</Description>\n\t\t\t<Code guid="${late}" name="Late delivery" isCodable="true" color="#D62728"/>\n\t\t</Code>`,
    )
    expect(qdc).toContain('name="Price &amp; &quot;value&quot;"')
    // The same Codes inside a Project's CodeBook must satisfy the Project schema.
    const codesElement = /<Codes>[\s\S]*<\/Codes>/.exec(qdc)?.[0] ?? ''
    const asProject = `<?xml version="1.0" encoding="UTF-8"?><Project xmlns="urn:QDA-XML:project:1.0" name="x"><CodeBook>${codesElement}</CodeBook></Project>`
    expect(await projectSchemaErrors(asProject)).toEqual([])
    expect(toQdc([])).not.toContain('<Codes>')
  })
})

describe('toCodebookCsv', () => {
  it('lists name, description, parent, highlights and interviews, with a BOM and formula-safe cells', () => {
    const hostile = {
      id: 'code-evil',
      name: '=HYPERLINK("http://evil.test","click")',
      description: '+1 @everyone',
      parentId: 'code-delivery',
    }
    const csv = toCodebookCsv([...codes, hostile], highlights, answers, 3)
    expect(csv.startsWith('\uFEFFName,Description,Parent,Highlights,Interviews\r\n')).toBe(true)
    expect(csv).toContain('Delivery,Getting the coffee there,,1,1 of 3\r\n')
    expect(csv).toContain('Late delivery,,Delivery,3,2 of 3\r\n')
    expect(csv).toContain(
      `"'=HYPERLINK(""http://evil.test"",""click"")","'+1 @everyone",Delivery,0,0 of 3\r\n`,
    )
    expect(csv).toContain('"Price & ""value""",,,1,1 of 3\r\n')
  })

  it("says a segment's counts on a line before the columns", () => {
    const csv = toCodebookCsv(codes, highlights, answers, 3, 'Plan is Subscriber')
    expect(csv.startsWith('\uFEFFSegment,Plan is Subscriber\r\nName,Description,')).toBe(true)
  })
})

describe('guidOf and codingFileName', () => {
  it('gives UUID-shaped GUIDs, the same for the same record and different for others', () => {
    const guid = guidOf('code', 'code-late')
    expect(guid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(guidOf('code', 'code-late')).toBe(guid)
    const many = new Set(
      Array.from({ length: 5000 }, (_, index) => guidOf('selection', `h-${index}`)),
    )
    expect(many.size).toBe(5000)
    expect(guidOf('source', 'code-late')).not.toBe(guid)
  })

  it('names the files after the project', () => {
    expect(codingFileName('Café / study', 'qdpx')).toBe('Café - study-coding.qdpx')
    expect(codingFileName('Café', 'qdc')).toBe('Café-codebook.qdc')
    expect(codingFileName('', 'csv')).toBe('project-codebook.csv')
    expect(codingFileName('Café', 'qdpx', 'Plan is Subscriber')).toBe(
      'Café (Plan is Subscriber)-coding.qdpx',
    )
  })
})
