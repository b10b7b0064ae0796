import { useEffect, useId, useState, type ReactNode } from 'react'
import type { Key } from 'react-aria-components'
import type { Project, User } from '@/contract/types'
import {
  Alert,
  Badge,
  Card,
  GridList,
  GridListItem,
  Heading,
  Inline,
  SearchField,
  Spinner,
  Stack,
  Text,
} from '@/ui'
import { PROJECT_STATUS } from '../project-status'
import { projectsActions, useProjects } from '../projects-store'
import type { StudySlots } from '../study-slots'
import { ProjectDetailModal } from './project-detail-modal'
import * as styles from './projects.css'

export interface ProjectListProps {
  user: User
  onStartInterview: (project: Project, promptOverride: string | null) => Promise<string | null>
  renderResults: (project: Project, close: () => void) => ReactNode
  /** Invite by Link in a project's details (docs/product.md#participant-links). */
  renderInviteByLink?: (project: Project, close: () => void) => ReactNode
  /** The study parts of the project dialogs (../study-slots.ts). */
  study?: StudySlots
}

/**
 * Decision: the search box shows only when the user has more projects than this (about what the
 * list shows without scrolling), or while a search is active. The demo's dashboard, with one or
 * two projects, stays as the specification draws it.
 */
export const SEARCH_THRESHOLD = 10

/** A card's height on a wide screen, until measured (narrow screens wrap to taller cards). */
const ESTIMATED_CARD_HEIGHT = 150
const CARD_GAP = 16

/**
 * The dashboard's project list (docs/product.md#project-detail): 'My Projects' for interviewees, 'Projects' for the
 * others; the server lists what each role may see. A card opens the project detail dialog.
 */
export function ProjectList({
  user,
  onStartInterview,
  renderResults,
  renderInviteByLink,
  study,
}: ProjectListProps) {
  const { projects, loaded, loadingMore, error, nextCursor, search, unfilteredTotal } =
    useProjects()
  const [selected, setSelected] = useState<Project | null>(null)
  const [searchText, setSearchText] = useState(search)
  const interviewee = user.role === 'interviewee'
  const headingId = useId()

  useEffect(() => {
    void projectsActions.loadProjects()
  }, [user.id])

  const searchable =
    (unfilteredTotal ?? 0) > SEARCH_THRESHOLD || search !== '' || searchText.trim() !== ''
  const openProject = (id: Key) =>
    setSelected(projects.find((project) => project.id === id) ?? null)

  return (
    <Stack as="section" gap="md" aria-labelledby={headingId}>
      <Heading level={2} id={headingId}>
        {interviewee ? 'My Projects' : 'Projects'}
      </Heading>
      {searchable && (
        <SearchField
          label="Search projects"
          // The contract's limit for `q`.
          maxLength={200}
          value={searchText}
          onChange={(text) => {
            setSearchText(text)
            projectsActions.typeSearch(text)
          }}
          // Enter and the clear button need not wait for the pause.
          onSubmit={(text) => void projectsActions.searchProjects(text)}
          onClear={() => void projectsActions.searchProjects('')}
          className={styles.search}
        />
      )}
      {error !== null && <Alert tone="danger">{error}</Alert>}
      {!loaded && <Spinner label="Loading projects" />}
      {loaded && error === null && projects.length === 0 && search === '' && (
        <Text tone="muted">
          {interviewee
            ? "You haven't been invited to any projects yet."
            : 'No projects created yet.'}
        </Text>
      )}
      {loaded && (projects.length > 0 || (search !== '' && error === null)) && (
        <GridList
          aria-labelledby={headingId}
          items={projects}
          onAction={openProject}
          estimatedRowHeight={ESTIMATED_CARD_HEIGHT}
          gap={CARD_GAP}
          onLoadMore={
            nextCursor === null ? undefined : () => void projectsActions.loadMoreProjects()
          }
          isLoadingMore={loadingMore}
          loadingLabel="Loading more projects"
          renderEmptyState={() => `No projects match "${search}".`}
        >
          {(project) => <ProjectCard project={project} onOpen={() => openProject(project.id)} />}
        </GridList>
      )}
      {selected !== null && (
        <ProjectDetailModal
          project={selected}
          user={user}
          onClose={() => setSelected(null)}
          onStartInterview={onStartInterview}
          renderResults={renderResults}
          renderInviteByLink={renderInviteByLink}
          {...(study && { study })}
        />
      )}
    </Stack>
  )
}

/** A row of the list: the card of docs/product.md#project-detail, whose title is also a button opening the project. */
function ProjectCard({ project, onOpen }: { project: Project; onOpen: () => void }) {
  const status = PROJECT_STATUS[project.status]
  return (
    <GridListItem id={project.id} textValue={project.name}>
      <Card as="div" title={project.name} onPress={onOpen}>
        {project.description !== '' && <Text tone="muted">{project.description}</Text>}
        <Inline gap="sm" justify="space-between">
          <Text size="sm">{`${project.company} - ${project.product}`}</Text>
          <Badge tone={status.tone}>{status.label}</Badge>
        </Inline>
      </Card>
    </GridListItem>
  )
}
