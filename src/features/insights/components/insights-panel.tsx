import { useEffect, useRef, useState } from 'react'
import type { Project, ProjectInterview } from '../../../api/types'
import { logger } from '../../../lib/logger'
import { Alert, Button, Heading, Spinner, Text } from '../../../ui'
import { computeInsightsInBackground } from '../analysis'
import type { Insights, InsightsInput } from '../analysis/types'
import { INSIGHTS_MESSAGES, loadInsightsInput } from '../insights-api'
import { AnswersSection, type AnswersFilter } from './answers-section'
import { ExportSection } from './export-section'
import * as styles from './insights.css'
import { Overview } from './overview'
import { SentimentChart } from './sentiment-chart'
import { ShareReport } from './share-report'
import { ThemesSection } from './themes-section'

export interface InsightsPanelProps {
  project: Project
  /** Admins only (docs/product.md#roles): without it, no sentiment appears anywhere in the tab or its exports. */
  showSentiment: boolean
  /** Opens an interview's details (the Results dialog's own). */
  openInterview: (interview: ProjectInterview) => void
}

type Loaded =
  | { status: 'loading' }
  | { status: 'failed'; error: string }
  | { status: 'ready'; input: InsightsInput; insights: Insights }

const NO_FILTER: AnswersFilter = { query: '', questionId: null, sentiment: null }

/**
 * The Insights tab: what the project's completed interviews say across interviews, computed in
 * the browser from the interviews and questions the contract already serves (off the main
 * thread when the list is large), every figure traceable to the answers behind it.
 */
export default function InsightsPanel({
  project,
  showSentiment,
  openInterview,
}: InsightsPanelProps) {
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)
  const [filter, setFilter] = useState<AnswersFilter>(NO_FILTER)
  const answers = useRef<HTMLDivElement>(null)

  useEffect(() => {
    // Leaving the tab (or a retry) stops a computation still running, worker included.
    const abort = new AbortController()
    void (async () => {
      const outcome = await loadInsightsInput(project.id)
      if (abort.signal.aborted) return
      if (!outcome.ok) {
        setLoaded({ status: 'failed', error: outcome.error })
        return
      }
      try {
        const insights = await computeInsightsInBackground(outcome.data, { signal: abort.signal })
        if (abort.signal.aborted) return
        setLoaded({ status: 'ready', input: outcome.data, insights })
      } catch (error) {
        if (abort.signal.aborted) return
        logger.error(INSIGHTS_MESSAGES.compute, {
          projectId: project.id,
          detail: error instanceof Error ? error.message : String(error),
        })
        setLoaded({ status: 'failed', error: INSIGHTS_MESSAGES.compute })
      }
    })()
    return () => abort.abort()
  }, [project.id, attempt])

  if (loaded.status === 'loading') return <Spinner label="Loading insights" />
  if (loaded.status === 'failed')
    return (
      <Alert
        tone="danger"
        action={
          <Button
            variant="secondary"
            size="sm"
            onPress={() => {
              setLoaded({ status: 'loading' })
              setAttempt((count) => count + 1)
            }}
          >
            Retry
          </Button>
        }
      >
        {loaded.error}
      </Alert>
    )

  const { input, insights } = loaded
  if (insights.interviewCount === 0) return <Text tone="muted">No completed interviews yet.</Text>

  function openById(interviewId: string) {
    const interview = input.interviews.find((candidate) => candidate.id === interviewId)
    if (interview) openInterview(interview)
  }

  return (
    <div className={styles.report}>
      <Heading level={4} size="lg" className={styles.printOnly}>
        {`${project.name}: insights`}
      </Heading>
      <ShareReport project={project} canIncludeSentiment={showSentiment} />
      <Overview insights={insights} showSentiment={showSentiment} />
      {showSentiment && (
        <SentimentChart
          questions={insights.questions}
          selected={
            filter.questionId !== null && filter.sentiment !== null
              ? { questionId: filter.questionId, sentiment: filter.sentiment }
              : null
          }
          onSelect={(choice) => {
            setFilter({
              ...filter,
              questionId: choice?.questionId ?? null,
              sentiment: choice?.sentiment ?? null,
            })
            answers.current?.scrollIntoView({ block: 'nearest' })
          }}
        />
      )}
      <ThemesSection insights={insights} showSentiment={showSentiment} onOpenInterview={openById} />
      <AnswersSection
        ref={answers}
        insights={insights}
        filter={filter}
        onFilterChange={setFilter}
        showSentiment={showSentiment}
        onOpenInterview={openById}
      />
      <ExportSection
        project={project}
        input={input}
        insights={insights}
        showSentiment={showSentiment}
      />
    </div>
  )
}
