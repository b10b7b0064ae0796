import { useInfiniteQuery } from '@tanstack/react-query'
import { useId } from 'react'
import type { Key } from 'react-aria-components'
import { useSearchBox } from '@/api/paged-list'
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
import { sprinkles } from '@/styles'
import { PROJECT_STATUS } from '../project-status'
import { projectListQuery, totalOf } from '../queries'
import { SHARED_MESSAGES } from '@/domain/messages'

export interface ProjectListProps {
  user: User
  /** A card was chosen: the app opens the project's detail dialog at its address. */
  onOpenProject: (projectId: string) => void
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
export function ProjectList({ user, onOpenProject }: ProjectListProps) {
  const box = useSearchBox()
  const search = box.search
  const interviewee = user.role === 'interviewee'
  const headingId = useId()

  // While a new search is on its way the previous answer stays in sight.
  const list = useInfiniteQuery({
    ...projectListQuery(search),
    placeholderData: (previous) => previous,
  })
  // The user's count without a search decides whether the box shows; read from the cache only.
  const unfiltered = useInfiniteQuery({ ...projectListQuery(''), enabled: false })
  const projects = list.data?.pages.flatMap((page) => page.items) ?? []
  const loaded = list.data !== undefined || list.isError
  const error = list.error?.message ?? null
  const unfilteredTotal = totalOf(unfiltered.data)

  const searchable =
    (unfilteredTotal ?? 0) > SEARCH_THRESHOLD || search !== '' || box.text.trim() !== ''
  const openProject = (id: Key) => onOpenProject(String(id))

  return (
    <Stack as="section" gap="md" aria-labelledby={headingId}>
      <Heading level={2} id={headingId}>
        {interviewee ? 'My Projects' : 'Projects'}
      </Heading>
      {searchable && (
        <SearchField
          label={SHARED_MESSAGES.searchProjects}
          // The contract's limit for `q`.
          maxLength={200}
          value={box.text}
          onChange={box.type}
          // Enter and the clear button need not wait for the pause.
          onSubmit={box.searchNow}
          onClear={() => box.searchNow('')}
          className={sprinkles({ maxWidth: 'field' })}
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
          // After a failure the next page waits for the list to be read again.
          onLoadMore={
            list.hasNextPage && !list.isFetchingNextPage && !list.isError
              ? () => void list.fetchNextPage()
              : undefined
          }
          isLoadingMore={list.isFetchingNextPage}
          loadingLabel="Loading more projects"
          renderEmptyState={() => `No projects match "${search}".`}
        >
          {(project) => <ProjectCard project={project} onOpen={() => openProject(project.id)} />}
        </GridList>
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
