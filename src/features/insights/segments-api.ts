import { getProjectAttributes } from '@/api/resources/segments'
import type { ProjectAttributes } from '@/contract/types'

const NO_ATTRIBUTES: ProjectAttributes = { attributes: [], members: [] }

/**
 * The project's attributes and members' values for the Segment filter and Compare. A backend
 * without attributes (or a failed read) leaves the tab as it was, with no segment controls,
 * rather than failing the insights themselves.
 */
export async function loadAttributes(projectId: string): Promise<ProjectAttributes> {
  const outcome = await getProjectAttributes(projectId, {
    failure: 'Failed to load attributes',
    fields: { projectId },
    level: 'warn',
  })
  return outcome.ok ? outcome.data : NO_ATTRIBUTES
}
