import { useEffect, useId, useState, type ReactNode } from 'react'
import type { Project, User } from '../../../api/types'
import { Alert, Badge, Card, Heading, Inline, Spinner, Stack, Text } from '../../../ui'
import { PROJECT_STATUS } from '../format'
import { projectsActions, useProjects } from '../projects-store'
import { ProjectDetailModal } from './project-detail-modal'
import * as styles from './projects.css'

export interface ProjectListProps {
  user: User
  onStartInterview: (project: Project, promptOverride: string | null) => Promise<string | null>
  renderResults: (project: Project, close: () => void) => ReactNode
}

/**
 * The dashboard's project list (SPEC §2): 'My Projects' for interviewees, 'Projects' for the
 * others; the server lists what each role may see. A card opens the project detail dialog.
 */
export function ProjectList({ user, onStartInterview, renderResults }: ProjectListProps) {
  const { projects, loaded, error } = useProjects()
  const [selected, setSelected] = useState<Project | null>(null)
  const interviewee = user.role === 'interviewee'
  const headingId = useId()

  useEffect(() => {
    void projectsActions.loadProjects()
  }, [user.id])

  return (
    <Stack as="section" gap="md" aria-labelledby={headingId}>
      <Heading level={2} id={headingId}>
        {interviewee ? 'My Projects' : 'Projects'}
      </Heading>
      {error !== null && <Alert tone="danger">{error}</Alert>}
      {!loaded && <Spinner label="Loading projects" />}
      {loaded && error === null && projects.length === 0 && (
        <Text tone="muted">
          {interviewee
            ? "You haven't been invited to any projects yet."
            : 'No projects created yet.'}
        </Text>
      )}
      {projects.length > 0 && (
        <ul className={styles.list}>
          {projects.map((project) => {
            const status = PROJECT_STATUS[project.status]
            return (
              <Card
                key={project.id}
                as="li"
                title={project.name}
                onPress={() => setSelected(project)}
              >
                {project.description !== '' && <Text tone="muted">{project.description}</Text>}
                <Inline gap="sm" justify="space-between">
                  <Text size="sm">{`${project.company} - ${project.product}`}</Text>
                  <Badge tone={status.tone}>{status.label}</Badge>
                </Inline>
              </Card>
            )
          })}
        </ul>
      )}
      {selected !== null && (
        <ProjectDetailModal
          project={selected}
          user={user}
          onClose={() => setSelected(null)}
          onStartInterview={onStartInterview}
          renderResults={renderResults}
        />
      )}
    </Stack>
  )
}
