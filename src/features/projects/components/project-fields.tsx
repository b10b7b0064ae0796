import type { ReactNode } from 'react'
import type { Key } from 'react-aria-components'
import { Select, TextArea, TextField } from '../../../ui'
import { FOLLOW_UP_INTENSITY_OPTIONS } from '../follow-up-intensity'

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
  return (
    <>
      <TextField
        label="Project Name"
        name="name"
        isRequired
        maxLength={NAME_MAX_LENGTH}
        validate={requiredText('Project Name')}
        value={values.name}
        onChange={set('name')}
      />
      <TextArea
        label="Description"
        name="description"
        rows={3}
        value={values.description}
        onChange={set('description')}
      />
      <TextField
        label="Company Name"
        name="company"
        isRequired
        maxLength={NAME_MAX_LENGTH}
        validate={requiredText('Company Name')}
        value={values.company}
        onChange={set('company')}
      />
      <TextField
        label="Product Name"
        name="product"
        isRequired
        maxLength={NAME_MAX_LENGTH}
        validate={requiredText('Product Name')}
        value={values.product}
        onChange={set('product')}
      />
      <TextArea
        label="Product Description"
        name="productDescription"
        isRequired
        rows={3}
        validate={requiredText('Product Description')}
        value={values.productDescription}
        onChange={set('productDescription')}
      />
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
