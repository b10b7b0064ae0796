import { describe, expect, it } from 'vitest'
import { operations } from '../../mocks/contract/operations'
import { domainHandlers } from '../../mocks/handlers'

/** METHOD /path with every path parameter written the same way, whatever the syntax. */
const key = (method: string, path: string) =>
  `${method.toUpperCase()} ${path.replace(/^\*\/api/, '').replace(/\{[^}]+\}|:[^/]+/g, '{}')}`

describe('the mock implements exactly the contract', () => {
  it('has one handler per operation of openapi.yaml, and none beyond', () => {
    const handled = domainHandlers.map((handler) =>
      key(String(handler.info.method), String(handler.info.path)),
    )
    const contracted = operations.map((operation) => key(operation.method, operation.path))
    expect(new Set(handled).size, 'a route is handled twice').toBe(handled.length)
    expect([...handled].sort()).toEqual([...contracted].sort())
    expect(contracted).toHaveLength(75)
  })
})
