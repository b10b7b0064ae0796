/**
 * The mock's demo accounts (README.md#demo-accounts-mock-mode; fixtures/users.ts seeds them), by
 * the role each plays: the one list for browser tests, stories, e2e journeys and the bench.
 */
export const demoAccounts = {
  admin: { email: 'admin@candor.test', password: 'admin123', firstName: 'Ada', role: 'Admin' },
  lead: {
    email: 'lead@candor.test',
    password: 'lead123',
    firstName: 'Leo',
    role: 'Interview Lead',
  },
  interviewee: {
    email: 'interviewee@candor.test',
    password: 'interviewee123',
    firstName: 'Ines',
    role: 'Interviewee',
  },
} as const

export type DemoRole = keyof typeof demoAccounts

/**
 * Named users of the seed besides the demo accounts (fixtures/users.ts): the network project's
 * lead, an interviewee who completed the coffee interview, and one who belongs to no project.
 */
export const seededAccounts = {
  nora: { email: 'nora.hale@candor.test', password: 'nora1234' },
  carlos: { email: 'carlos.mendes@candor.test', password: 'carlos1234' },
  priya: { email: 'priya.raman@candor.test', password: 'priya1234' },
} as const

/** An account to sign in with: a demo role, or any email and password. */
export type Credentials = { readonly email: string; readonly password: string }

export const credentialsOf = (who: DemoRole | Credentials): Credentials =>
  typeof who === 'string' ? demoAccounts[who] : who

const credentials = ({ email, password }: Credentials): Credentials => ({ email, password })

/** Just the email and password of each demo account: a login request's whole body. */
export const demoCredentials = {
  admin: credentials(demoAccounts.admin),
  lead: credentials(demoAccounts.lead),
  interviewee: credentials(demoAccounts.interviewee),
} as const satisfies Record<DemoRole, Credentials>
