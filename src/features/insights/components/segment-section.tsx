import { useState } from 'react'
import type { Key } from 'react-aria-components'
import type { ProjectAttributes } from '@/contract/types'
import { Button, Inline, List, Text } from '@/ui'
import { describeSegment, type SegmentCondition } from '../analysis/segments'
import { AttributeValueSelects } from './attribute-value-selects'
import { Section } from './section'

export interface SegmentSectionProps {
  data: ProjectAttributes
  conditions: readonly SegmentCondition[]
  onChange: (conditions: SegmentCondition[]) => void
  /** Completed interviews in the segment, and in the project. */
  shown: number
  total: number
}

/**
 * The Segment filter (docs/product.md#segments): attribute and value, one condition per
 * attribute (choosing another value of the same attribute replaces it); every section below
 * covers only the matching interviewees' interviews.
 */
export function SegmentSection({ data, conditions, onChange, shown, total }: SegmentSectionProps) {
  const [attributeId, setAttributeId] = useState<Key | null>(null)
  const [value, setValue] = useState<Key | null>(null)
  const attribute = data.attributes.find((each) => each.id === attributeId)

  function add() {
    if (!attribute || typeof value !== 'string') return
    onChange([
      ...conditions.filter((condition) => condition.attributeId !== attribute.id),
      { attributeId: attribute.id, value },
    ])
    setValue(null)
  }

  return (
    <Section title="Segment" screenOnly>
      <Inline gap="sm" align="flex-end">
        <AttributeValueSelects
          attributes={data.attributes}
          attributeLabel="Attribute"
          attributeId={attributeId}
          onAttributeChange={(key) => {
            setAttributeId(key)
            setValue(null)
          }}
          values={[{ label: 'Value', value, onChange: setValue }]}
        />
        <Button variant="secondary" isDisabled={!attribute || value === null} onPress={add}>
          Add filter
        </Button>
      </Inline>
      {conditions.length > 0 && (
        <List layout="inline" gap="md" rowGap="xs" aria-label="Segment filters">
          {conditions.map((condition) => {
            const words = describeSegment([condition], data)
            return (
              <Inline as="li" key={condition.attributeId} gap="xs" wrap={false}>
                <Text elementType="span" size="sm">
                  {words}
                </Text>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Remove ${words}`}
                  onPress={() =>
                    onChange(
                      conditions.filter((each) => each.attributeId !== condition.attributeId),
                    )
                  }
                >
                  Remove
                </Button>
              </Inline>
            )
          })}
        </List>
      )}
      <Text aria-live="polite">
        {conditions.length === 0
          ? `Showing all ${total} interviews`
          : `Showing ${shown} of ${total} interviews: ${describeSegment(conditions, data)}`}
      </Text>
    </Section>
  )
}
