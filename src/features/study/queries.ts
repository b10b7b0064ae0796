/** Server data of the study screens (docs/architecture.md#server-state): queryOptions per read. */
import { queryOptions } from '@tanstack/react-query'
import { listProjectQuestions } from '@/api/resources/projects'
import { unwrap } from '@/api/query'

/** The texts of the guide's failed calls (docs/product.md#discussion-guide). */
export const GUIDE_MESSAGES = {
  load: 'Failed to load the discussion guide',
  save: 'Failed to save the discussion guide',
} as const

/** GET /projects/{id}/questions: the project's discussion guide. */
export const guideQuery = (projectId: string) =>
  queryOptions({
    queryKey: ['listProjectQuestions', { id: projectId }] as const,
    queryFn: () => unwrap(listProjectQuestions(projectId, { failure: GUIDE_MESSAGES.load })),
  })
