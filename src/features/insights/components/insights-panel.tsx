import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useMemo, useRef, useState, type ReactNode } from 'react'
import { errorText } from '@/api/query'
import { projectAttributesQuery } from '@/api/shared-queries'
import type { Project, ProjectAttributes, ProjectInterview } from '@/contract/types'
import { logger } from '@/lib/logger'
import { sprinkles } from '@/styles'
import { Alert, Button, Heading, Spinner, Stack, Tab, TabList, TabPanel, Tabs, Text } from '@/ui'
import { printAlone, printOnly, screenOnly } from '@/ui/print.css'
import { cx } from '@/ui/utils'
import { computeInsightsInBackground } from '../analysis'
import { applySegment, describeSegment, type SegmentCondition } from '../analysis/segments'
import type { ExportCoding, InsightAnswer, InsightsInput, Theme } from '../analysis/types'
import { NO_ATTRIBUTES, projectInterviewsQuery, projectQuestionsQuery } from '../queries'
import { AskSection } from './ask-section'
import { CompareSection, type CompareCodesSlotContext } from './compare-section'
import { AnswersSection, type AnswersFilter } from './answers-section'
import { ExportSection, type ExportSlotContext } from './export-section'
import { SegmentSection } from './segment-section'
import { Overview } from './overview'
import { Section } from './section'
import { SentimentChart } from './sentiment-chart'
import { ShareReport } from './share-report'
import { ThemesSection } from './themes-section'
import { INSIGHTS_MESSAGES } from '../messages'

/** The workspace's sections in their order, each with its own address. */
const WORKSPACE_SECTIONS = ['insights', 'codebook', 'ask', 'compare', 'share'] as const
export type WorkspaceSection = (typeof WORKSPACE_SECTIONS)[number]

/** The section navigation's labels (issue 32). */
const SECTION_LABELS: Record<WorkspaceSection, string> = {
  insights: 'Insights',
  codebook: 'Codebook',
  ask: 'Ask your interviews',
  compare: 'Segments and Compare',
  share: 'Share report',
}

export interface InsightsPanelProps {
  project: Project
  /** Admins only (docs/product.md#roles): without it, no sentiment appears anywhere in the workspace or its exports. */
  showSentiment: boolean
  section: WorkspaceSection
  onSectionChange: (section: WorkspaceSection) => void
  /** A code the address points at: the Codebook selects it. */
  codeId: string | null
  /** The code chosen in the Codebook, for the address. */
  onCodeChange?: ((codeId: string) => void) | undefined
  /** Opens an interview's details. */
  openInterview: (interview: ProjectInterview) => void
  /** The Codebook section, composed by the app. */
  renderCodebook?: (context: CodebookSlotContext) => ReactNode
  /** What the app offers under each theme (Accept as code, Dismiss). */
  renderThemeActions?: (context: ThemeSlotContext) => ReactNode
  /** Compare's codes table, under its themes. */
  renderCompareCodes?: (context: CompareCodesSlotContext) => ReactNode
  /** More export buttons beside the workspace's own (Export QDPX, Export Codebook). */
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
  /** The code to select and scroll to (from the address), if any. */
  codeId: string | null
  /** The code the user chose, for the address to name it. */
  onCodeChange?: ((codeId: string) => void) | undefined
}

/** A theme with the answers it counted, for the slot under it. */
export interface ThemeSlotContext {
  project: Project
  theme: Theme
  answers: readonly InsightAnswer[]
}

const NO_FILTER: AnswersFilter = { query: '', questionId: null, sentiment: null }

