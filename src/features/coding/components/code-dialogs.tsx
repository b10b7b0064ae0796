import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import type { Code } from '@/api/resources/coding'
import {
  ConfirmDialog,
  FormModal,
  Radio,
  RadioGroup,
  Select,
  Swatch,
  TextArea,
  TextField,
} from '@/ui'
import { descendantsOf, treeOrder } from '@/domain/coding/tree'
import { CODE_COLORS, nextCodeColor } from '../code-colors'
import { CODING_MESSAGES, CODING_TEXTS, codeNameMessage } from '../coding-texts'
import {
  createCodeMutation,
  deleteCodeMutation,
  failureOf,
  mergeCodeMutation,
  updateCodeMutation,
} from '../queries'

/** Which dialog of the codebook is open, and on which code. */
export type CodeDialog =
  { kind: 'new' } | { kind: 'rename' | 'merge' | 'parent' | 'delete'; code: Code }

const TOP = '\u0000top'

/** Codes as Select options, in the codebook's order, nested ones indented. */
function codeOptions(codes: readonly Code[], leaveOut: ReadonlySet<string> = new Set()) {
  return treeOrder(codes)
    .filter(({ code }) => !leaveOut.has(code.id))
    .map(({ code, depth }) => ({ id: code.id, label: `${'\u2003'.repeat(depth)}${code.name}` }))
}

/** Rename and Parent: one code's change, put in place at once (docs/architecture.md#server-state). */
function useUpdateCode(projectId: string, codeId: string) {
  const update = useMutation(updateCodeMutation(useQueryClient(), projectId))
  return (change: { name?: string; parentId?: string | null }) =>
    failureOf(update.mutateAsync({ codeId, change }), CODING_MESSAGES.saveCode)
}

function NewCodeDialog({
  projectId,
  codes,
  onClose,
}: {
  projectId: string
  codes: readonly Code[]
  onClose: () => void
}) {
  const create = useMutation(createCodeMutation(useQueryClient(), projectId))
  const [name, setName] = useState('')
  const [description, setDescription] = useState('')
  const [parentId, setParentId] = useState<string>(TOP)
  const [color, setColor] = useState(() => nextCodeColor(codes.length))
  const parents = useMemo(
    () => [{ id: TOP, label: CODING_TEXTS.noParent }, ...codeOptions(codes)],
    [codes],
  )
  return (
    <FormModal
      title={CODING_TEXTS.newCode}
      submitLabel={CODING_TEXTS.newCode}
      onClose={onClose}
      onSubmit={() =>
        failureOf(
          create.mutateAsync({
            name,
            description,
            parentId: parentId === TOP ? null : parentId,
            color,
          }),
          CODING_MESSAGES.saveCode,
        )
      }
    >
      <TextField
        label={CODING_TEXTS.name}
        value={name}
        onChange={setName}
        isRequired
        autoFocus
        validate={(value) => codeNameMessage(value, codes)}
      />
      <TextArea
        label={CODING_TEXTS.description}
        value={description}
        onChange={setDescription}
        rows={2}
      />
      <Select
        label={CODING_TEXTS.parent}
        items={parents}
        value={parentId}
        onChange={(key) => setParentId(String(key ?? TOP))}
      />
      <RadioGroup
        label={CODING_TEXTS.colour}
        orientation="horizontal"
        value={color}
        onChange={setColor}
      >
        {CODE_COLORS.map((choice) => (
          <Radio key={choice.value} value={choice.value}>
            <Swatch color={choice.value} size="md" />
            {choice.name}
          </Radio>
        ))}
      </RadioGroup>
    </FormModal>
  )
}

function RenameDialog({
  projectId,
  code,
  codes,
  onClose,
}: {
  projectId: string
  code: Code
  codes: readonly Code[]
  onClose: () => void
}) {
  const [name, setName] = useState(code.name)
  const update = useUpdateCode(projectId, code.id)
  return (
    <FormModal
      title={CODING_TEXTS.renameTitle(code.name)}
      submitLabel={CODING_TEXTS.save}
      onClose={onClose}
      onSubmit={() =>
        name.trim() === code.name ? Promise.resolve(null) : update({ name: name.trim() })
      }
    >
      <TextField
        label={CODING_TEXTS.name}
        value={name}
        onChange={setName}
        isRequired
        autoFocus
        validate={(value) => codeNameMessage(value, codes, code.id)}
      />
    </FormModal>
  )
}

