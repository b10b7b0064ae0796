/**
 * The operations the mock answers while a reload's later collections (interviews and their
 * answers, mocks/db/later-collections.ts) are still being imported: the sign-in and what the
 * first screens ask for. None of them reads or writes those collections
 * (tests/contract/while-loading.test.ts checks each against the data without them); every other
 * request waits until they are in.
 */
export const ANSWERED_WHILE_LOADING: ReadonlySet<string> = new Set([
  'getAuthConfig',
  'login',
  'logout',
  'getProfile',
  'listProjects',
  'getProject',
  'listProjectMembers',
  'getProjectAttributes',
  'listProjectTypes',
  'listProjectTypeQuestions',
  'listUsers',
  'listAvailableModels',
  'getAiStatus',
  'getCurrentModels',
  'listInterviewerPrompts',
  'getCurrentInterviewerPrompt',
])
