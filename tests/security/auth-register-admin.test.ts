import { ADMIN_ROLE } from '@/domain/roles'
import { afterEach, describe, expect, it } from 'vitest'
import { setAdminRegistrationOpen } from '../../mocks/auth/policy'
import { parseServerArgs } from '../../mocks/server/options'
import { call, useMockServer } from '../contract/harness'

useMockServer()

const body = (role: string) => ({
  email: `self.${role}@candor.test`,
  password: 'secret12',
  firstName: 'Self',
  lastName: 'Made',
  role,
})

describe('self-registration never creates an admin', () => {
  afterEach(() => setAdminRegistrationOpen(false))

  it('refuses the admin role with 403 and creates nobody', async () => {
    const refused = await call<{ message: string }>('register', { body: body(ADMIN_ROLE) })
    expect(refused.status).toBe(403)
    expect(refused.body.message).toBe('Only an admin can create an admin account.')
    const login = await call('login', {
      body: { email: 'self.admin@candor.test', password: 'secret12' },
    })
    expect(login.status).toBe(401)
  })

  it('still registers the other roles', async () => {
    for (const role of ['interviewee', 'interview_lead']) {
      expect((await call('register', { body: body(role) })).status).toBe(201)
    }
  })

  it('lets an admin register only on a server started with --open-admin-registration', async () => {
    const parsed = parseServerArgs(['--open-admin-registration'])
    expect(parsed.help === false && parsed.options.openAdminRegistration).toBe(true)
    const plain = parseServerArgs([])
    expect(plain.help === false && plain.options.openAdminRegistration).toBeUndefined()
    setAdminRegistrationOpen(true)
    const created = await call<{ user: { role: string } }>('register', {
      body: body(ADMIN_ROLE),
    })
    expect(created.status).toBe(201)
    expect(created.body.user.role).toBe(ADMIN_ROLE)
  })
})
