import { useMemo, useState, type ReactNode } from 'react'
import type { Key } from 'react-aria-components'
import type { Project, ProjectAttributes } from '@/contract/types'
import { Cell, Column, Inline, Row, Stack, Table, TableBody, TableHeader, Text } from '@/ui'
import { formatDifference } from '@/domain/group-comparison'
import { compareSegments } from '../analysis/segments'
import type { InsightAnswer, Insights, InsightsInput } from '../analysis/types'
import { AttributeValueSelects } from './attribute-value-selects'
import { Section } from './section'
import { SentimentMix } from './sentiment-mix'

export interface CompareSectionProps {
  project: Project
  data: ProjectAttributes
  /** The interviews in the current segment. */
  input: InsightsInput
  /** The segment's insights, as the sections below show them. */
  insights: Insights
  showSentiment: boolean
  /** The codes compared the same way, under the themes (composed by the app). */
  renderCodes?: (context: CompareCodesSlotContext) => ReactNode
}

/** What the codes slot of Compare is given: both groups and the answers they are read from. */
export interface CompareCodesSlotContext {
  project: Project
  groups: readonly [ComparedGroup, ComparedGroup]
  answers: readonly InsightAnswer[]
}

interface ComparedGroup {
  value: string
  interviewIds: readonly string[]
}

/**
 * Compare (docs/product.md#segments): two values of one attribute, their themes (and, through
 * the slot, their codes) side by side with '{k} of {N}' per group and the difference in share,
 * largest first.
 */
export function CompareSection({
  project,
  data,
  input,
  insights,
  showSentiment,
  renderCodes,
}: CompareSectionProps) {
  const [attributeId, setAttributeId] = useState<Key | null>(null)
  const [first, setFirst] = useState<Key | null>(null)
  const [second, setSecond] = useState<Key | null>(null)
  const attribute = data.attributes.find((each) => each.id === attributeId)
  const comparison = useMemo(
    () =>
      attribute && typeof first === 'string' && typeof second === 'string' && first !== second
        ? compareSegments(input, insights, data, attribute.id, [first, second])
        : null,
    [attribute, data, first, input, insights, second],
  )

  return (
    <Section title="Compare" screenOnly>
      <Inline gap="sm" align="flex-end">
        <AttributeValueSelects
          attributes={data.attributes}
          attributeLabel="Compare by"
          attributeId={attributeId}
          onAttributeChange={(key) => {
            const chosen = data.attributes.find((each) => each.id === key)
            setAttributeId(key)
            setFirst(chosen?.values[0] ?? null)
            setSecond(chosen?.values[1] ?? null)
          }}
          values={[
            { label: 'First group', value: first, onChange: setFirst },
            { label: 'Second group', value: second, onChange: setSecond },
          ]}
        />
      </Inline>
      {comparison?.status === 'tooFew' && <Text tone="muted">Too few interviews to compare.</Text>}
      {comparison?.status === 'ready' && (
        <>
          {showSentiment &&
            comparison.groups.map((group) => (
              // Each row says whose sentiment it is, on screen as for screen readers.
              <Stack key={group.value} gap="xs">
                <Text size="sm" weight="semibold">{`Sentiment of ${group.value}`}</Text>
                <SentimentMix counts={group.sentiment} label={`Sentiment of ${group.value}`} />
              </Stack>
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
          {renderCodes?.({ project, groups: comparison.groups, answers: insights.answers })}
        </>
      )}
    </Section>
  )
}
