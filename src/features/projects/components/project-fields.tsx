import type { ReactNode } from 'react'
import type { Key } from 'react-aria-components'
import { Select, TextArea, TextField } from '@/ui'
import { FOLLOW_UP_INTENSITY_OPTIONS } from '@/domain/follow-up-intensity'

/** The fields Create Project and Edit Project share (docs/product.md#project-detail). */
export interface ProjectFieldValues {
  name: string
  description: string
  company: string
  product: string
  productDescription: string
  followUpIntensity: number
}

/** Names are at most 100 characters in the contract (Name). */
const NAME_MAX_LENGTH = 100

/** A required text must hold more than spaces (the contract's Name pattern); says which field. */
function requiredText(label: string) {
  return (value: string) => (value.trim() === '' ? `${label} is required` : null)
}

type TextKey = Exclude<keyof ProjectFieldValues, 'followUpIntensity'>

export interface ProjectFieldsProps {
  values: ProjectFieldValues
  onChange: (values: ProjectFieldValues) => void
  /** Create Project puts its Project Type select between the product fields and the intensity. */
  typeField?: ReactNode
}

export function ProjectFields({ values, onChange, typeField }: ProjectFieldsProps) {
  const set = <K extends keyof ProjectFieldValues>(key: K) => {
    return (value: ProjectFieldValues[K]) => onChange({ ...values, [key]: value })
  }
  // Each text field is labelled and bound alike; a required one names its label in its message.
  const text = (key: TextKey, label: string) => ({
    label,
    name: key,
    value: values[key],
    onChange: set(key),
  })
  const required = (key: TextKey, label: string) => ({
    ...text(key, label),
    isRequired: true,
    validate: requiredText(label),
  })
  return (
    <>
      <TextField {...required('name', 'Project Name')} maxLength={NAME_MAX_LENGTH} />
      <TextArea {...text('description', 'Description')} rows={3} />
      <TextField {...required('company', 'Company Name')} maxLength={NAME_MAX_LENGTH} />
      <TextField {...required('product', 'Product Name')} maxLength={NAME_MAX_LENGTH} />
      <TextArea {...required('productDescription', 'Product Description')} rows={3} />
      {typeField}
      <Select
        label="Follow-up Intensity"
        name="followUpIntensity"
        items={FOLLOW_UP_INTENSITY_OPTIONS}
        value={values.followUpIntensity}
        onChange={(key: Key | null) => {
          if (key !== null) set('followUpIntensity')(Number(key))
        }}
      />
    </>
  )
}
