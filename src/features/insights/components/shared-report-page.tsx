import { lazy, Suspense, use, useState, type ReactNode } from 'react'
import type { Outcome } from '@/api/call'
import type { SharedReport } from '@/contract/types'
import { Alert } from '@/ui/alert'
import { ContentBlock } from '@/ui/content-block'
import { Stack } from '@/ui/layout'
import { printAlone } from '@/ui/print.css'
import { Spinner } from '@/ui/spinner'
import { Heading, Text } from '@/ui/typography'
import { UserText } from '@/ui/user-text'
import { formatDate } from '@/domain/dates'
import { segmentWords } from '../share-links'
import { loadSharedReport } from '../shared-report'
import { Overview } from './overview'
import { ThemesSection } from './themes-section'

// Only a link that includes sentiment shows the chart: the others never fetch its code.
const SentimentChart = lazy(() =>
  import('./sentiment-chart').then((m) => ({ default: m.SentimentChart })),
)

export interface SharedReportPageProps {
  token: string
  /** The report's codes with their passages, composed by the app (coding's own section). */
  renderCodes?: (context: SharedCodesSlotContext) => ReactNode
}

/** What the codes slot is given: the report's codes with their passages, as the server sent them. */
export interface SharedCodesSlotContext {
  codes: SharedReport['codes']
  interviewTotal: number
}

/**
 * The read-only report a link opens, for readers who never sign in (docs/product.md#shared-report):
 * the project, who shared it and when, the overview, the chart when the link includes
 * sentiment, the themes and the codes with their passages. It renders what the server computed:
 * no answer in full and no interviewee reaches the browser, so none can show.
 */
export default function SharedReportPage({ token, renderCodes }: SharedReportPageProps) {
  // One read per page (the app mounts a page per token), started here, above the Suspense
  // boundary, so that it outlives the suspended render. The page has one read and no writes and
  // is a root of its own for readers who never sign in: it keeps TanStack Query out of its first
  // load (docs/architecture.md#first-loads), and React's `use` needs no flag against a late answer.
  const [outcome] = useState(() => loadSharedReport(token))
  return (
    <ContentBlock as="main" width="large" padded fitContent>
      <Suspense fallback={<Spinner label="Loading the report" />}>
        <ReportOf outcome={outcome} renderCodes={renderCodes} />
      </Suspense>
    </ContentBlock>
  )
}

interface ReportOfProps extends Pick<SharedReportPageProps, 'renderCodes'> {
  outcome: Promise<Outcome<SharedReport>>
}

function ReportOf({ outcome: read, renderCodes }: ReportOfProps) {
  const outcome = use(read)
  if (!outcome.ok) return <Alert tone="warning">{outcome.error}</Alert>
  return <Report report={outcome.data} renderCodes={renderCodes} />
}

interface ReportProps extends Pick<SharedReportPageProps, 'renderCodes'> {
  report: SharedReport
}

function Report({ report, renderCodes }: ReportProps) {
  const { overview } = report
  const sharedBy = `${report.sharedBy.firstName} ${report.sharedBy.lastName}`
  return (
    <Stack gap="xl" className={printAlone}>
      <Stack gap="xs">
        <Heading level={1} size="xl">
          {report.projectName}
        </Heading>
        <Text tone="muted">{report.company}</Text>
        <Text size="sm">
          Shared by <UserText>{sharedBy}</UserText> on {formatDate(report.sharedAt, 'day')}
        </Text>
        {report.segment.length > 0 && (
          <Text size="sm">{`Segment: ${segmentWords(report.segment)}`}</Text>
        )}
      </Stack>
      {overview.interviewCount === 0 ? (
        <Text tone="muted">No completed interviews yet.</Text>
      ) : (
        <>
          <Overview insights={overview} showSentiment={report.includeSentiment} />
          {report.includeSentiment && (
            <Suspense fallback={<Spinner label="Loading the chart" />}>
              <SentimentChart questions={report.questions} />
            </Suspense>
          )}
          <ThemesSection
            insights={{ interviewCount: overview.interviewCount, themes: report.themes }}
            showSentiment={report.includeSentiment}
          />
          {renderCodes?.({ codes: report.codes, interviewTotal: overview.interviewCount })}
        </>
      )}
    </Stack>
  )
}
