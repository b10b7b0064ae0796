/** The projects feature's message table (docs/product.md#errors): every text it shows or logs, once. */
import { SHARED_MESSAGES } from '@/domain/messages'

/** docs/product.md#errors, Projects. */
export const PROJECT_MESSAGES = {
  loadTypes: SHARED_MESSAGES.loadProjectTypes,
  loadProject: SHARED_MESSAGES.loadProject,
  create: 'Failed to create project',
  update: 'Failed to update project',
  invite: 'Failed to invite member',
  loadMembers: 'Failed to load project members',
  loadUsers: SHARED_MESSAGES.loadUsers,
  notFound: 'Project not found',
} as const

/** Texts of the attributes' failures (docs/product.md#segments). */
export const ATTRIBUTE_MESSAGES = {
  save: 'Failed to save attributes',
} as const
