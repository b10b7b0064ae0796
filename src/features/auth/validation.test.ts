import { describe, expect, it } from 'vitest'
import { canRegister, isEmail, registrationErrors, type RegistrationValues } from './validation'

const valid: RegistrationValues = {
  firstName: 'Nora',
  lastName: 'Newman',
  email: 'nora@example.com',
  role: 'interviewee',
  password: 'secret',
  confirmPassword: 'secret',
}

describe('registration rules (docs/product.md#validation)', () => {
  it('accepts a complete form with a 6-character password', () => {
    expect(canRegister(valid)).toBe(true)
    expect(registrationErrors(valid)).toEqual({
      email: null,
      password: null,
      confirmPassword: null,
    })
  })

  it.each<[string, Partial<RegistrationValues>]>([
    ['a blank first name', { firstName: '  ' }],
    ['a blank last name', { lastName: '' }],
    ['a malformed email', { email: 'nora@' }],
    ['a 5-character password', { password: '12345', confirmPassword: '12345' }],
    ['a confirmation that differs', { confirmPassword: 'secret!' }],
  ])('refuses %s', (_, change) => {
    expect(canRegister({ ...valid, ...change })).toBe(false)
  })

  it('names each problem with the spec text, and says nothing about untouched fields', () => {
    expect(registrationErrors({ ...valid, password: '12345', confirmPassword: '1234' })).toEqual({
      email: null,
      password: 'Password must be at least 6 characters long',
      confirmPassword: 'Passwords do not match',
    })
    expect(registrationErrors({ ...valid, email: '', password: '', confirmPassword: '' })).toEqual({
      email: null,
      password: null,
      confirmPassword: null,
    })
  })

  it('trims the email before checking it', () => {
    expect(isEmail('  nora@example.com ')).toBe(true)
    expect(isEmail('nora example@x.com')).toBe(false)
  })
})
