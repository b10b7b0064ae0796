import { useEffect, useMemo, useState, type ReactNode } from 'react'
import type { Key } from 'react-aria-components'
import type { Project, ProjectAttributes } from '../../../api/types'
import { Cell, Column, Inline, Row, Select, Table, TableBody, TableHeader, Text } from '../../../ui'
import { formatDifference } from '../../../domain/group-comparison'
import { logger } from '../../../lib/logger'
import { computeInsightsInBackground } from '../analysis'
import { compareSegments, type Comparison } from '../analysis/segments'
import { INSIGHTS_MESSAGES } from '../insights-api'
import type { InsightAnswer, InsightsInput } from '../analysis/types'
import * as styles from './insights.css'
import { Section } from './section'
import { SentimentMix } from './sentiment-mix'

export interface CompareSectionProps {
  project: Project
  data: ProjectAttributes
  /** The interviews in the current segment. */
  input: InsightsInput
  /** The answers of the segment's completed interviews. */
  answers: readonly InsightAnswer[]
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
  answers,
  showSentiment,
  renderCodes,
}: CompareSectionProps) {
  const [attributeId, setAttributeId] = useState<Key | null>(null)
  const [first, setFirst] = useState<Key | null>(null)
  const [second, setSecond] = useState<Key | null>(null)
  const attribute = data.attributes.find((each) => each.id === attributeId)
  const options = (attribute?.values ?? []).map((each) => ({ id: each, label: each }))
  // The comparison asked for; a result shows only while it answers the current request.
  const request = useMemo(
    () =>
      attribute && typeof first === 'string' && typeof second === 'string' && first !== second
        ? { input, data, attributeId: attribute.id, values: [first, second] as [string, string] }
        : null,
    [attribute, data, first, input, second],
  )
  const [answered, setAnswered] = useState<{ for: object; result: Comparison } | null>(null)
  const comparison = answered && answered.for === request ? answered.result : null
  useEffect(() => {
    if (!request) return
    // Another choice or another segment stops a comparison still computing.
    const abort = new AbortController()
    compareSegments(request.input, request.data, request.attributeId, request.values, (both) =>
      computeInsightsInBackground(both, { signal: abort.signal }),
    ).then(
      (result) => {
        if (!abort.signal.aborted) setAnswered({ for: request, result })
      },
      (error: unknown) => {
        if (abort.signal.aborted) return
        logger.error(INSIGHTS_MESSAGES.compute, {
          projectId: project.id,
          detail: error instanceof Error ? error.message : String(error),
        })
      },
    )
    return () => abort.abort()
  }, [project.id, request])

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
          {renderCodes?.({ project, groups: comparison.groups, answers })}
        </>
      )}
    </Section>
  )
}
