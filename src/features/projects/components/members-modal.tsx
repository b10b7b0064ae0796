import { useEffect, useState } from 'react'
import type { Project, ProjectMember } from '../../../api/types'
import {
  Alert,
  Cell,
  Column,
  Modal,
  Row,
  Spinner,
  Table,
  TableBody,
  TableHeader,
} from '../../../ui'
import { formatDate } from '../../../domain/dates'
import { projectsActions } from '../projects-store'

export interface MembersModalProps {
  project: Project
  onClose: () => void
}

/**
 * View Members (docs/product.md#edit-project): who was invited, and when each completed the interview. Mounted while
 * open, so each opening shows the members as they are now.
 */
export function MembersModal({ project, onClose }: MembersModalProps) {
  const [members, setMembers] = useState<ProjectMember[] | null>(null)
  const [error, setError] = useState<string | null>(null)

  useEffect(() => {
    let current = true
    void projectsActions.loadMembers(project.id).then((outcome) => {
      if (!current) return
      if (outcome.ok) setMembers(outcome.data)
      else setError(outcome.error)
    })
    return () => {
      current = false
    }
  }, [project.id])

  return (
    <Modal
      title="Project Members"
      size="lg"
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose()
      }}
    >
      {error !== null && <Alert tone="danger">{error}</Alert>}
      {members === null && error === null && <Spinner label="Loading members" />}
      {members !== null && (
        <Table aria-label={`Members of ${project.name}`}>
          <TableHeader>
            <Column isRowHeader>Name</Column>
            <Column>Email</Column>
            <Column>Invited</Column>
            <Column>Completed</Column>
          </TableHeader>
          <TableBody items={members} renderEmptyState={() => 'No members invited yet'}>
            {(member) => (
              <Row id={member.id}>
                <Cell>{`${member.user.firstName} ${member.user.lastName}`}</Cell>
                <Cell>{member.user.email}</Cell>
                <Cell>{formatDate(member.invitedAt)}</Cell>
                <Cell>{member.completedAt ? formatDate(member.completedAt) : 'Not completed'}</Cell>
              </Row>
            )}
          </TableBody>
        </Table>
      )}
    </Modal>
  )
}
