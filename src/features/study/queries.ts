import { queryOptions } from '@tanstack/react-query'
import { getStudyFunnel } from '@/api/resources/study'
import { unwrap } from '@/api/query'

/** docs/product.md#errors style: the screen's text when the funnel cannot be loaded. */
export const FUNNEL_FAILURE = 'Failed to load the funnel'

/** The study's funnel (GET /projects/{id}/funnel), keyed as docs/architecture.md#server-state says. */
export const funnelQuery = (projectId: string) =>
  queryOptions({
    queryKey: ['getStudyFunnel', { id: projectId }] as const,
    queryFn: () =>
      unwrap(getStudyFunnel(projectId, { failure: FUNNEL_FAILURE, fields: { projectId } })),
  })
