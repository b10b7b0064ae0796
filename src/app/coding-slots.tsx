import type { QueryClient } from '@tanstack/react-query'
import { lazy, Suspense, type ReactNode } from 'react'
import type { Project } from '@/contract/types'
import type {
  CodebookSlotContext,
  ThemeSlotContext,
} from '@/features/insights/components/insights-panel'
import type { CompareCodesSlotContext } from '@/features/insights/components/compare-section'
import type { ExportSlotContext } from '@/features/insights/components/export-section'
import type { AnswerSlotContext } from '@/features/results/components/interview-details-modal'
import type * as CodingSlots from '@/features/coding/components/coding-slots'
import { SentimentBadge, Spinner, Text } from '@/ui'
import { SHARED_MESSAGES } from '@/domain/messages'

/**
 * Coding composed into the Results dialog and the Analysis workspace (features do not import each
 * other). Its code loads as one chunk the first time one of its parts shows.
 */
type CodingModule = typeof CodingSlots

let loaded: CodingModule | null = null
const loadCoding = () =>
  import('@/features/coding/components/coding-slots').then((module) => (loaded = module))

const CodedAnswer = lazy(() => loadCoding().then((m) => ({ default: m.CodedAnswer })))
const CorrectedSentiment = lazy(() => loadCoding().then((m) => ({ default: m.CorrectedSentiment })))
const CodebookSection = lazy(() => loadCoding().then((m) => ({ default: m.CodebookSection })))
const ThemeSuggestion = lazy(() => loadCoding().then((m) => ({ default: m.ThemeSuggestion })))
const CodingExports = lazy(() => loadCoding().then((m) => ({ default: m.CodingExports })))
const CodesCompared = lazy(() => loadCoding().then((m) => ({ default: m.CodesCompared })))

/** An answer of an interview's details with its coding; its plain text until coding loads. */
export const renderCodedAnswer = (project: Project) =>
  function CodedAnswerSlot(context: AnswerSlotContext): ReactNode {
    return (
      <Suspense fallback={<Text>{context.text}</Text>}>
        <CodedAnswer
          projectId={project.id}
          interviewId={context.interviewId}
          questionId={context.question.question_id}
          label={context.label}
          text={context.text}
        />
      </Suspense>
    )
  }

/** An answer's sentiment with its correction (admins); the plain badge until coding loads. */
export const renderCorrectedSentiment = (project: Project) =>
  function CorrectedSentimentSlot(context: AnswerSlotContext): ReactNode {
    const sentiment = context.question.sentiment ?? 'unknown'
    return (
      <Suspense fallback={<SentimentBadge sentiment={sentiment} />}>
        <CorrectedSentiment
          projectId={project.id}
          interviewId={context.interviewId}
          questionId={context.question.question_id}
          sentiment={sentiment}
          correction={context.question.sentimentCorrection ?? null}
        />
      </Suspense>
    )
  }

export function renderCodebook(context: CodebookSlotContext): ReactNode {
  return (
    <Suspense fallback={<Spinner label={SHARED_MESSAGES.loadingCodebook} />}>
      <CodebookSection
        project={context.project}
        showSentiment={context.showSentiment}
        interviews={context.interviews}
        answers={context.answers}
        openInterview={context.openInterview}
        codeId={context.codeId}
        onCodeChange={context.onCodeChange}
      />
    </Suspense>
  )
}

export function renderThemeSuggestion(context: ThemeSlotContext): ReactNode {
  return (
    <Suspense fallback={null}>
      <ThemeSuggestion project={context.project} theme={context.theme} answers={context.answers} />
    </Suspense>
  )
}

export function renderCodesCompared(context: CompareCodesSlotContext): ReactNode {
  return (
    <Suspense fallback={<Spinner label={SHARED_MESSAGES.loadingCodebook} />}>
      <CodesCompared project={context.project} groups={context.groups} answers={context.answers} />
    </Suspense>
  )
}

export function renderCodingExports(context: ExportSlotContext): ReactNode {
  return (
    <Suspense fallback={null}>
      <CodingExports
        project={context.project}
        interviews={context.interviews}
        answers={context.answers}
        includePersonalData={context.includePersonalData}
        {...(context.attributes && { attributes: context.attributes })}
        segment={context.segment}
      />
    </Suspense>
  )
}

/** The coding the Insights exports carry, once coding has loaded for the project. */
export const exportCodingFor =
  (client: QueryClient, projectId: string) =>
  ({ interviews, answers }: Pick<CodebookSlotContext, 'interviews' | 'answers'>) =>
    loaded?.exportCodingOf(client, projectId, interviews, answers)
