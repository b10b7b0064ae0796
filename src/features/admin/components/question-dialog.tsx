import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { ProjectTypeQuestion } from '@/contract/types'
import { errorText } from '@/api/query'
import { Checkbox, FormModal, NumberField, TextArea } from '@/ui'
import { ADMIN_MESSAGES } from '../admin-texts'
import { isQuestionActive, saveQuestionMutation } from '../project-types-queries'

/** A new question (with its default order, the next position) or an existing one. */
export type QuestionDialogTarget =
  { kind: 'create'; defaultOrder: number } | { kind: 'edit'; question: ProjectTypeQuestion }

// The contract's bounds for a question's order.
const MIN_ORDER = 1
const MAX_ORDER = 1000

export interface QuestionDialogProps {
  typeId: string
  target: QuestionDialogTarget
  onClose: () => void
}

/**
 * The question dialog (docs/product.md#project-types, docs/product.md#validation): Question Text (required), Display Order (min 1, default
 * the next position) and Active (checked by default). Save stays disabled while the text is
 * blank.
 */
export function QuestionDialog({ typeId, target, onClose }: QuestionDialogProps) {
  const editing = target.kind === 'edit' ? target.question : null
  const [text, setText] = useState(editing?.text ?? '')
  const [order, setOrder] = useState(
    editing?.order ?? (target.kind === 'create' ? target.defaultOrder : MIN_ORDER),
  )
  const [isActive, setActive] = useState(editing ? isQuestionActive(editing) : true)
  const save = useMutation(saveQuestionMutation(useQueryClient(), typeId))

  const orderValid = Number.isInteger(order) && order >= MIN_ORDER && order <= MAX_ORDER
  const canSave = text.trim() !== '' && orderValid

  async function submit(): Promise<string | null> {
    try {
      await save.mutateAsync({ questionId: editing?.id ?? null, values: { text, order, isActive } })
      return null
    } catch (error) {
      return errorText(error, ADMIN_MESSAGES.saveQuestion)
    }
  }

  return (
    <FormModal
      title={editing ? 'Edit Question' : 'Add Question'}
      submitLabel={editing ? 'Save Changes' : 'Create Question'}
      onSubmit={submit}
      onClose={onClose}
      isSubmitDisabled={!canSave}
      gap="md"
    >
      <TextArea
        label="Question Text"
        isRequired
        rows={3}
        value={text}
        onChange={setText}
        autoFocus
      />
      <NumberField
        label="Display Order"
        isRequired
        minValue={MIN_ORDER}
        maxValue={MAX_ORDER}
        step={1}
        value={order}
        onChange={setOrder}
      />
      <Checkbox isSelected={isActive} onChange={setActive}>
        Active
      </Checkbox>
    </FormModal>
  )
}
