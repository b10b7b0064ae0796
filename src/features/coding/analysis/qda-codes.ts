/**
 * The codebook as QDA-XML `Codes`: each code with its GUID, name, colour and description, its
 * children nested inside it. The Project file's CodeBook and the codebook file (.qdc) share it.
 */
import { guidOf } from './guid'
import { childrenByParent } from '@/domain/coding/tree'
import type { CodingCode } from './types'
import { attributes, xmlText } from './xml'

/** Colours for codes that have none, picked by the code's GUID so a code keeps its colour. */
const PALETTE = [
  '#1F77B4',
  '#FF7F0E',
  '#2CA02C',
  '#D62728',
  '#9467BD',
  '#8C564B',
  '#E377C2',
  '#7F7F7F',
  '#BCBD22',
  '#17BECF',
] as const

export const codeGuid = (codeId: string) => guidOf('code', codeId)

function codeColor(code: CodingCode): string {
  if (typeof code.color === 'string' && /^#[0-9a-fA-F]{6}$/.test(code.color)) {
    return code.color.toUpperCase()
  }
  const guid = codeGuid(code.id)
  return PALETTE[parseInt(guid.slice(0, 8), 16) % PALETTE.length] ?? PALETTE[0]
}

/** The `<Codes>` element, indented by `indent` tabs; null when there is no code (it needs one). */
export function codesXml(codes: readonly CodingCode[], indent: number): string | null {
  if (codes.length === 0) return null
  const children = childrenByParent(codes)
  const lines: string[] = []
  const write = (parentId: string | null, depth: number) => {
    for (const code of children.get(parentId) ?? []) {
      const pad = '\t'.repeat(depth)
      const open = `<Code${attributes({
        guid: codeGuid(code.id),
        name: code.name,
        isCodable: true,
        color: codeColor(code),
      })}`
      const description = code.description?.trim() ?? ''
      const nested = children.get(code.id) ?? []
      if (description === '' && nested.length === 0) {
        lines.push(`${pad}${open}/>`)
        continue
      }
      lines.push(`${pad}${open}>`)
      if (description !== '') {
        lines.push(`${pad}\t<Description>${xmlText(description)}</Description>`)
      }
      write(code.id, depth + 1)
      lines.push(`${pad}</Code>`)
    }
  }
  const pad = '\t'.repeat(indent)
  write(null, indent + 1)
  return [`${pad}<Codes>`, ...lines, `${pad}</Codes>`].join('\n')
}
