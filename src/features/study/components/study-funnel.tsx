import { useQuery } from '@tanstack/react-query'
import { errorText } from '@/api/query'
import type { ApiSchemas } from '@/contract/types'
import { Alert, Spinner, Stack, Text } from '@/ui'
import { ALL_SOURCES, NO_SOURCE, formatDuration, formatRate } from '../funnel-format'
import { FUNNEL_FAILURE, funnelQuery } from '../queries'
import * as styles from './study.css'

type FunnelRow = ApiSchemas['FunnelRow']

const COLUMNS = [
  'Source',
  'Invited',
  'Started',
  'Completed',
  'Withdrawn',
  'Completion rate',
  'Median duration',
] as const

function FunnelTableRow({ label, row }: { label: string; row: FunnelRow }) {
  const cells = [
    row.invited,
    row.started,
    row.completed,
    row.withdrawn,
    formatRate(row.completionRate),
    formatDuration(row.medianDurationSeconds),
  ]
  return (
    <tr>
      <th scope="row" className={styles.cell}>
        {label}
      </th>
      {cells.map((value, index) => (
        <td key={COLUMNS[index + 1]} className={styles.cell}>
          {value}
        </td>
      ))}
    </tr>
  )
}

/**
 * The study's funnel in Results (docs/product.md#funnel): from invited to completed, the
 * completion rate and the median duration, overall and by the participants' Source.
 */
export function StudyFunnel({ projectId }: { projectId: string }) {
  const funnel = useQuery(funnelQuery(projectId))
  if (funnel.isPending) return <Spinner label="Loading the funnel" />
  if (funnel.isError) return <Alert tone="danger">{errorText(funnel.error, FUNNEL_FAILURE)}</Alert>
  const { total, bySource } = funnel.data
  return (
    <Stack gap="sm">
      <table className={styles.table}>
        <caption className={styles.caption}>Funnel</caption>
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className={styles.cell}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {bySource.map((row) => (
            <FunnelTableRow key={row.source ?? ''} label={row.source ?? NO_SOURCE} row={row} />
          ))}
          {bySource.length !== 1 && <FunnelTableRow label={ALL_SOURCES} row={total} />}
        </tbody>
      </table>
      {total.invited === 0 && <Text tone="muted">Nobody has been invited yet</Text>}
    </Stack>
  )
}
