import { useMemo, useState } from 'react'
import type { Key } from 'react-aria-components'
import type { ProjectAttributes } from '@/api/types'
import { Cell, Column, Inline, Row, Select, Table, TableBody, TableHeader, Text } from '@/ui'
import { compareSegments, formatDifference } from '../analysis/segments'
import type { InsightsInput } from '../analysis/types'
import * as styles from './insights.css'
import { Section } from './section'
import { SentimentMix } from './sentiment-mix'

export interface CompareSectionProps {
  data: ProjectAttributes
  /** The interviews in the current segment. */
  input: InsightsInput
  showSentiment: boolean
}

/**
 * Compare (docs/product.md#segments): two values of one attribute, their themes side by side
 * with '{k} of {N}' per group and the difference in share, largest first.
 */
export function CompareSection({ data, input, showSentiment }: CompareSectionProps) {
  const [attributeId, setAttributeId] = useState<Key | null>(null)
  const [first, setFirst] = useState<Key | null>(null)
  const [second, setSecond] = useState<Key | null>(null)
  const attribute = data.attributes.find((each) => each.id === attributeId)
  const options = (attribute?.values ?? []).map((each) => ({ id: each, label: each }))
  const comparison = useMemo(
    () =>
      attribute && typeof first === 'string' && typeof second === 'string' && first !== second
        ? compareSegments(input, data, attribute.id, [first, second])
        : null,
    [attribute, data, first, input, second],
  )

  return (
    <Section title="Compare" className={styles.noPrint}>
      <Inline gap="sm" align="flex-end">
        <Select
          label="Compare by"
          placeholder="Choose an attribute"
          items={data.attributes.map((each) => ({ id: each.id, label: each.name }))}
          value={attributeId}
          onChange={(key) => {
            const chosen = data.attributes.find((each) => each.id === key)
            setAttributeId(key)
            setFirst(chosen?.values[0] ?? null)
            setSecond(chosen?.values[1] ?? null)
          }}
        />
        <Select
          label="First group"
          placeholder="Choose a value"
          isDisabled={!attribute}
          items={options}
          value={first}
          onChange={setFirst}
        />
        <Select
          label="Second group"
          placeholder="Choose a value"
          isDisabled={!attribute}
          items={options}
          value={second}
          onChange={setSecond}
        />
      </Inline>
      {comparison?.status === 'tooFew' && <Text tone="muted">Too few interviews to compare.</Text>}
      {comparison?.status === 'ready' && (
        <>
          {showSentiment &&
            comparison.groups.map((group) => (
              <SentimentMix
                key={group.value}
                counts={group.sentiment}
                label={`Sentiment of ${group.value}`}
              />
            ))}
          {comparison.rows.length === 0 ? (
            <Text tone="muted">No theme recurs across these interviews yet.</Text>
          ) : (
            <Table aria-label="Themes compared">
              <TableHeader>
                <Column isRowHeader>Theme</Column>
                <Column>{`${comparison.groups[0].value} (${comparison.groups[0].interviewCount})`}</Column>
                <Column>{`${comparison.groups[1].value} (${comparison.groups[1].interviewCount})`}</Column>
                <Column>Difference</Column>
              </TableHeader>
              <TableBody>
                {comparison.rows.map((row) => (
                  <Row key={row.label}>
                    <Cell>{row.label}</Cell>
                    <Cell>{`${row.counts[0]} of ${comparison.groups[0].interviewCount}`}</Cell>
                    <Cell>{`${row.counts[1]} of ${comparison.groups[1].interviewCount}`}</Cell>
                    <Cell>{formatDifference(row.difference)}</Cell>
                  </Row>
                ))}
              </TableBody>
            </Table>
          )}
        </>
      )}
    </Section>
  )
}