function MergeDialog({
  projectId,
  code,
  codes,
  onClose,
}: {
  projectId: string
  code: Code
  codes: readonly Code[]
  onClose: () => void
}) {
  const targets = useMemo(() => codeOptions(codes, new Set([code.id])), [codes, code.id])
  const [targetId, setTargetId] = useState<string | null>(null)
  const merge = useMutation(mergeCodeMutation(useQueryClient(), projectId))
  return (
    <FormModal
      title={CODING_TEXTS.mergeTitle(code.name)}
      submitLabel={CODING_TEXTS.merge}
      onClose={onClose}
      isSubmitDisabled={targetId === null}
      onSubmit={() =>
        targetId === null
          ? Promise.resolve(null)
          : failureOf(merge.mutateAsync({ codeId: code.id, targetId }), CODING_MESSAGES.mergeCode)
      }
    >
      <Select
        label={CODING_TEXTS.mergeTarget}
        placeholder={CODING_TEXTS.chooseCode}
        items={targets}
        value={targetId}
        onChange={(key) => setTargetId(key === null ? null : String(key))}
        isRequired
      />
    </FormModal>
  )
}

function ParentDialog({
  projectId,
  code,
  codes,
  onClose,
}: {
  projectId: string
  code: Code
  codes: readonly Code[]
  onClose: () => void
}) {
  // A code cannot nest under itself or under one of its own sub-codes.
  const parents = useMemo(() => {
    const leaveOut = descendantsOf(codes, code.id)
    leaveOut.add(code.id)
    return [{ id: TOP, label: CODING_TEXTS.noParent }, ...codeOptions(codes, leaveOut)]
  }, [codes, code.id])
  const [parentId, setParentId] = useState<string>(code.parentId ?? TOP)
  const update = useUpdateCode(projectId, code.id)
  return (
    <FormModal
      title={CODING_TEXTS.parentTitle(code.name)}
      submitLabel={CODING_TEXTS.save}
      onClose={onClose}
      onSubmit={() => {
        const chosen = parentId === TOP ? null : parentId
        return chosen === code.parentId ? Promise.resolve(null) : update({ parentId: chosen })
      }}
    >
      <Select
        label={CODING_TEXTS.parent}
        items={parents}
        value={parentId}
        onChange={(key) => setParentId(String(key ?? TOP))}
      />
    </FormModal>
  )
}

function DeleteDialog({
  projectId,
  code,
  highlightCount,
  onClose,
  onError,
}: {
  projectId: string
  code: Code
} & Pick<CodeDialogsProps, 'highlightCount' | 'onClose' | 'onError'>) {
  const remove = useMutation(deleteCodeMutation(useQueryClient(), projectId))
  return (
    <ConfirmDialog
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose()
      }}
      title={CODING_TEXTS.deleteTitle(code.name)}
      message={CODING_TEXTS.deleteMessage(highlightCount)}
      confirmLabel={CODING_TEXTS.delete}
      onConfirm={async () => {
        const error = await failureOf(remove.mutateAsync(code.id), CODING_MESSAGES.deleteCode)
        if (error !== null) onError(error)
      }}
    />
  )
}

export interface CodeDialogsProps {
  projectId: string
  dialog: CodeDialog | null
  codes: readonly Code[]
  /** The highlights of the code being deleted, for the question. */
  highlightCount: number
  onClose: () => void
  /** A failed Delete, which has no form to show it in. */
  onError: (message: string) => void
}

/** The codebook's dialogs: New Code, Rename, Merge into…, Parent, Delete. */
export function CodeDialogs({
  projectId,
  dialog,
  codes,
  highlightCount,
  onClose,
  onError,
}: CodeDialogsProps) {
  if (dialog === null) return null
  const props = { projectId, codes, onClose }
  switch (dialog.kind) {
    case 'new':
      return <NewCodeDialog {...props} />
    case 'rename':
      return <RenameDialog {...props} code={dialog.code} />
    case 'merge':
      return <MergeDialog {...props} code={dialog.code} />
    case 'parent':
      return <ParentDialog {...props} code={dialog.code} />
    case 'delete':
      return (
        <DeleteDialog
          projectId={projectId}
          code={dialog.code}
          highlightCount={highlightCount}
          onClose={onClose}
          onError={onError}
        />
      )
  }
}
