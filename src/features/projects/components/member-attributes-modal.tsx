import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { Key } from 'react-aria-components'
import type { ProjectAttributes, ProjectMember } from '@/contract/types'
import { FormModal, Select } from '@/ui'
import { errorText } from '@/api/query'
import { saveMemberAttributesMutation } from '../attributes-api'
import { ATTRIBUTE_MESSAGES } from '../messages'
import { SHARED_MESSAGES } from '@/domain/messages'

/** The select's key for no value. */
const NOT_SET = ''

export interface MemberAttributesModalProps {
  projectId: string
  member: ProjectMember
  data: ProjectAttributes
  onClose: () => void
}

/** Edit attributes (docs/product.md#segments): one select per attribute, 'Not set' allowed. */
export function MemberAttributesModal({
  projectId,
  member,
  data,
  onClose,
}: MemberAttributesModalProps) {
  const current = data.members.find((each) => each.userId === member.userId)?.values ?? {}
  const [values, setValues] = useState<Record<string, string>>({ ...current })
  const saving = useMutation(saveMemberAttributesMutation(useQueryClient(), projectId))

  async function save(): Promise<string | null> {
    try {
      await saving.mutateAsync({ userId: member.userId, values })
      return null
    } catch (error) {
      return errorText(error, ATTRIBUTE_MESSAGES.save)
    }
  }

  function choose(attributeId: string, key: Key | null) {
    const next = { ...values }
    if (typeof key === 'string' && key !== NOT_SET) next[attributeId] = key
    else delete next[attributeId]
    setValues(next)
  }

  return (
    <FormModal
      title={`Edit attributes: ${member.user.firstName} ${member.user.lastName}`}
      submitLabel="Save Changes"
      onSubmit={save}
      onClose={onClose}
      gap="md"
    >
      {data.attributes.map((attribute) => (
        <Select
          key={attribute.id}
          label={attribute.name}
          items={[
            { id: NOT_SET, label: SHARED_MESSAGES.notSet },
            ...attribute.values.map((value) => ({ id: value, label: value })),
          ]}
          value={values[attribute.id] ?? NOT_SET}
          onChange={(key) => choose(attribute.id, key)}
        />
      ))}
    </FormModal>
  )
}
