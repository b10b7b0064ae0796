/**
 * The texts more than one feature shows or logs (docs/product.md#errors), defined once here; each
 * feature's own table (`*_MESSAGES`, `*_TEXTS`) points at them. tests/rig/messages.test.ts holds
 * every table against the spec.
 */
export const SHARED_MESSAGES = {
  loadUsers: 'Failed to load users',
  loadProject: 'Failed to load project',
  loadProjectTypes: 'Failed to load project types',
  loadProjectInterviews: 'Failed to load project interviews',
  loadQuestions: 'Failed to load questions',
  loadPrompts: 'Failed to load available interviewer prompts',
  loadAttributes: 'Failed to load attributes',
  getInterview: 'Failed to get interview',
  listInterviews: 'Failed to list interviews',
  fetchInProgress: 'Failed to fetch in-progress interviews',
  abandonInterview: 'Failed to abandon interview',
  resumeInterview: 'Failed to resume interview',
  withdrawInterview: 'Failed to withdraw the interview',
  startPersistentInterview: 'Failed to start persistent interview',
  uploadAudio: 'Failed to upload audio',
  processAnswer: 'Failed to process answer',
  loadLinks: 'Failed to load links',
  createLink: 'Failed to create link',
  revokeLink: 'Failed to revoke link',
  linkGone: 'This link is no longer available.',
  passwordTooShort: 'Password must be at least 6 characters long',
  notSet: 'Not set',
  noProjectTypes: 'No project types found',
  searchUsers: 'Search users',
  searchProjects: 'Search projects',
  loadingCodebook: 'Loading the codebook',
} as const
