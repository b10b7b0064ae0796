import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { projectAttributesQuery } from '@/api/shared-queries'
import type { Project, ProjectMember } from '@/contract/types'
import {
  Alert,
  Button,
  Cell,
  Column,
  Modal,
  Row,
  Spinner,
  Table,
  TableBody,
  TableHeader,
} from '@/ui'
import { formatDate } from '@/domain/dates'
import { describeValues } from '../attributes-api'
import { membersQuery } from '../queries'
import { MemberAttributesModal } from './member-attributes-modal'

export interface MembersModalProps {
  project: Project
  onClose: () => void
}

/**
 * View Members (docs/product.md#edit-project): who was invited, and when each completed the interview. Mounted while
 * open, so each opening shows the members as they are now.
 */
export function MembersModal({ project, onClose }: MembersModalProps) {
  const listed = useQuery(membersQuery(project.id))
  const members = listed.data ?? null
  const error = listed.error?.message ?? null
  // docs/product.md#segments: without attributes (or a backend without them) no column shows.
  const read = useQuery(projectAttributesQuery(project.id)).data
  const attributes = read && read.attributes.length > 0 ? read : null
  const [editing, setEditing] = useState<ProjectMember | null>(null)

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
            {attributes !== null && <Column>Attributes</Column>}
          </TableHeader>
          <TableBody
            items={members}
            dependencies={[attributes]}
            renderEmptyState={() => 'No members invited yet'}
          >
            {(member) => (
              <Row id={member.id}>
                <Cell>{`${member.user.firstName} ${member.user.lastName}`}</Cell>
                <Cell>{member.user.email}</Cell>
                <Cell>{formatDate(member.invitedAt)}</Cell>
                <Cell>{member.completedAt ? formatDate(member.completedAt) : 'Not completed'}</Cell>
                {attributes !== null && (
                  <Cell>
                    {describeValues(attributes, member.userId)}{' '}
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`Edit attributes of ${member.user.firstName} ${member.user.lastName}`}
                      onPress={() => setEditing(member)}
                    >
                      Edit attributes
                    </Button>
                  </Cell>
                )}
              </Row>
            )}
          </TableBody>
        </Table>
      )}
      {editing !== null && attributes !== null && (
        <MemberAttributesModal
          projectId={project.id}
          member={editing}
          data={attributes}
          onClose={() => setEditing(null)}
        />
      )}
    </Modal>
  )
}
