/**
 * Queries that more than one feature reads (features never import each other): one definition
 * per cache entry, keyed `[operationId, params]` (docs/architecture.md#server-state).
 */
import { queryOptions } from '@tanstack/react-query'
import { SHARED_MESSAGES } from '@/domain/messages'
import { unwrap } from './query'
import { getProjectAttributes } from './resources/segments'

/**
 * A project's attributes and its members' values: Edit Project, Members and the Analysis
 * workspace's segment filter. Logged as a warning: only Edit Project shows the failure, the
 * others go on without segments.
 */
export const projectAttributesQuery = (projectId: string) =>
  queryOptions({
    queryKey: ['getProjectAttributes', { projectId }],
    queryFn: () =>
      unwrap(
        getProjectAttributes(projectId, {
          failure: SHARED_MESSAGES.loadAttributes,
          fields: { projectId },
          level: 'warn',
        }),
      ),
  })
