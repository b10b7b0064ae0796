import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useSearchBox } from '@/api/paged-list'
import type { Project } from '@/contract/types'
import { Alert, Checkbox, CheckboxGroup, Inline, SearchField, Text } from '@/ui'
import { PROJECT_CHOICE_TEXTS } from '../admin-texts'
import { choicesOf, projectChoicesQuery, totalOf } from '../user-queries'

type ProjectChoice = Pick<Project, 'id' | 'name'>

/** The contract's longest `q`. */
const SEARCH_MAX_LENGTH = 200

/** What the newest search found (a page of matches and how many there are), or why it failed. */
type SearchResult =
  | { search: string; projects: readonly ProjectChoice[]; total: number | null }
  | { search: string; error: string }

/**
 * The search box's text and what the server answered to it, once typing paused. No search offers
 * the form's first page, which needs no request; while a newer search is on its way the older
 * answer stays, without its count (which no longer says what was searched).
 */
function useProjectSearch() {
  const box = useSearchBox()
  const found = useInfiniteQuery({
    ...projectChoicesQuery(box.search),
    enabled: box.search !== '',
    placeholderData: keepPreviousData,
  })
  // Until the first search's answer comes, the form's first page stays.
  let result: SearchResult | null = null
  if (box.search !== '') {
    if (found.error) result = { search: box.search, error: found.error.message }
    else if (found.data !== undefined)
      result = {
        search: box.search,
        projects: choicesOf(found.data),
        total: found.isPlaceholderData ? null : totalOf(found.data),
      }
  }
  return { text: box.text, type: box.type, search: box.searchNow, result }
}

/** The line beside the search box: how many of how many projects (or matches) are offered. */
function offeredCount(firstPage: number, total: number | null, result: SearchResult | null) {
  if (result === null) return total === null ? null : PROJECT_CHOICE_TEXTS.count(firstPage, total)
  if ('error' in result || result.total === null) return null
  return result.total === 0
    ? PROJECT_CHOICE_TEXTS.noMatches(result.search)
    : PROJECT_CHOICE_TEXTS.matchCount(result.projects.length, result.total)
}

export interface ProjectChoicesProps {
  /** The first page of projects, offered while nothing is searched. */
  firstPage: readonly ProjectChoice[]
  /** How many projects there are; more than the first page brings the search box. */
  total: number | null
  /** Every project's name seen so far, for the checked ones the offered list lacks. */
  names: Readonly<Record<string, string>>
  /** The checked projects' ids: what the form submits. */
  value: readonly string[]
  /** The checked ids, and the names of those among them on offer (for `names`). */
  onChange: (projectIds: string[], seen: Readonly<Record<string, string>>) => void
}

/**
 * The form's Projects checkboxes (docs/product.md#admin-panel). When the server has more projects than the first
 * page, a search asks it for the matching ones instead; a search never drops a checked project.
 */
export function ProjectChoices({ firstPage, total, names, value, onChange }: ProjectChoicesProps) {
  const { text, type, result, search } = useProjectSearch()
  // Checked in this form at some point (the edited user's from the start): listed whatever the
  // search offers, so a selection stays in sight, and unchecking one does not make it vanish.
  const [kept, setKept] = useState<readonly string[]>(() => [...value])
  const searchable = total === null || total > firstPage.length
  const offered = result === null ? firstPage : 'error' in result ? [] : result.projects
  const offeredIds = new Set(offered.map((project) => project.id))
  const keptElsewhere = kept
    .filter((id) => !offeredIds.has(id))
    .map((id) => ({ id, name: names[id] ?? id }))

  function change(projectIds: string[]) {
    setKept((old) => [...old, ...projectIds.filter((id) => !old.includes(id))])
    const checked = new Set(projectIds)
    onChange(
      projectIds,
      Object.fromEntries(
        offered.filter(({ id }) => checked.has(id)).map(({ id, name }) => [id, name]),
      ),
    )
  }

  // Fragments: on a short list the form holds the same checkbox group as ever, nothing around it.
  return (
    <>
      {searchable && (
        <Inline justify="space-between" align="flex-end">
          <SearchField
            label={PROJECT_CHOICE_TEXTS.search}
            value={text}
            onChange={type}
            // Enter searches at once (and does not submit the user form); so does clearing.
            onSubmit={search}
            onClear={() => search('')}
            maxLength={SEARCH_MAX_LENGTH}
          />
          {/* A status, so a screen reader hears how many projects a search found. */}
          <Text role="status" tone="muted">
            {offeredCount(firstPage.length, total, result)}
          </Text>
        </Inline>
      )}
      {result !== null && 'error' in result && <Alert tone="danger">{result.error}</Alert>}
      <CheckboxGroup label="Projects" value={[...value]} onChange={change}>
        {[...keptElsewhere, ...offered].map((project) => (
          <Checkbox key={project.id} value={project.id}>
            {project.name}
          </Checkbox>
        ))}
      </CheckboxGroup>
    </>
  )
}
