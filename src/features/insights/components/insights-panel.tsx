import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import type { Project, ProjectAttributes, ProjectInterview } from '@/contract/types'
import { logger } from '@/lib/logger'
import { Alert, Button, Heading, Spinner, Text } from '@/ui'
import { computeInsightsInBackground } from '../analysis'
import { applySegment, describeSegment, type SegmentCondition } from '../analysis/segments'
import type { ExportCoding, InsightAnswer, Insights, InsightsInput, Theme } from '../analysis/types'
import { INSIGHTS_MESSAGES, loadInsightsInput } from '../insights-api'
import { loadAttributes } from '../segments-api'
import { AskSection } from './ask-section'
import { CompareSection, type CompareCodesSlotContext } from './compare-section'
import { AnswersSection, type AnswersFilter } from './answers-section'
import { ExportSection, type ExportSlotContext } from './export-section'
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
  /** A section after the themes (the Codebook), composed by the app. */
  renderCodebook?: (context: CodebookSlotContext) => ReactNode
  /** What the app offers under each theme (Accept as code, Dismiss). */
  renderThemeActions?: (context: ThemeSlotContext) => ReactNode
  /** Compare's codes table, under its themes. */
  renderCompareCodes?: (context: CompareCodesSlotContext) => ReactNode
  /** More export buttons beside the tab's own (Export QDPX, Export Codebook). */
  renderExports?: (context: ExportSlotContext) => ReactNode
  /** The project's coding for the CSV, JSON and Markdown exports (codes, corrected sentiment). */
  exportCoding?: (context: {
    interviews: InsightsInput['interviews']
    answers: readonly InsightAnswer[]
  }) => ExportCoding | undefined
}

/** What the Codebook slot is given: the analysed answers, numbered as on screen. */
export interface CodebookSlotContext {
  project: Project
  /** Admins only: a lead sees no sentiment, in the activity either. */
  showSentiment: boolean
  interviews: readonly ProjectInterview[]
  answers: readonly InsightAnswer[]
  openInterview: (interviewId: string) => void
}

/** A theme with the answers it counted, for the slot under it. */
export interface ThemeSlotContext {
  project: Project
  theme: Theme
  answers: readonly InsightAnswer[]
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
  renderCodebook,
  renderThemeActions,
  renderCompareCodes,
  renderExports,
  exportCoding,
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
          <CompareSection
            project={project}
            data={attributes}
            input={input}
            insights={insights}
            showSentiment={showSentiment}
            renderCodes={renderCompareCodes}
          />
        </>
      )}
      <Overview insights={insights} showSentiment={showSentiment} />
      {source.status === 'ready' && (
        <AskSection
          project={project}
          segment={segment}
          segmentLabel={attributes ? describeSegment(segment, attributes) : ''}
          input={source.input}
          onOpenInterview={(interviewId) => {
            // An earlier question may cite an interview outside the current segment.
            const interview = source.input.interviews.find((each) => each.id === interviewId)
            if (interview) openInterview(interview)
          }}
        />
      )}
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
      <ThemesSection
        insights={insights}
        showSentiment={showSentiment}
        onOpenInterview={openById}
        renderActions={
          renderThemeActions &&
          ((theme: Theme) => {
            const counted = new Set(theme.answerIds)
            return renderThemeActions({
              project,
              theme,
              answers: insights.answers.filter((answer) => counted.has(answer.id)),
            })
          })
        }
      />
      {renderCodebook?.({
        project,
        showSentiment,
        interviews: input.interviews,
        answers: insights.answers,
        openInterview: openById,
      })}
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
        renderMore={renderExports}
        coding={
          exportCoding &&
          (() => exportCoding({ interviews: input.interviews, answers: insights.answers }))
        }
        {...(attributes && { attributes })}
      />
    </div>
  )
}
