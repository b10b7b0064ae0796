import type { Key } from 'react-aria-components'
import type { ProjectAttributes } from '@/contract/types'
import { Select } from '@/ui'

/** One value Select: its label, the chosen value and what changes it. */
interface ValueChoice {
  label: string
  value: Key | null
  onChange: (value: Key | null) => void
}

export interface AttributeValueSelectsProps {
  attributes: ProjectAttributes['attributes']
  attributeLabel: string
  attributeId: Key | null
  onAttributeChange: (attributeId: Key | null) => void
  /** The value Selects after the attribute's, offering its values once it is chosen. */
  values: readonly ValueChoice[]
}

/** An attribute Select and the Selects of its values, as Segment and Compare ask for them. */
export function AttributeValueSelects({
  attributes,
  attributeLabel,
  attributeId,
  onAttributeChange,
  values,
}: AttributeValueSelectsProps) {
  const attribute = attributes.find((each) => each.id === attributeId)
  const options = (attribute?.values ?? []).map((each) => ({ id: each, label: each }))
  return (
    <>
      <Select
        label={attributeLabel}
        placeholder="Choose an attribute"
        items={attributes.map((each) => ({ id: each.id, label: each.name }))}
        value={attributeId}
        onChange={onAttributeChange}
      />
      {values.map(({ label, value, onChange }) => (
        <Select
          key={label}
          label={label}
          placeholder="Choose a value"
          isDisabled={!attribute}
          items={options}
          value={value}
          onChange={onChange}
        />
      ))}
    </>
  )
}
