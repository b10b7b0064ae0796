import { useEffect, useId, useState, type FormEvent } from 'react'
import type { Key } from 'react-aria-components'
import { createPagedList } from '@/api/paged-list'
import { PAGE_SIZE } from '@/api/pages'
import type { Project, ProjectMember, User } from '@/contract/types'
import { Alert, Button, Form, Modal, SearchField, Select, Spinner, Text } from '@/ui'
import { projectsActions, type InviteCandidates } from '../projects-store'

export interface InviteMemberModalProps {
  project: Project
  onClose: () => void
  onInvited: (member: ProjectMember) => void
}

/** The search's limit in the contract (SearchQuery). */
const SEARCH_MAX_LENGTH = 200

// Decision (the product notes give no text for it): the line under the search says why not everyone is listed.
const SEARCH_HINT = `Only the first ${PAGE_SIZE} matching interviewees are offered. Search by name or email to narrow the list.`

/** The status under the search: how many it offers, or that it found no one. */
function searchOutcome(offered: number, search: string): string {
  if (offered === 0 && search !== '') {
    return `No interviewee who is not a member yet matches "${search}".`
  }
  return `${offered} ${offered === 1 ? 'interviewee' : 'interviewees'} to choose from.`
}

const optionOf = (user: User) => ({
  id: user.id,
  label: `${user.firstName} ${user.lastName} (${user.email})`,
})

/**
 * Invite Member (docs/product.md#edit-project, docs/product.md#validation): offers only interviewees who are not members yet. Mounted while
 * open, so each opening asks the server who that is now. The server sends one page of them;
 * when more exist, a search asks it again for those matching.
 */
export function InviteMemberModal({ project, onClose, onInvited }: InviteMemberModalProps) {
  const formId = useId()
  const [candidates, setCandidates] = useState<InviteCandidates | null>(null)
  const [loadError, setLoadError] = useState<string | null>(null)
  // Set once an answer says more exist than one page, and kept so the box stays while narrowing.
  const [searchable, setSearchable] = useState(false)
  const [searchText, setSearchText] = useState('')
  /** The search the list answers (trimmed; '' for none). */
  const [search, setSearch] = useState('')
  const [chosen, setChosen] = useState<User | null>(null)
  const [listOpen, setListOpen] = useState(false)
  const [saving, setSaving] = useState(false)
  const [error, setError] = useState<string | null>(null)
  // One request per pause in typing, not one per key; the newest search's answer wins.
  const [list] = useState(() => {
    // Whether more interviewees than one page match, by search: the page lacks the members.
    const more = new Map<string, boolean>()
    return createPagedList<User>({
      fetchPage: async (query) => {
        const outcome = await projectsActions.loadInviteCandidates(project.id, query)
        if (!outcome.ok) return outcome
        more.set(query, outcome.data.more)
        return { ok: true, data: { items: outcome.data.users, nextCursor: null, total: null } }
      },
      onChange: ({ query, status, items, error }) => {
        if (status === 'loading') return
        // Options replaced under an open list would take the keyboard focus with them: the list
        // closes instead, and focus goes back to its button.
        setListOpen(false)
        setSearch(query)
        if (status === 'ready') {
          const hasMore = more.get(query) ?? false
          setCandidates({ users: [...items], more: hasMore })
          setLoadError(null)
          if (hasMore) setSearchable(true)
        } else {
          // The list shown was for another search: it goes rather than mislead.
          setCandidates(null)
          setLoadError(error)
        }
      },
    })
  })

  useEffect(() => {
    void list.load('')
    // Closing drops the answer on its way.
    return () => list.reset()
  }, [list])

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (chosen === null) return
    setSaving(true)
    setError(null)
    const outcome = await projectsActions.invite(project.id, chosen.id)
    setSaving(false)
    if (!outcome.ok) {
      setError(outcome.error)
      return
    }
    onInvited(outcome.data)
    onClose()
  }

  const found = candidates?.users ?? []
  // The chosen user stays offered (and chosen) when a later search does not find him.
  const offered =
    chosen === null || found.some((user) => user.id === chosen.id) ? found : [chosen, ...found]
  const choose = (key: Key | null) => setChosen(offered.find((user) => user.id === key) ?? null)

  return (
    <Modal
      title="Invite Member"
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose()
      }}
      isDismissable={!saving}
      footer={({ close }) => (
        <>
          <Button variant="secondary" onPress={close} isDisabled={saving}>
            Cancel
          </Button>
          <Button type="submit" form={formId} isPending={saving} isDisabled={offered.length === 0}>
            Send Invite
          </Button>
        </>
      )}
    >
      {/* Not a field of the invitation: it only changes what the Select offers. */}
      {searchable && (
        <SearchField
          label="Search users"
          description={SEARCH_HINT}
          maxLength={SEARCH_MAX_LENGTH}
          value={searchText}
          onChange={(text) => {
            setSearchText(text)
            list.type(text)
          }}
          onSubmit={(text) => void list.searchNow(text)}
          onClear={() => void list.searchNow('')}
        />
      )}
      <Form id={formId} onSubmit={(event) => void submit(event)}>
        {loadError !== null && <Alert tone="danger">{loadError}</Alert>}
        {error !== null && <Alert tone="danger">{error}</Alert>}
        {candidates === null && loadError === null && <Spinner label="Loading users" />}
        {found.length === 0 && candidates !== null && search === '' && !candidates.more && (
          <Text tone="muted">Every interviewee is already a member of this project.</Text>
        )}
        {searchable && candidates !== null && (
          // A status, so a screen reader hears what a search found.
          <Text role="status" tone="muted">
            {searchOutcome(found.length, search)}
          </Text>
        )}
        {offered.length > 0 && (
          <Select
            label="User"
            name="userId"
            placeholder="Select an interviewee"
            isRequired
            errorMessage="Select a user to invite"
            items={offered.map(optionOf)}
            value={chosen?.id ?? null}
            onChange={choose}
            isOpen={listOpen}
            onOpenChange={setListOpen}
          />
        )}
      </Form>
    </Modal>
  )
}
