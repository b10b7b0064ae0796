import { useMemo, useState } from 'react'
import type { Code } from '@/api/resources/coding'
import { ConfirmDialog, FormModal, Radio, RadioGroup, Select, TextArea, TextField } from '@/ui'
import { descendantsOf, treeOrder } from '@/domain/coding/tree'
import { CODE_COLORS, nextCodeColor } from '../code-colors'
import { codingActions } from '../coding-store'
import { CODING_TEXTS, codeNameMessage } from '../coding-texts'
import * as styles from './coding.css'

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

function NewCodeDialog({ codes, onClose }: { codes: readonly Code[]; onClose: () => void }) {
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
        codingActions.createCode({
          name,
          description,
          parentId: parentId === TOP ? null : parentId,
          color,
        })
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
            <span
              className={styles.swatchLarge}
              style={{ background: choice.value }}
              aria-hidden="true"
            />
            {choice.name}
          </Radio>
        ))}
      </RadioGroup>
    </FormModal>
  )
}

function RenameDialog({
  code,
  codes,
  onClose,
}: {
  code: Code
  codes: readonly Code[]
  onClose: () => void
}) {
  const [name, setName] = useState(code.name)
  return (
    <FormModal
      title={CODING_TEXTS.renameTitle(code.name)}
      submitLabel={CODING_TEXTS.save}
      onClose={onClose}
      onSubmit={() =>
        name.trim() === code.name
          ? Promise.resolve(null)
          : codingActions.updateCode(code.id, { name: name.trim() })
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
  code,
  codes,
  onClose,
}: {
  code: Code
  codes: readonly Code[]
  onClose: () => void
}) {
  const targets = useMemo(() => codeOptions(codes, new Set([code.id])), [codes, code.id])
  const [targetId, setTargetId] = useState<string | null>(null)
  return (
    <FormModal
      title={CODING_TEXTS.mergeTitle(code.name)}
      submitLabel={CODING_TEXTS.merge}
      onClose={onClose}
      isSubmitDisabled={targetId === null}
      onSubmit={() =>
        targetId === null ? Promise.resolve(null) : codingActions.mergeCode(code.id, targetId)
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
  code,
  codes,
  onClose,
}: {
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
  return (
    <FormModal
      title={CODING_TEXTS.parentTitle(code.name)}
      submitLabel={CODING_TEXTS.save}
      onClose={onClose}
      onSubmit={() => {
        const chosen = parentId === TOP ? null : parentId
        return chosen === code.parentId
          ? Promise.resolve(null)
          : codingActions.updateCode(code.id, { parentId: chosen })
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

export interface CodeDialogsProps {
  dialog: CodeDialog | null
  codes: readonly Code[]
  /** The highlights of the code being deleted, for the question. */
  highlightCount: number
  onClose: () => void
  /** A failed Delete, which has no form to show it in. */
  onError: (message: string) => void
}

/** The codebook's dialogs: New Code, Rename, Merge into…, Parent, Delete. */
export function CodeDialogs({ dialog, codes, highlightCount, onClose, onError }: CodeDialogsProps) {
  if (dialog === null) return null
  switch (dialog.kind) {
    case 'new':
      return <NewCodeDialog codes={codes} onClose={onClose} />
    case 'rename':
      return <RenameDialog code={dialog.code} codes={codes} onClose={onClose} />
    case 'merge':
      return <MergeDialog code={dialog.code} codes={codes} onClose={onClose} />
    case 'parent':
      return <ParentDialog code={dialog.code} codes={codes} onClose={onClose} />
    case 'delete':
      return (
        <ConfirmDialog
          isOpen
          onOpenChange={(open) => {
            if (!open) onClose()
          }}
          title={CODING_TEXTS.deleteTitle(dialog.code.name)}
          message={CODING_TEXTS.deleteMessage(highlightCount)}
          confirmLabel={CODING_TEXTS.delete}
          onConfirm={async () => {
            const error = await codingActions.deleteCode(dialog.code.id)
            if (error !== null) onError(error)
          }}
        />
      )
  }
}
