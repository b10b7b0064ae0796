// The one-way import rule must catch what docs/architecture.md#import-rules forbids and allow what it allows.
import { Linter } from 'eslint'
import { fileURLToPath } from 'node:url'
import tseslint from 'typescript-eslint'
import { describe, expect, it } from 'vitest'
import { boundariesPlugin } from '../../scripts/eslint-boundaries.mjs'

const root = fileURLToPath(new URL('../..', import.meta.url))
const linter = new Linter({ cwd: root })
const config: Linter.Config[] = [
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parser: tseslint.parser },
    plugins: { candor: boundariesPlugin },
    rules: { 'candor/boundaries': 'error' },
  },
]

function violations(file: string, code: string) {
  return linter.verify(code, config, { filename: `${root}${file}` }).map((m) => m.message)
}

describe('candor/boundaries', () => {
  it.each([
    ['src/lib/env.ts', "import '../features/auth/auth-store'"],
    ['src/ui/button.tsx', "import { x } from '../app/shell'"],
    ['src/styles/theme.css.ts', "export * from '/src/features/auth'"],
    ['src/api/client.ts', "import { db } from '../../mocks/db'"],
    ['src/app/shell.tsx', "const m = import('../../mocks/browser')"],
    ['src/main.tsx', "import { worker } from '../mocks/browser'"],
    ['src/features/auth/components/login.tsx', "import '../../projects/projects-store'"],
    ['src/features/auth/auth-store.ts', "export { p } from '../projects'"],
    ['src/features/auth/auth-store.ts', "import { App } from '../../app/app'"],
    ['src/features/results/index.ts', "import { users } from '../../../fixtures/users'"],
    ['mocks/handlers/auth.ts', "import { login } from '../../src/features/auth/auth-store'"],
    ['mocks/browser.ts', "import { Button } from '../src/ui/button'"],
    ['src/lib/token.ts', "import { isRole } from '../domain/roles'"],
    ['src/lib/logger.ts', "import type { Role } from '../contract/types'"],
    ['src/lib/env.ts', "import { vars } from '../styles/theme.css'"],
    ['mocks/interview/engine.ts', "import { visibleProject } from '../handlers/context'"],
    ['mocks/db/seed.ts', "import { handlers } from '../handlers'"],
    ['mocks/rules/access.ts', "import { found } from '../handlers/context'"],
    ['fixtures/users.ts', "import { db } from '../mocks/db'"],
    ['fixtures/users.ts', "import { isAdmin } from '../src/domain/roles'"],
    ['src/ui/sentiment-badge.tsx', "import { sentimentValues } from '../contract/enums'"],
    ['src/ui/select.tsx', "import { api } from '../api/client'"],
    ['src/ui/button.tsx', "import { login } from '../features/auth/auth-store'"],
    ['src/styles/tokens.ts', "import type { Sentiment } from '../domain/sentiment'"],
    ['src/styles/tokens.ts', "import type { Sentiment } from '../contract/types'"],
    ['src/styles/theme.css.ts', "import { readTheme } from '../lib/theme'"],
    ['src/domain/roles.ts', "import { callApi } from '../api/call'"],
    ['src/domain/sentiment.ts', "import { SentimentBadge } from '../ui/sentiment-badge'"],
    ['src/domain/dates.ts', "import { vars } from '../styles/theme.css'"],
    ['src/domain/roles.ts', "import { usersState } from '../features/admin/users-store'"],
    ['src/contract/types.ts', "import { isAdmin } from '../domain/roles'"],
    ['src/api/call.ts', "import { Alert } from '../ui/alert'"],
    ['src/lib/env.ts', "import { formatDate } from '../domain/dates'"],
    ['src/app/shell.tsx', "import { startMockWorker } from '../../mocks/browser'"],
    ['mocks/handlers/auth.ts', "import { api } from '../../src/api/client'"],
    ['mocks/rules/access.ts', "import { logger } from '../../src/lib/logger'"],
    ['mocks/handlers/auth.ts', "import { App } from '../../src/app/app'"],
    // The mock is reached through its entry points only, from tests as from main.tsx.
    ['src/styles/tokens.test.ts', "import { db } from '../../mocks/db'"],
    ['src/main.tsx', "const m = import('../mocks/db/browser-persistence')"],
    ['src/ui/a11y.browser.test.tsx', "import { x } from '../../mocks/worker/update-failures'"],
    // `@/` is src/, judged as the relative path to the same file would be.
    ['src/ui/button.tsx', "import { login } from '@/features/auth/auth-store'"],
    ['src/features/auth/auth-store.ts', "import { p } from '@/features/projects/projects-store'"],
    ['src/domain/roles.ts', "const m = import('@/api/call')"],
    ['mocks/handlers/auth.ts', "import { api } from '@/api/client'"],
  ])('forbids %s: %s', (file, code) => {
    expect(violations(file, code)).toHaveLength(1)
  })

  it.each([
    ['src/main.tsx', "const { worker } = await import('../mocks/browser')"],
    ['src/features/auth/components/login.tsx', "import { actions } from '../auth-store'"],
    ['src/features/auth/components/login.tsx', "import { Button } from '../../../ui/button'"],
    ['src/app/shell.tsx', "import { Login } from '../features/auth/components/login'"],
    ['src/api/client.test.ts', "import { server } from '../../mocks/node'"],
    ['src/domain/interview-progress.test.ts', "import { sampleCompanies } from '../../fixtures'"],
    ['mocks/handlers/auth.ts', "import type { paths } from '../../src/contract/schema'"],
    ['mocks/db.ts', "import { users } from '../fixtures/users'"],
    ['src/lib/ids.ts', "import { z } from 'zod'"],
    ['src/lib/logger.ts', "import { decodeToken } from './token'"],
    ['src/api/client.ts', "import { readToken } from '../lib/token'"],
    ['mocks/interview/engine.ts', "import { visibleProject } from '../rules/access'"],
    ['mocks/handlers/projects.ts', "import { isAdmin } from '../rules/access'"],
    ['mocks/node.ts', "import { handlers } from './handlers'"],
    ['mocks/server/create-server.ts', "import { handlers } from '../handlers'"],
    ['mocks/hybrid/identity.ts', "import { authenticate } from '../handlers/context'"],
    ['mocks/interview/engine.test.ts', "import { safe } from '../handlers/context'"],
    ['fixtures/types.ts', "import type { roleValues } from '../src/contract/enums'"],
    ['fixtures/types.ts', "import type { Role } from '../src/contract/types'"],
    ['src/ui/sentiment-badge.tsx', "import { normalizeSentiment } from '../domain/sentiment'"],
    ['src/ui/button.tsx', "import { vars } from '../styles/theme.css'"],
    ['src/styles/theme.css.ts', "import { lightColors } from './tokens'"],
    ['src/domain/roles.ts', "import { roleValues } from '../contract/enums'"],
    ['src/domain/roles.ts', "import type { Role } from '../contract/types'"],
    ['src/domain/dates.ts', "import type { paths } from '../contract/schema'"],
    ['src/domain/ids.ts', "import { newId } from '../lib/ids'"],
    ['src/api/interview-socket.ts', "import { normalizeSentiment } from '../domain/sentiment'"],
    ['src/features/results/results-store.ts', "import { isAdmin } from '../../domain/roles'"],
    ['src/features/results/results-store.ts', "import type { User } from '../../contract/types'"],
    ['src/app/shell.tsx', "import { formatDate } from '../domain/dates'"],
    ['mocks/rules/access.ts', "import { isAdmin } from '@/domain/roles'"],
    ['src/features/interview/x.test.ts', "import { server } from '../../../mocks/node.ts'"],
    ['src/features/auth/components/login.tsx', "import { Button } from '@/ui/button'"],
    [
      'src/features/auth/components/login.tsx',
      "import { actions } from '@/features/auth/auth-store'",
    ],
    ['src/app/shell.tsx', "export { Login } from '@/features/auth/components/login'"],
    ['tests/integration/shell.browser.test.tsx', "import { App } from '@/app/app'"],
    ['src/lib/ids.ts', "import { x } from '@scope/package'"],
  ])('allows %s: %s', (file, code) => {
    expect(violations(file, code)).toEqual([])
  })
})
