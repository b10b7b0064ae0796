import { useMemo } from 'react'
import { formatDifference } from '@/domain/group-comparison'
import { Cell, Column, Row, Spinner, Table, TableBody, TableHeader, Text } from '@/ui'
import { compareCodes } from '../analysis/compare-codes'
import type { CodingAnswer } from '../analysis/types'
import { CODING_TEXTS } from '../coding-texts'
import { useProjectCoding } from '../queries'

interface CodesComparedProps {
  project: { id: string }
  /** The two groups of Compare, each its value and its completed interviews. */
  groups: readonly [ComparedGroup, ComparedGroup]
  /** The answers of the current segment's completed interviews. */
  answers: readonly CodingAnswer[]
}

interface ComparedGroup {
  value: string
  interviewIds: readonly string[]
}

/**
 * Compare's codes (docs/product.md#segments): beside the themes, each code with '{k} of {N}' per
 * group and the difference in share, largest first.
 */
export function CodesCompared({ project, groups, answers }: CodesComparedProps) {
  const coding = useProjectCoding(project.id)
  const codes = coding.data?.codes
  const highlights = coding.data?.highlights
  const rows = useMemo(
    () =>
      compareCodes(codes ?? [], highlights ?? [], answers, [
        groups[0].interviewIds,
        groups[1].interviewIds,
      ]),
    [codes, highlights, answers, groups],
  )

  if (coding.error !== null) return <Text tone="danger">{coding.error}</Text>
  if (coding.data === undefined) return <Spinner label={CODING_TEXTS.loading} />
  if (rows.length === 0) return <Text tone="muted">{CODING_TEXTS.noCodesToCompare}</Text>
  const [first, second] = groups
  const ofGroup = (count: number, group: ComparedGroup) =>
    `${count} of ${group.interviewIds.length}`
  return (
    <Table aria-label={CODING_TEXTS.codesCompared}>
      <TableHeader>
        <Column isRowHeader>{CODING_TEXTS.code}</Column>
        <Column>{`${first.value} (${first.interviewIds.length})`}</Column>
        <Column>{`${second.value} (${second.interviewIds.length})`}</Column>
        <Column>{CODING_TEXTS.difference}</Column>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <Row key={row.codeId}>
            <Cell>{row.label}</Cell>
            <Cell>{ofGroup(row.counts[0], first)}</Cell>
            <Cell>{ofGroup(row.counts[1], second)}</Cell>
            <Cell>{formatDifference(row.difference)}</Cell>
          </Row>
        ))}
      </TableBody>
    </Table>
  )
}
