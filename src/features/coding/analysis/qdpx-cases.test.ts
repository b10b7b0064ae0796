// The project's attributes as QDPX Variables, its interviewees as Cases.
import { describe, expect, it } from 'vitest'
import { projectSchemaErrors } from '../../../../tests/standards/validate'
import { guidOf } from './guid'
import { buildQdpxContent, type QdpxInput } from './qdpx'
import { interviews } from '../../../../tests/support/coding-interviews'
import { qdpxInput } from '../../../../tests/support/qdpx'

describe('toQdpx with attributes', () => {
  const [dana, elodie, gone, pending] = interviews
  const withPeople: QdpxInput = {
    ...qdpxInput,
    interviews: [
      { ...dana!, userId: 'user-dana' },
      { ...elodie!, userId: 'user-elodie' },
      { ...gone!, userId: 'user-dana' },
      { ...pending!, userId: 'user-pending' },
    ],
    attributes: {
      attributes: [
        { id: 'plan', name: 'Plan', values: ['Subscriber', 'Pay as you go'] },
        { id: 'home', name: 'Home & "office"', values: ['Flat', 'House'] },
      ],
      members: [
        { userId: 'user-dana', values: { plan: 'Subscriber' } },
        { userId: 'user-elodie', values: { plan: 'Pay as you go', home: 'House' } },
        { userId: 'user-pending', values: { plan: 'Subscriber' } },
      ],
    },
  }
  const caseOf = (project: string, userId: string) =>
    new RegExp(`<Case guid="${guidOf('case', userId)}"[^>]*>([\\s\\S]*?)</Case>`).exec(project)

  it('declares each attribute a text Variable and each interviewee a Case', async () => {
    const { project, sources } = buildQdpxContent(withPeople)
    expect(project).toContain(
      `<Variable guid="${guidOf('variable', 'plan')}" name="Plan" typeOfVariable="Text">`,
    )
    expect(project).toContain('name="Home &amp; &quot;office&quot;"')
    expect(project).toContain('<Description>Values: Subscriber, Pay as you go</Description>')
    // The in-progress interview is not exported, so its interviewee is no case.
    expect([...project.matchAll(/<Case /g)]).toHaveLength(2)
    expect(project).not.toContain(guidOf('case', 'user-pending'))
    const danaCase = caseOf(project, 'user-dana')?.[1] ?? ''
    expect(danaCase).toContain(`<VariableRef targetGUID="${guidOf('variable', 'plan')}"/>`)
    expect(danaCase).toContain('<TextValue>Subscriber</TextValue>')
    expect(danaCase).not.toContain(guidOf('variable', 'home'))
    const refs = [...danaCase.matchAll(/<SourceRef targetGUID="([^"]+)"/g)].map(([, guid]) => guid)
    expect(refs).toEqual([sources[0]?.guid, sources[2]?.guid])
    const elodieCase = caseOf(project, 'user-elodie')?.[1] ?? ''
    expect(elodieCase).toContain('<TextValue>Pay as you go</TextValue>')
    expect(elodieCase).toContain('<TextValue>House</TextValue>')
    expect(await projectSchemaErrors(project)).toEqual([])
  })

  it('names a case by the interviewee only when names are exported', async () => {
    const without = buildQdpxContent(withPeople).project
    expect(without).not.toMatch(/Dana|Élodie|@example\.test/)
    expect(without).toMatch(/<Case guid="[^"]+" name="Interviewee [^"]+">/)
    const named = buildQdpxContent({ ...withPeople, includeIdentities: true }).project
    expect(named).toContain(`<Case guid="${guidOf('case', 'user-elodie')}" name="Élodie Durand">`)
    expect(named).not.toContain('elodie@example.test"')
    expect(await projectSchemaErrors(named)).toEqual([])
  })

  it('writes no Variables nor Cases for a project without attributes', () => {
    const { project } = buildQdpxContent({
      ...withPeople,
      attributes: { attributes: [], members: [] },
    })
    expect(project).not.toMatch(/<Variables>|<Cases>/)
  })
})
