import { roleValues } from '@/contract/enums'
import type { Role } from '@/contract/types'

/** The admin role's value lives here only (docs/product.md#roles). */
export const ADMIN_ROLE = 'candor_admin' as const satisfies Role
export const INTERVIEW_LEAD_ROLE = 'interview_lead' as const satisfies Role
/** A new user's role (docs/product.md#roles). */
export const DEFAULT_ROLE = 'interviewee' as const satisfies Role

// Record<Role, …> makes the compiler flag a role added to the contract but not labelled here.
export const ROLE_LABELS: Readonly<Record<Role, string>> = {
  [ADMIN_ROLE]: 'Admin',
  [INTERVIEW_LEAD_ROLE]: 'Interview Lead',
  [DEFAULT_ROLE]: 'Interviewee',
}

/** Every role, admin first (the contract's order, which role pickers keep). */
export const ROLES: readonly Role[] = roleValues

export function isRole(value: unknown): value is Role {
  return (roleValues as readonly unknown[]).includes(value)
}

export function isAdmin(role: string | null | undefined): boolean {
  return role === ADMIN_ROLE
}

/** May create projects (docs/product.md#roles): admins and interview leads. */
export function canLeadProjects(role: string | null | undefined): boolean {
  return role === ADMIN_ROLE || role === INTERVIEW_LEAD_ROLE
}
