import { canLeadProjects, isAdmin } from './roles'

/**
 * Who may do what (docs/product.md#roles), as named predicates that the screens and the mock's
 * rules (mocks/rules/access.ts) both ask, so the two cannot disagree. Each takes the smallest
 * shape it needs, which the contract's User and Project and the mock's records all have.
 */
export interface Actor {
  readonly id: string
  readonly role: string | null | undefined
}

export interface LedProject {
  readonly leadUserId: string | null
}

/**
 * The project's lead as of now: named by leadUserId and still holding a role that may lead. A lead
 * demoted to interviewee keeps the leadUserId (an admin may promote him back) but none of its
 * rights.
 */
export const leadsProject = (actor: Actor, project: LedProject): boolean =>
  project.leadUserId !== null && project.leadUserId === actor.id && canLeadProjects(actor.role)

/** Edit Project, Invite Member, View Members, Results and the study's tools. */
export const canManageProject = (actor: Actor, project: LedProject): boolean =>
  isAdmin(actor.role) || leadsProject(actor, project)

/** The Codebook and coded passages: the people who see the project's Results. */
export const canCode = (actor: Actor, project: LedProject): boolean =>
  canManageProject(actor, project)

/** Sentiment is for admins everywhere: answers, insights, exports and what a report link shares. */
export const canSeeSentiment = (actor: Pick<Actor, 'role'>): boolean => isAdmin(actor.role)

/** Choose another user as a project's lead, and delete users. */
export const canAssignLeads = (actor: Pick<Actor, 'role'>): boolean => isAdmin(actor.role)

/** The Admin Panel: users, project types and questions, AI models, the interviewer prompt. */
export const canAdminister = (actor: Pick<Actor, 'role'>): boolean => isAdmin(actor.role)

/** Type an answer instead of speaking it. */
export const canTypeAnswers = (actor: Pick<Actor, 'role'>): boolean => isAdmin(actor.role)

/** Run one interview with another interviewer prompt file. */
export const canOverridePrompt = (actor: Pick<Actor, 'role'>): boolean => isAdmin(actor.role)
