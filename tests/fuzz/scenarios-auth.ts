import fc from 'fast-check'
import { c, otherEmails, type Scenario } from './scenario-kit'
import { demoAccounts, demoCredentials } from '../support/accounts'

/** Fuzz scenarios: Sign-in, registration and the profile. */

export const authScenarios: Record<string, Scenario> = {
  login: {
    baseline: () => ({ as: 'anonymous', body: demoCredentials.admin }),
    hostile: () => [
      fc
        .string({ minLength: 1, maxLength: 40 })
        .filter((password) => password !== demoCredentials.admin.password)
        .map((password) => ({
          why: 'wrong password',
          body: { ...demoCredentials.admin, password },
          expect: 401,
        })),
      fc
        .emailAddress({ size: 'small' })
        .filter((email) => email.length <= 254)
        .map((email) => ({
          why: 'unknown email',
          body: { email, password: demoAccounts.admin.password },
          expect: 401,
        })),
      c({ why: 'SQL in email', body: { email: "' OR 1=1 --", password: 'x' }, expect: 401 }),
      c({
        why: 'password hash as password',
        body: { ...demoCredentials.admin, password: 'salt-' },
        expect: 401,
      }),
    ],
  },
  register: {
    baseline: () => ({
      as: 'anonymous',
      body: {
        email: 'fuzz.new@candor.test',
        password: 'secret12',
        firstName: 'Fuzz',
        lastName: 'New',
        role: 'interviewee',
      },
    }),
    hostile: () => [
      otherEmails.map((email) => ({
        why: 'email already registered (any case)',
        body: { email, password: 'secret12', firstName: 'A', lastName: 'B', role: 'interviewee' },
        expect: 409,
      })),
    ],
  },
  logout: { baseline: () => ({ as: 'interviewee' }) },
  getProfile: { baseline: () => ({ as: 'interviewee' }) },
  getAuthConfig: { baseline: () => ({ as: 'anonymous' }) },
  updateProfile: {
    baseline: () => ({
      as: 'interviewee',
      body: { firstName: 'Ines', lastName: 'Moreau', email: demoCredentials.interviewee.email },
    }),
    hostile: () => [
      otherEmails.map((email) => ({
        why: "another user's email",
        body: { firstName: 'Ines', lastName: 'Moreau', email },
        expect: 409,
      })),
    ],
  },
}
