/** The mock's demo accounts (README.md#demo-accounts-mock-mode), offered on the sign-in screen in mock mode only. */
export const demoAccounts = [
  { label: 'Admin', email: 'admin@candor.test', password: 'admin123' },
  { label: 'Interview Lead', email: 'lead@candor.test', password: 'lead123' },
  { label: 'Interviewee', email: 'interviewee@candor.test', password: 'interviewee123' },
] as const
