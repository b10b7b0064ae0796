/**
 * The project's attributes in a QDPX (docs/product.md#coding-exports): each attribute a text
 * `Variable` of the project, each interviewee a `Case` with their values (`VariableValue`) and
 * their interviews (`SourceRef`), as QDA tools hold participants and their characteristics.
 */
import { distinctShortIds } from '@/lib/ids'
import { guidOf } from './guid'
import { attributes, xmlText } from './xml'

/** A project's attributes and its members' values (the contract's ProjectAttributes fits). */
export interface QdpxAttributes {
  attributes: readonly { id: string; name: string; values: readonly string[] }[]
  /** Attribute id → value; an attribute not set is absent. */
  members: readonly { userId: string; values: Readonly<Record<string, string>> }[]
}

/** An exported source and who was interviewed in it. */
export interface CaseSource {
  guid: string
  userId: string | null
  /** The interviewee's name, given only when names may be exported. */
  intervieweeName: string | null
}

/** The Variables and Cases elements, or [] when the project has no attributes. */
export function casesXml(
  data: QdpxAttributes | undefined,
  sources: readonly CaseSource[],
): string[] {
  if (!data || data.attributes.length === 0) return []
  const lines = ['\t<Variables>']
  for (const attribute of data.attributes) {
    lines.push(
      `\t\t<Variable${attributes({
        guid: guidOf('variable', attribute.id),
        name: attribute.name,
        typeOfVariable: 'Text',
      })}>`,
      `\t\t\t<Description>${xmlText(`Values: ${attribute.values.join(', ')}`)}</Description>`,
      '\t\t</Variable>',
    )
  }
  lines.push('\t</Variables>')

  // One case per interviewee, in the order of their first interview; their sources after it.
  const cases = new Map<string, { name: string | null; sources: string[] }>()
  for (const source of sources) {
    if (!source.userId) continue
    const known = cases.get(source.userId)
    if (known) known.sources.push(source.guid)
    else cases.set(source.userId, { name: source.intervieweeName, sources: [source.guid] })
  }
  if (cases.size === 0) return lines
  const valuesOf = new Map(data.members.map((member) => [member.userId, member.values]))
  const names = caseNames(cases)
  lines.push('\t<Cases>')
  for (const [userId, { sources: own }] of cases) {
    lines.push(
      `\t\t<Case${attributes({ guid: guidOf('case', userId), name: names.get(userId) ?? userId })}>`,
    )
    const values = valuesOf.get(userId) ?? {}
    for (const attribute of data.attributes) {
      const value = values[attribute.id]
      if (value === undefined) continue
      lines.push(
        '\t\t\t<VariableValue>',
        `\t\t\t\t<VariableRef${attributes({ targetGUID: guidOf('variable', attribute.id) })}/>`,
        `\t\t\t\t<TextValue>${xmlText(value)}</TextValue>`,
        '\t\t\t</VariableValue>',
      )
    }
    for (const guid of own) lines.push(`\t\t\t<SourceRef${attributes({ targetGUID: guid })}/>`)
    lines.push('\t\t</Case>')
  }
  lines.push('\t</Cases>')
  return lines
}

/**
 * Each case's name, unique (QualCoder refuses a second case of a taken name, and other tools
 * merge them): the interviewee's name when names are exported, else 'Interviewee' and the end
 * of the user id; a name two cases share gets that id ending after it.
 */
function caseNames(cases: ReadonlyMap<string, { name: string | null }>): Map<string, string> {
  const labels = distinctShortIds(cases.keys())
  const wanted = new Map(
    [...cases].map(([userId, { name }]) => [
      userId,
      name ?? `Interviewee ${labels.get(userId) ?? userId}`,
    ]),
  )
  const uses = new Map<string, number>()
  for (const name of wanted.values()) uses.set(name, (uses.get(name) ?? 0) + 1)
  return new Map(
    [...wanted].map(([userId, name]) => [
      userId,
      (uses.get(name) ?? 0) > 1 ? `${name} (${labels.get(userId) ?? userId})` : name,
    ]),
  )
}
