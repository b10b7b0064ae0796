import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useId, useState, type FormEvent } from 'react'
import type { Key } from 'react-aria-components'
import { useSearchBox } from '@/api/paged-list'
import { PAGE_SIZE, type Page } from '@/api/pages'
import { errorText } from '@/api/query'
import type { Project, ProjectMember, User } from '@/contract/types'
import { Alert, Button, Form, Modal, SearchField, Select, Spinner, Text } from '@/ui'
import { intervieweesQuery, inviteMutation, membersQuery } from '../queries'
import { SHARED_MESSAGES } from '@/domain/messages'
import { PROJECT_MESSAGES } from '../messages'

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

/** More interviewees match than one page holds. */
const moreThanOnePage = ({ items, total, nextCursor }: Page<User>) =>
  total === null ? nextCursor !== null : total > items.length

/**
 * docs/product.md#validation: only interviewees who are not already members may be invited. The
 * server sends one page of interviewees (the whole user list is megabytes on a large data set);
 * the project's members are dropped here.
 */
function candidatesOf(page: Page<User>, members: readonly ProjectMember[]) {
  const memberIds = new Set(members.map((member) => member.userId))
  return {
    users: page.items.filter((user) => !memberIds.has(user.id)),
    more: moreThanOnePage(page),
  }
}

/**
 * Invite Member (docs/product.md#edit-project, docs/product.md#validation): offers only interviewees who are not members yet. Mounted while
 * open, so each opening asks the server who that is now. The server sends one page of them;
 * when more exist, a search asks it again for those matching.
 */
export function InviteMemberModal({ project, onClose, onInvited }: InviteMemberModalProps) {
  const formId = useId()
  const queryClient = useQueryClient()
  const box = useSearchBox()
  // Each opening asks afresh (staleTime 0); while a search is on its way the last answer stays.
  const users = useQuery({
    ...intervieweesQuery(box.search),
    placeholderData: (previous) => previous,
  })
  // The search the shown answer is for, which the texts name.
  const [search, setSearch] = useState('')
  if (users.isSuccess && !users.isPlaceholderData && search !== box.search) setSearch(box.search)
  const members = useQuery(membersQuery(project.id))
  // Once more interviewees exist than one page, the box stays while narrowing them.
  const unfiltered = useQuery({ ...intervieweesQuery(''), enabled: false })
  const invite = useMutation(inviteMutation(queryClient, project.id))
  const [chosen, setChosen] = useState<User | null>(null)
  // Options replaced under an open list would take the keyboard focus with them: the list is
  // open only for the answer it was opened on, and a new one closes it.
  const [openedOn, setOpenedOn] = useState<number | null>(null)
  const [error, setError] = useState<string | null>(null)

  const candidates = users.data && members.data ? candidatesOf(users.data, members.data) : null
  const loadError = users.error?.message ?? members.error?.message ?? null
  const searchable =
    (unfiltered.data !== undefined && moreThanOnePage(unfiltered.data)) ||
    box.search !== '' ||
    box.text.trim() !== ''
  const answeredAt = Math.max(users.dataUpdatedAt, members.dataUpdatedAt)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (chosen === null) return
    setError(null)
    let member: ProjectMember
    try {
      member = await invite.mutateAsync(chosen.id)
    } catch (failure) {
      setError(errorText(failure, PROJECT_MESSAGES.invite))
      return
    }
    onInvited(member)
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
      isDismissable={!invite.isPending}
      footer={({ close }) => (
        <>
          <Button variant="secondary" onPress={close} isDisabled={invite.isPending}>
            Cancel
          </Button>
          <Button
            type="submit"
            form={formId}
            isPending={invite.isPending}
            isDisabled={offered.length === 0}
          >
            Send Invite
          </Button>
        </>
      )}
    >
      {/* Not a field of the invitation: it only changes what the Select offers. */}
      {searchable && (
        <SearchField
          label={SHARED_MESSAGES.searchUsers}
          description={SEARCH_HINT}
          maxLength={SEARCH_MAX_LENGTH}
          value={box.text}
          onChange={box.type}
          onSubmit={box.searchNow}
          onClear={() => box.searchNow('')}
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
            isOpen={openedOn === answeredAt}
            onOpenChange={(open) => setOpenedOn(open ? answeredAt : null)}
          />
        )}
      </Form>
    </Modal>
  )
}
