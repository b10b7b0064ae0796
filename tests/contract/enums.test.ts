import { describe, expect, it } from 'vitest'
import { projectTypeCategories, roles, sentimentValues } from '../../fixtures/types'
import contract from '../../mocks/contract/openapi.gen.json'
import { sentiments } from '../../src/styles/tokens'

/**
 * Lists written outside the generated types on purpose (fixtures import nothing from src/ or
 * mocks/; the design tokens need a runtime list to make one badge colour per value). They must
 * still say exactly what the contract says, in the same order.
 */
function contractEnum(name: string): unknown {
  const schema: unknown = Object.entries(contract.components.schemas).find(
    ([key]) => key === name,
  )?.[1]
  return schema && typeof schema === 'object' && 'enum' in schema ? schema.enum : undefined
}

describe('value lists outside the generated types', () => {
  it.each([
    ['Sentiment', 'fixtures', sentimentValues],
    ['Sentiment', 'design tokens (badge colours)', sentiments],
    ['Role', 'fixtures', roles],
    ['ProjectCategory', 'fixtures', projectTypeCategories],
  ])('%s: the %s list is the contract enum', (schema, _where, values) => {
    expect(contractEnum(schema)).toBeDefined()
    expect([...values]).toEqual(contractEnum(schema))
  })
})
