import { useEffect, useId, useState, type FormEvent } from 'react'
import type { Key } from 'react-aria-components'
import type { Project, ProjectMember, User } from '../../../api/types'
import { Alert, Button, Form, Modal, Select, Spinner, Text } from '../../../ui'
import { projectsActions } from '../projects-store'

export interface InviteMemberModalProps {
  project: Project
  onClose: () => void
  onInvited: (member: ProjectMember) => void
}

/**
 * Invite Member (SPEC §2, §5): offers only interviewees who are not members yet. Mounted while
 * open, so each opening asks the server who that is now.
 */
export function InviteMemberModal({ project, onClose, onInvited }: InviteMemberModalProps) {
  const formId = useId()
  const [candidates, setCandidates] = useState<User[] | null>(null)
  const [loadError, setLoadError] = useState<string | null>(null)
  const [userId, setUserId] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const [error, setError] = useState<string | null>(null)

  useEffect(() => {
    let current = true
    void projectsActions.loadInviteCandidates(project.id).then((outcome) => {
      if (!current) return
      if (outcome.ok) setCandidates(outcome.data)
      else setLoadError(outcome.error)
    })
    return () => {
      current = false
    }
  }, [project.id])

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (userId === null) return
    setSaving(true)
    setError(null)
    const outcome = await projectsActions.invite(project.id, userId)
    setSaving(false)
    if (!outcome.ok) {
      setError(outcome.error)
      return
    }
    onInvited(outcome.data)
    onClose()
  }

  const options = (candidates ?? []).map((user) => ({
    id: user.id,
    label: `${user.firstName} ${user.lastName} (${user.email})`,
  }))

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
          <Button
            type="submit"
            form={formId}
            isPending={saving}
            isDisabled={candidates === null || candidates.length === 0}
          >
            Send Invite
          </Button>
        </>
      )}
    >
      <Form id={formId} onSubmit={(event) => void submit(event)}>
        {loadError !== null && <Alert tone="danger">{loadError}</Alert>}
        {error !== null && <Alert tone="danger">{error}</Alert>}
        {candidates === null && loadError === null && <Spinner label="Loading users" />}
        {candidates?.length === 0 && (
          <Text tone="muted">Every interviewee is already a member of this project.</Text>
        )}
        {candidates !== null && candidates.length > 0 && (
          <Select
            label="User"
            name="userId"
            placeholder="Select an interviewee"
            isRequired
            errorMessage="Select a user to invite"
            items={options}
            value={userId}
            onChange={(key: Key | null) => setUserId(key === null ? null : String(key))}
          />
        )}
      </Form>
    </Modal>
  )
}
