import { useDeferredValue, useMemo, useState } from 'react'
import { ComboBox, FormModal, SelectItem, TextArea } from '@/ui'
import { PASSAGE_NOT_IN_ANSWER, locatePassage } from '@/domain/coding/passages'
import type { CodingCode } from '../analysis/types'
import { CODING_TEXTS, codeChoice, codeNameMessage, type CodeChoice } from '../coding-texts'

/** A code the dialog offers. */
type OfferedCode = Pick<CodingCode, 'id' | 'name' | 'parentId'>

/** What Add Code submits: the passage where it sits in the answer, its code and note. */
interface NewCoding {
  start: number
  end: number
  passage: string
  code: CodeChoice
  note: string
}

export interface AddCodeDialogProps {
  /** The answer's stored text. */
  answerText: string
  /** The passage it opens with: a mouse selection, else the whole answer. */
  initial?: { start: number; end: number }
  codes: readonly OfferedCode[]
  /** Saves; resolves to the failure's message, or null when saved (the dialog then closes). */
  onSubmit: (coding: NewCoding) => Promise<string | null>
  onClose: () => void
}

/** The list shows this many matches: typing narrows it, and a long list stays quick to open. */
const SHOWN_MATCHES = 50
const CREATE_KEY = '\u0000create'

/** An option of the Code box: `value` is what choosing it puts in the box. */
interface Option {
  id: string
  label: string
  value: string
}

/**
 * Add Code (docs/product.md#coding): the passage, prefilled and trimmed by the researcher (it must
 * stay an exact, contiguous part of the answer), a code chosen or created as one types, and a note.
 */
export function AddCodeDialog({
  answerText,
  initial,
  codes,
  onSubmit,
  onClose,
}: AddCodeDialogProps) {
  const near = initial?.start ?? 0
  const [passage, setPassage] = useState(() =>
    initial ? answerText.slice(initial.start, initial.end) : answerText,
  )
  const [codeName, setCodeName] = useState('')
  const [note, setNote] = useState('')

  const typed = codeName.trim()
  // The box shows each key at once; the list follows in a render React may split and interrupt,
  // so typing into a long codebook makes no long task.
  const listed = useDeferredValue(typed)
  const options = useMemo(() => {
    const folded = listed.toLocaleLowerCase()
    const matches = codes.filter((code) => code.name.toLocaleLowerCase().includes(folded))
    const shown: Option[] = matches
      .slice(0, SHOWN_MATCHES)
      .map((code) => ({ id: code.id, label: code.name, value: code.name }))
    const exact = codes.some((code) => code.name.toLocaleLowerCase() === folded)
    return listed === '' || exact
      ? shown
      : [{ id: CREATE_KEY, label: CODING_TEXTS.create(listed), value: listed }, ...shown]
  }, [codes, listed])

  return (
    <FormModal
      title={CODING_TEXTS.addCode}
      submitLabel={CODING_TEXTS.addCode}
      onClose={onClose}
      onSubmit={() => {
        const at = locatePassage(answerText, passage, near)
        if (at === null) return Promise.resolve(PASSAGE_NOT_IN_ANSWER)
        return onSubmit({
          ...at,
          passage: answerText.slice(at.start, at.end),
          code: codeChoice(codes, typed),
          note: note.trim(),
        })
      }}
    >
      <TextArea
        label={CODING_TEXTS.passage}
        value={passage}
        onChange={setPassage}
        isRequired
        validate={(value) =>
          locatePassage(answerText, value, near) === null ? PASSAGE_NOT_IN_ANSWER : null
        }
        rows={Math.min(8, Math.max(3, Math.ceil(answerText.length / 70)))}
      />
      <ComboBox
        label={CODING_TEXTS.code}
        inputValue={codeName}
        onInputChange={setCodeName}
        items={options}
        allowsCustomValue
        allowsEmptyCollection
        isRequired
        validate={({ inputValue }) => codeNameMessage(inputValue, [])}
      >
        {(option) => (
          // The create option puts the typed name in the box, not its 'Create "…"' text.
          <SelectItem id={option.id} textValue={option.value}>
            {option.label}
          </SelectItem>
        )}
      </ComboBox>
      <TextArea label={CODING_TEXTS.note} value={note} onChange={setNote} rows={2} />
    </FormModal>
  )
}
