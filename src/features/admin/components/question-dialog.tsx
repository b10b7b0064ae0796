import { useState } from 'react'
import type { Snapshot } from 'valtio'
import type { ProjectTypeQuestion } from '@/contract/types'
import { Checkbox, FormModal, NumberField, TextArea } from '@/ui'
import { isQuestionActive, projectTypesActions } from '../project-types-store'

/** A new question (with its default order, the next position) or an existing one. */
export type QuestionDialogTarget =
  | { kind: 'create'; defaultOrder: number }
  | { kind: 'edit'; question: Snapshot<ProjectTypeQuestion> }

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

  const orderValid = Number.isInteger(order) && order >= MIN_ORDER && order <= MAX_ORDER
  const canSave = text.trim() !== '' && orderValid

  async function submit(): Promise<string | null> {
    const outcome = await projectTypesActions.saveQuestion(typeId, editing?.id ?? null, {
      text,
      order,
      isActive,
    })
    return outcome.ok ? null : outcome.error
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
