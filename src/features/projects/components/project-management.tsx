import { canAdminister } from '@/domain/permissions'
import { useId, useState } from 'react'
import { canLeadProjects } from '@/domain/roles'
import type { Project, User } from '@/contract/types'
import { Button, Heading, Inline, Stack } from '@/ui'
import { CreateProjectModal } from './create-project-modal'

export interface ProjectManagementProps {
  user: User
  /** Admin Panel: opens the admin panel on its first tab. */
  onOpenAdminPanel: () => void
  /** Create Project succeeded: the app opens the new project. */
  onProjectCreated?: (project: Project) => void
}

/** Project Management (docs/product.md#project-detail, docs/product.md#roles): Create Project for admins and leads, Admin Panel for admins. */
export function ProjectManagement({
  user,
  onOpenAdminPanel,
  onProjectCreated,
}: ProjectManagementProps) {
  const [creating, setCreating] = useState(false)
  const headingId = useId()
  if (!canLeadProjects(user.role)) return null
  return (
    <Stack as="section" gap="md" aria-labelledby={headingId}>
      <Heading level={2} id={headingId}>
        Project Management
      </Heading>
      <Inline gap="sm">
        <Button onPress={() => setCreating(true)}>Create Project</Button>
        {canAdminister(user) && (
          <Button variant="secondary" onPress={onOpenAdminPanel}>
            Admin Panel
          </Button>
        )}
      </Inline>
      {creating && (
        <CreateProjectModal onClose={() => setCreating(false)} onCreated={onProjectCreated} />
      )}
    </Stack>
  )
}
