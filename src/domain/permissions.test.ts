import { describe, expect, it } from 'vitest'
import {
  canAdminister,
  canAssignLeads,
  canCode,
  canManageProject,
  canOverridePrompt,
  canSeeSentiment,
  canTypeAnswers,
  leadsProject,
} from './permissions'
import { ADMIN_ROLE, DEFAULT_ROLE, INTERVIEW_LEAD_ROLE } from './roles'

const admin = { id: 'a', role: ADMIN_ROLE }
const lead = { id: 'l', role: INTERVIEW_LEAD_ROLE }
const otherLead = { id: 'o', role: INTERVIEW_LEAD_ROLE }
const interviewee = { id: 'i', role: DEFAULT_ROLE }
const ledByLead = { leadUserId: 'l' }
const unled = { leadUserId: null }

describe('permissions', () => {
  it('lets admins and the current lead manage and code a project', () => {
    expect(canManageProject(admin, unled)).toBe(true)
    expect(canManageProject(lead, ledByLead)).toBe(true)
    expect(canManageProject(otherLead, ledByLead)).toBe(false)
    expect(canManageProject(interviewee, unled)).toBe(false)
    expect(canCode(lead, ledByLead)).toBe(true)
    expect(canCode(otherLead, ledByLead)).toBe(false)
  })

  it('takes a demoted lead’s rights away while the project still names him', () => {
    const demoted = { id: 'l', role: DEFAULT_ROLE }
    expect(leadsProject(demoted, ledByLead)).toBe(false)
    expect(canManageProject(demoted, ledByLead)).toBe(false)
    expect(leadsProject({ id: 'l', role: undefined }, ledByLead)).toBe(false)
  })

  it('keeps sentiment, lead choice, typing, prompt override and the admin panel for admins', () => {
    for (const check of [
      canSeeSentiment,
      canAssignLeads,
      canTypeAnswers,
      canOverridePrompt,
      canAdminister,
    ]) {
      expect([admin, lead, interviewee].map((actor) => check(actor))).toEqual([true, false, false])
    }
  })
})
