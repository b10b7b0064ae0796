import type { ProjectCategory } from '@/contract/types'
import { Select, TextArea, TextField } from '@/ui'
import { CATEGORIES, CATEGORY_LABELS } from '../admin-texts'

const categoryOptions = CATEGORIES.map((category) => ({
  id: category,
  label: CATEGORY_LABELS[category],
}))

const isCategory = (value: unknown): value is ProjectCategory =>
  (CATEGORIES as readonly unknown[]).includes(value)

export interface ProjectTypeDraft {
  name: string
  description: string
  category: ProjectCategory | null
}

export interface ProjectTypeFieldsProps {
  draft: ProjectTypeDraft
  onChange: (draft: ProjectTypeDraft) => void
}

/** Name and Category are required (docs/product.md#validation); the create form and the Edit dialog share them. */
export function ProjectTypeFields({ draft, onChange }: ProjectTypeFieldsProps) {
  return (
    <>
      <TextField
        label="Name"
        isRequired
        value={draft.name}
        onChange={(name) => onChange({ ...draft, name })}
        validate={(value) => (value.trim() === '' ? 'Name is required' : null)}
        autoComplete="off"
      />
      <TextArea
        label="Description"
        rows={2}
        value={draft.description}
        onChange={(description) => onChange({ ...draft, description })}
      />
      <Select
        label="Category"
        isRequired
        placeholder="Select a category"
        items={categoryOptions}
        value={draft.category}
        onChange={(category) => {
          if (isCategory(category)) onChange({ ...draft, category })
        }}
        errorMessage="Category is required"
      />
    </>
  )
}