/** Nothing in the workspace widens the page. */
const noWidening = sprinkles({ minWidth: 0 })
/** A tab's content: what prints, alone, as a column of sections. */
const report = cx(printAlone, sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xl' }))

/**
 * The project's reads and the insights computed from them (in the browser, off the main thread
 * when the list is large). Queries keep them across sections: moving between sections, or back
 * to the workspace, shows what is cached at once.
 */
function useWorkspaceData(projectId: string, segment: readonly SegmentCondition[]) {
  const interviews = useQuery(projectInterviewsQuery(projectId))
  const questions = useQuery(projectQuestionsQuery(projectId))
  const attributesRead = useQuery(projectAttributesQuery(projectId))
  // A failed attributes read leaves the workspace without segment controls, nothing more.
  const attributes: ProjectAttributes | null = attributesRead.isPending
    ? null
    : (attributesRead.data ?? NO_ATTRIBUTES)

  const input = useMemo<InsightsInput | null>(
    () =>
      interviews.data && questions.data
        ? { interviews: interviews.data, questions: questions.data }
        : null,
    [interviews.data, questions.data],
  )
  // docs/product.md#segments: every section covers the segment's interviews only.
  const segmented = useMemo(
    () => (input && attributes ? applySegment(input, segment, attributes) : null),
    [input, segment, attributes],
  )

  const computed = useQuery({
    // Not a server read: the analysis of the reads above, for this segment. Their update times
    // are in the key so a refetch that brings new interviews recomputes.
    queryKey: [
      'computeInsights',
      { projectId, segment, at: [interviews.dataUpdatedAt, questions.dataUpdatedAt] },
    ],
    queryFn: async ({ signal }) => {
      if (!segmented) throw new Error('No input to analyse')
      try {
        return {
          input: segmented,
          insights: await computeInsightsInBackground(segmented, { signal }),
        }
      } catch (error) {
        if (!signal.aborted)
          logger.error(INSIGHTS_MESSAGES.compute, {
            projectId,
            detail: error instanceof Error ? error.message : String(error),
          })
        throw error
      }
    },
    enabled: segmented !== null,
    staleTime: Infinity,
    retry: false,
    // Insights are large and computed anew: comparing them with the last ones buys nothing.
    structuralSharing: false,
    // Another segment keeps the current figures on screen until its own are ready.
    placeholderData: keepPreviousData,
  })

  const failure = interviews.error ?? questions.error
  const error = failure
    ? errorText(failure, INSIGHTS_MESSAGES.loadInterviews)
    : computed.isError
      ? INSIGHTS_MESSAGES.compute
      : null

  return {
    input,
    attributes,
    computed: computed.data ?? null,
    error,
    retry: () => {
      if (interviews.isError) void interviews.refetch()
      if (questions.isError) void questions.refetch()
      if (computed.isError) void computed.refetch()
    },
  }
}

/**
 * The Analysis workspace's content (docs/product.md#insights): the segment filter over a section
 * navigation (Insights, Codebook, Ask your interviews, Segments and Compare, Share report), every
 * figure traceable to the answers behind it.
 */
export default function InsightsPanel({
  project,
  showSentiment,
  section,
  onSectionChange,
  codeId,
  onCodeChange,
  openInterview,
  renderCodebook,
  renderThemeActions,
  renderCompareCodes,
  renderExports,
  exportCoding,
}: InsightsPanelProps) {
  const [filter, setFilter] = useState<AnswersFilter>(NO_FILTER)
  const [segment, setSegment] = useState<SegmentCondition[]>([])
  const answersRef = useRef<HTMLDivElement>(null)
  const data = useWorkspaceData(project.id, segment)
  const { computed, error, retry } = data

  if (error !== null)
    return (
      <Alert
        tone="danger"
        action={
          <Button variant="secondary" size="sm" onPress={retry}>
            Retry
          </Button>
        }
      >
        {error}
      </Alert>
    )
  if (!data.input || !data.attributes || !computed) return <Spinner label="Loading insights" />
  const input: InsightsInput = data.input
  const attributes: ProjectAttributes = data.attributes

  const total = input.interviews.filter((interview) => interview.isComplete).length
  if (total === 0) return <Text tone="muted">No completed interviews yet.</Text>

  const { insights } = computed
  const scoped = computed.input
  const segmentLabel = describeSegment(segment, attributes)
  const hasAttributes = attributes.attributes.length > 0

  function openById(interviewId: string) {
    // An earlier question may cite an interview outside the current segment.
    const interview = input.interviews.find((candidate) => candidate.id === interviewId)
    if (interview) openInterview(interview)
  }

  function content(shown: WorkspaceSection): ReactNode {
    switch (shown) {
      case 'insights':
        return (
          <>
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
                  answersRef.current?.scrollIntoView({ block: 'nearest' })
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
            <AnswersSection
              ref={answersRef}
              insights={insights}
              filter={filter}
              onFilterChange={setFilter}
              showSentiment={showSentiment}
              onOpenInterview={openById}
            />
            <ExportSection
              project={project}
              input={scoped}
              insights={insights}
              showSentiment={showSentiment}
              renderMore={renderExports}
              coding={
                exportCoding &&
                (() => exportCoding({ interviews: scoped.interviews, answers: insights.answers }))
              }
              attributes={attributes}
              segment={segmentLabel}
            />
          </>
        )
      case 'codebook':
        return renderCodebook?.({
          project,
          showSentiment,
          interviews: scoped.interviews,
          answers: insights.answers,
          openInterview: openById,
          codeId,
          onCodeChange,
        })
      case 'ask':
        return (
          <AskSection
            project={project}
            segment={segment}
            segmentLabel={segmentLabel}
            input={input}
            onOpenInterview={openById}
          />
        )
      case 'compare':
        return hasAttributes ? (
          <CompareSection
            project={project}
            data={attributes}
            input={scoped}
            insights={insights}
            showSentiment={showSentiment}
            renderCodes={renderCompareCodes}
          />
        ) : (
          <Text tone="muted">{COMPARE_NEEDS_ATTRIBUTES}</Text>
        )
      case 'share':
        return (
          <Section title="Share report">
            <Text>{SHARE_INTRO}</Text>
            <div>
              <ShareReport
                project={project}
                canIncludeSentiment={showSentiment}
                segment={segment}
                segmentLabel={segmentLabel}
              />
            </div>
          </Section>
        )
    }
  }

  return (
    <Stack gap="lg" className={noWidening}>
      {hasAttributes && (
        <SegmentSection
          data={attributes}
          conditions={segment}
          onChange={setSegment}
          shown={insights.interviewCount}
          total={total}
        />
      )}
      <Tabs
        selectedKey={section}
        onSelectionChange={(key) => {
          const next = WORKSPACE_SECTIONS.find((each) => each === key)
          if (next) onSectionChange(next)
        }}
      >
        <TabList aria-label="Analysis sections" className={screenOnly}>
          {WORKSPACE_SECTIONS.map((each) => (
            <Tab key={each} id={each}>
              {SECTION_LABELS[each]}
            </Tab>
          ))}
        </TabList>
        {/* Every tab controls a panel of its own; only the shown one renders its content. */}
        {WORKSPACE_SECTIONS.map((each) => (
          <TabPanel key={each} id={each} className={report}>
            {each === section && (
              <>
                <Heading level={2} size="lg" className={printOnly}>
                  {`${project.name}: ${SECTION_LABELS[each].toLowerCase()}`}
                </Heading>
                {content(each)}
              </>
            )}
          </TabPanel>
        ))}
      </Tabs>
    </Stack>
  )
}

/** docs/product.md#segments: Compare needs attributes to split the interviews by. */
const COMPARE_NEEDS_ATTRIBUTES =
  'Compare needs participant attributes: add them in the project’s details to compare groups.'
/** docs/product.md#shared-report. */
const SHARE_INTRO =
  'Share a read-only link to this report (the current segment) with people outside Candor.'
