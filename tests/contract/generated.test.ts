import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

describe('generated API files', () => {
  // A child node runs openapi-typescript and prettier over the whole contract: on a busy
  // two-core machine that passes vitest's default 10 s.
  it('are what `npm run gen:api` makes from openapi.yaml today', { timeout: 30_000 }, () => {
    const script = fileURLToPath(new URL('../../scripts/gen-api.mjs', import.meta.url))
    const result = spawnSync(process.execPath, [script, '--check'], { encoding: 'utf8' })
    expect(result.stderr).toBe('')
    expect(result.status).toBe(0)
  })
})
