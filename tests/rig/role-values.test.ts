// Issue 34 §2: the admin role's value is spelled in src/domain/roles.ts, the contract (openapi.yaml
// and what is generated from it) and the fixtures only; every other file names ADMIN_ROLE or asks
// a predicate of src/domain/permissions.ts, so changing the value is one edit and a regenerate.
import { execFileSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('../../', import.meta.url))
const ALLOWED = [
  /^openapi\.yaml$/,
  /^src\/contract\//,
  /^mocks\/contract\/openapi\.gen\.json$/,
  /^src\/domain\/roles(\.test)?\.ts$/,
  /^fixtures\//,
  /^docs\//,
  /^README\.md$/,
  /^CONTRIBUTING\.md$/,
]

describe('the admin role’s value', () => {
  it('is spelled only in the domain, the contract and the fixtures', () => {
    const found = execFileSync('git', ['grep', '-l', '-I', 'candor_admin', '--', '.'], {
      cwd: root,
      encoding: 'utf8',
    })
      .split('\n')
      .filter((file) => file !== '' && !file.startsWith('tests/rig/role-values.test.ts'))
    expect(found.filter((file) => !ALLOWED.some((pattern) => pattern.test(file)))).toEqual([])
    expect(found).toContain('src/domain/roles.ts')
  })
})
