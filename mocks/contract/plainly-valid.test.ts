import { describe, expect, it } from 'vitest'
import { operations, plainlyValid } from './operations'
import { validateParameters } from './validation'

// Header values are byte strings: no character above U+00FF.
const values = ['', 'abc', 'a'.repeat(128), 'a'.repeat(129), 'é'.repeat(256), 'é'.repeat(257)]
const parameters = operations.flatMap((operation) =>
  operation.parameters.map((parameter) => ({ operation, parameter })),
)

function problemFor(
  operation: (typeof operations)[number],
  name: string,
  where: string,
  raw: string,
) {
  const path: Record<string, string> = {}
  const query = new URLSearchParams()
  const headers = new Headers()
  if (where === 'path') path[name] = raw
  else if (where === 'query') query.set(name, raw)
  else headers.set(name, raw)
  // The operation with this parameter alone: no other parameter's problem can hide its own.
  const alone = { ...operation, parameters: operation.parameters.filter((p) => p.name === name) }
  return validateParameters(alone, { path, query, headers })
}

describe('plainlyValid', () => {
  it('says a value conforms only when the contract validator finds no problem in it', () => {
    let plain = 0
    for (const { operation, parameter } of parameters) {
      for (const raw of values) {
        if (!plainlyValid(parameter, raw)) continue
        plain++
        expect(problemFor(operation, parameter.name, parameter.in, raw), parameter.name).toBeNull()
      }
    }
    expect(plain).toBeGreaterThan(0)
  })

  it('leaves an over-long tracing header to the validator, which names it', () => {
    const operation = operations.find((op) => op.operationId === 'getAuthConfig')
    const header = operation?.parameters.find((p) => p.name === 'X-Request-ID')
    if (!operation || !header) throw new Error('getAuthConfig has no X-Request-ID')
    const long = 'a'.repeat(129)
    expect(plainlyValid(header, long)).toBe(false)
    expect(problemFor(operation, 'X-Request-ID', 'header', long)?.field).toBe('header.X-Request-ID')
  })
})
