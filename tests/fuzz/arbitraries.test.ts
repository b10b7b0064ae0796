import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  invalidBody,
  invalidParameterValue,
  invalidPathSegment,
  malformedJson,
  oversizeJson,
  type ParameterLike,
} from './arbitraries'
import { requestBodySchema } from './schema'
import { operations } from '../../mocks/contract/operations'
import { validateAt, validateBody, validateParameters } from '../../mocks/contract/validation'

/** A valid body per JSON operation, to break (scenarios.ts has the full set). */
const validBodies: Record<string, unknown> = {
  login: { email: 'a@b.test', password: 'x' },
  createProjectType: { name: 'Type', category: 'app' },
  createUser: {
    email: 'a@b.test',
    firstName: 'A',
    lastName: 'B',
    role: 'interviewee',
    projectIds: ['0000000b-0000-4000-8000-000000000001'],
  },
  createPersistentInterview: {
    project_id: null,
    interviewer_id: null,
    interviewee_id: '0000000a-0000-4000-8000-000000000003',
    metadata: { company: 'Co', product: 'P' },
  },
  answerInterview: { text: 'Hi', isTextResponse: true },
  selectModels: { chatModel: 'gpt-4o' },
  selectInterviewerPrompt: { value: 'prompts/interviewer/interviewer.system.prompt1.txt' },
}

const byId = (id: string) => {
  const operation = operations.find((op) => op.operationId === id)
  if (!operation) throw new Error(id)
  return operation
}

describe('bad-input arbitraries', () => {
  it('start from bodies the contract accepts', () => {
    for (const [id, body] of Object.entries(validBodies)) {
      expect(validateBody(byId(id), 'application/json', body), id).toBeNull()
    }
  })

  it('break request bodies in ways the contract refuses, naming the field', () => {
    for (const [id, body] of Object.entries(validBodies)) {
      const operation = byId(id)
      const schema = requestBodySchema(operation)
      if (!schema) throw new Error(`${id} has no JSON body`)
      const samples = fc.sample(invalidBody(schema, body), { seed: 7, numRuns: 300 })
      const refused = samples.filter((s) => validateBody(operation, 'application/json', s.value))
      expect(refused.length / samples.length, id).toBeGreaterThan(0.9)
      expect(
        samples.every((s) => s.why.startsWith('body')),
        id,
      ).toBe(true)
    }
  })

  it('break every path, query and header parameter of the contract', () => {
    for (const operation of operations) {
      for (const parameter of operation.parameters as ParameterLike[]) {
        const arbitrary =
          parameter.in === 'path'
            ? invalidPathSegment(parameter).map(({ value, why }) => ({ value: value.decoded, why }))
            : invalidParameterValue(parameter)
        const samples = fc.sample(arbitrary, { seed: 7, numRuns: 60 })
        const refused = samples.filter(({ value }) => {
          const input = {
            path: {} as Record<string, string>,
            query: new URLSearchParams(),
            headers: new Headers(),
          }
          if (parameter.in === 'path') input.path[parameter.name] = value
          else if (parameter.in === 'query') input.query.set(parameter.name, value)
          else input.headers.set(parameter.name, value)
          for (const other of operation.parameters) {
            if (other.in === 'path' && other.name !== parameter.name) {
              input.path[other.name] = '0000000a-0000-4000-8000-000000000001'
            }
          }
          return validateParameters(operation, input) !== null
        })
        expect(
          refused.length / samples.length,
          `${operation.operationId} ${parameter.name}`,
        ).toBeGreaterThan(0.8)
      }
    }
  })

  it('makes texts that are not JSON and bodies over 1 MiB', () => {
    for (const { value } of fc.sample(malformedJson('{"a":[1,2,{"b":"c"}]}'), {
      seed: 7,
      numRuns: 100,
    })) {
      expect(() => JSON.parse(value) as unknown, value).toThrow()
    }
    for (const unit of ['x', '€', '😀']) {
      const text = oversizeJson(1024 * 1024, unit)
      expect(new TextEncoder().encode(text).byteLength).toBeGreaterThan(1024 * 1024)
      expect(validateAt('/components/schemas/Error', JSON.parse(text), 'x')).not.toBeNull()
    }
  })
})
