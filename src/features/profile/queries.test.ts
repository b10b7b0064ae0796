import { describe, expect, it } from 'vitest'
import { newPasswordError, profileUpdate } from './queries'

describe('PUT /users/me body (docs/product.md#validation Profile)', () => {
  const values = {
    firstName: ' Leo ',
    lastName: 'Lindqvist ',
    email: ' lead@candor.test',
    password: '',
  }

  it('trims the names and email and omits a blank password', () => {
    expect(profileUpdate(values)).toEqual({
      firstName: 'Leo',
      lastName: 'Lindqvist',
      email: 'lead@candor.test',
    })
    expect(profileUpdate({ ...values, password: '   ' })).not.toHaveProperty('password')
  })

  it('sends a typed password as it is', () => {
    expect(profileUpdate({ ...values, password: ' new secret ' })).toMatchObject({
      password: ' new secret ',
    })
  })

  it('asks for at least 6 characters in a new password, and nothing of a blank one', () => {
    expect(newPasswordError('')).toBeNull()
    expect(newPasswordError('12345')).toBe('Password must be at least 6 characters long')
    expect(newPasswordError('123456')).toBeNull()
  })
})
