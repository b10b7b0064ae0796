import { describe, expect, it } from 'vitest'
import {
  ADMIN_ROLE,
  canLeadProjects,
  DEFAULT_ROLE,
  isAdmin,
  isRole,
  ROLE_LABELS,
  ROLES,
} from './roles'

describe('roles', () => {
  it('labels every role', () => {
    expect(ADMIN_ROLE).toBe('candor_admin')
    expect(DEFAULT_ROLE).toBe('interviewee')
    expect(ROLES).toEqual(['candor_admin', 'interview_lead', 'interviewee'])
    expect(ROLES.map((role) => ROLE_LABELS[role])).toEqual([
      'Admin',
      'Interview Lead',
      'Interviewee',
    ])
  })

  it('knows its roles and nothing else', () => {
    expect(isRole('interview_lead')).toBe(true)
    expect(isRole('admin')).toBe(false)
    expect(isRole('toString')).toBe(false)
    expect(isRole(undefined)).toBe(false)
  })

  it('grants admin and project leading by role', () => {
    expect(isAdmin('candor_admin')).toBe(true)
    expect(isAdmin('interview_lead')).toBe(false)
    expect(isAdmin(null)).toBe(false)
    expect(isAdmin('root')).toBe(false)
    expect(canLeadProjects('candor_admin')).toBe(true)
    expect(canLeadProjects('interview_lead')).toBe(true)
    expect(canLeadProjects('interviewee')).toBe(false)
    expect(canLeadProjects(undefined)).toBe(false)
  })
})
