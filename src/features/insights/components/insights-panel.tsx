import { useEffect, useMemo, useRef, useState } from 'react'
import type { Project, ProjectAttributes, ProjectInterview } from '../../../api/types'
import { logger } from '../../../lib/logger'
import { Alert, Button, Heading, Spinner, Text } from '../../../ui'
import { computeInsightsInBackground } from '../analysis'
import { applySegment, describeSegment, type SegmentCondition } from '../analysis/segments'
import type { Insights, InsightsInput } from '../analysis/types'
import { INSIGHTS_MESSAGES, loadInsightsInput } from '../insights-api'
import { loadAttributes } from '../segments-api'
import { CompareSection } from './compare-section'
import { AnswersSection, type AnswersFilter } from './answers-section'
import { ExportSection } from './export-section'
import { SegmentSection } from './segment-section'
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

type Source =
  | { status: 'loading' }
  | { status: 'failed'; error: string }
  | { status: 'ready'; input: InsightsInput; attributes: ProjectAttributes }

type Computed =
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
  const [source, setSource] = useState<Source>({ status: 'loading' })
  const [computed, setComputed] = useState<Computed>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)
  const [filter, setFilter] = useState<AnswersFilter>(NO_FILTER)
  const [segment, setSegment] = useState<SegmentCondition[]>([])
  const answers = useRef<HTMLDivElement>(null)

  useEffect(() => {
    let live = true
    void (async () => {
      const [outcome, attributes] = await Promise.all([
        loadInsightsInput(project.id),
        loadAttributes(project.id),
      ])
      if (!live) return
      setSource(
        outcome.ok
          ? { status: 'ready', input: outcome.data, attributes }
          : { status: 'failed', error: outcome.error },
      )
    })()
    return () => {
      live = false
    }
  }, [project.id, attempt])

  // docs/product.md#segments: every section covers the segment's interviews only.
  const segmented = useMemo(
    () =>
      source.status === 'ready' ? applySegment(source.input, segment, source.attributes) : null,
    [source, segment],
  )

  useEffect(() => {
    if (!segmented) return
    // Leaving the tab, a retry or another segment stops a computation still running.
    const abort = new AbortController()
    void (async () => {
      try {
        const insights = await computeInsightsInBackground(segmented, { signal: abort.signal })
        if (abort.signal.aborted) return
        setComputed({ status: 'ready', input: segmented, insights })
      } catch (error) {
        if (abort.signal.aborted) return
        logger.error(INSIGHTS_MESSAGES.compute, {
          projectId: project.id,
          detail: error instanceof Error ? error.message : String(error),
        })
        setComputed({ status: 'failed', error: INSIGHTS_MESSAGES.compute })
      }
    })()
    return () => abort.abort()
  }, [project.id, segmented])

  const loaded: Computed = source.status === 'ready' ? computed : source
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
              setSource({ status: 'loading' })
              setComputed({ status: 'loading' })
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
  const attributes = source.status === 'ready' ? source.attributes : null
  const total =
    source.status === 'ready'
      ? source.input.interviews.filter((interview) => interview.isComplete).length
      : 0
  if (total === 0) return <Text tone="muted">No completed interviews yet.</Text>

  function openById(interviewId: string) {
    const interview = input.interviews.find((candidate) => candidate.id === interviewId)
    if (interview) openInterview(interview)
  }

  return (
    <div className={styles.report}>
      <Heading level={4} size="lg" className={styles.printOnly}>
        {`${project.name}: insights`}
      </Heading>
      <ShareReport
        project={project}
        canIncludeSentiment={showSentiment}
        segment={segment}
        segmentLabel={attributes ? describeSegment(segment, attributes) : ''}
      />
      {attributes && attributes.attributes.length > 0 && (
        <>
          <SegmentSection
            data={attributes}
            conditions={segment}
            onChange={setSegment}
            shown={insights.interviewCount}
            total={total}
          />
          <CompareSection data={attributes} input={input} showSentiment={showSentiment} />
        </>
      )}
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
        {...(attributes && { attributes })}
      />
    </div>
  )
}
