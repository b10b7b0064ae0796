import { useId } from 'react'
import { Button, Heading, Inline, Stack, Text, TextField } from '@/ui'

/** One attribute as typed: its values comma-separated. */
export interface AttributeDraft {
  /** The saved attribute's id; absent for a new one. */
  id?: string
  name: string
  values: string
}

export interface AttributeFieldsProps {
  drafts: readonly AttributeDraft[]
  onChange: (drafts: AttributeDraft[]) => void
}

/** 'Subscriber, Pay as you go' → ['Subscriber', 'Pay as you go']. */
export const splitValues = (typed: string) =>
  typed
    .split(',')
    .map((value) => value.trim())
    .filter((value) => value.length > 0)

/**
 * The Attributes section of Edit Project (docs/product.md#segments): add, rename and remove
 * attributes and their values. Values are typed comma-separated.
 */
export function AttributeFields({ drafts, onChange }: AttributeFieldsProps) {
  const headingId = useId()
  const change = (index: number, draft: Partial<AttributeDraft>) =>
    onChange(drafts.map((each, at) => (at === index ? { ...each, ...draft } : each)))
  return (
    <section aria-labelledby={headingId}>
      <Stack gap="md">
        <Heading level={3} size="sm" id={headingId}>
          Attributes
        </Heading>
        <Text size="sm" tone="muted">
          What you know about each interviewee (Plan, Team size), to filter and compare insights by.
          Separate the values with commas.
        </Text>
        {drafts.map((draft, index) => {
          const number = index + 1
          return (
            <Inline key={draft.id ?? `new-${index}`} gap="sm" align="flex-end">
              <TextField
                label={`Attribute ${number} name`}
                value={draft.name}
                onChange={(name) => change(index, { name })}
              />
              <TextField
                label={`Attribute ${number} values`}
                value={draft.values}
                onChange={(values) => change(index, { values })}
              />
              <Button
                variant="ghost"
                size="sm"
                onPress={() => onChange(drafts.filter((_, at) => at !== index))}
              >
                {`Remove attribute ${number}`}
              </Button>
            </Inline>
          )
        })}
        <Inline gap="sm">
          <Button
            variant="secondary"
            onPress={() => onChange([...drafts, { name: '', values: '' }])}
          >
            Add attribute
          </Button>
        </Inline>
      </Stack>
    </section>
  )
}
