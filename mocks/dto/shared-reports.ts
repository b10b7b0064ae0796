import type { components } from '@/contract/schema'
import { buildCodebook, codeHighlightsOf } from '@/domain/coding/codebook'
import { computeInsights } from '@/domain/insights/compute'
import type { Insights } from '@/domain/insights/types'
import { codesOfProject, highlightsOfProject, interviewsOfProject, orderBy } from '../db/indexes'
import type { InterviewRecord, ProjectRecord, ShareLinkRecord } from '../db/schema'
import { guideOf, toGuideQuestion } from './guide'
import { toProjectInterview } from './users-projects-interviews'
import { memberValuesOf } from './segments'

type Schemas = components['schemas']

/** Record → contract shapes of the report links (docs/product.md#shared-report). */

export function toShareLink(link: ShareLinkRecord): Schemas['ShareLink'] {
  const { id, projectId, token, createdByName, createdAt, includeSentiment, segment } = link
  return {
    id,
    projectId,
    token,
    createdBy: createdByName,
    createdAt,
    includeSentiment,
    segment: segment.map((term) => ({ ...term })),
  }
}

/** A report is read, not worked in: a few passages show what a code means. */
const PASSAGES_SHOWN = 5

/**
 * What a link shows, computed here so that only what its page shows leaves the server: the
 * figures, the questions, the themes with their quotes and the codes with their first passages
 * of the project's completed interviews as they are now. No answer in full, no interviewee (no
 * user id, name or email) and, unless the link includes it, no sentiment.
 */
export function toSharedReport(
  link: ShareLinkRecord,
  project: ProjectRecord,
): Schemas['SharedReport'] {
  // An attribute removed since the link was made matches nobody: the report then says so.
  const values = new Map(memberValuesOf(project.id).map((member) => [member.userId, member.values]))
  const inSegment = (interview: InterviewRecord) =>
    link.segment.every(
      (term) => values.get(interview.interviewee_id)?.[term.attributeId] === term.value,
    )
  const interviews = orderBy(interviewsOfProject(project.id), 'started_at', 'desc')
    .filter((interview) => interview.status === 'completed')
    .filter(inSegment)
    .map((interview) => toProjectInterview(interview, link.includeSentiment))
  const insights = computeInsights({
    interviews,
    questions: guideOf(project).map(toGuideQuestion(project)),
  })
  const shown = new Set(interviews.map((interview) => interview.id))
  return {
    projectName: project.name,
    company: project.company,
    sharedBy: link.createdByName,
    sharedAt: link.createdAt,
    includeSentiment: link.includeSentiment,
    segment: link.segment.map((term) => ({ ...term })),
    overview: {
      interviewCount: insights.interviewCount,
      answerCount: insights.answerCount,
      firstDate: insights.firstDate,
      lastDate: insights.lastDate,
      sentiment: insights.sentiment,
    },
    questions: insights.questions.map(({ questionId, label, text, answerCount, sentiment }) => ({
      questionId,
      label,
      text,
      answerCount,
      sentiment,
    })),
    themes: insights.themes.map(({ id, label, interviewCount, sentiment, quotes }) => ({
      id,
      label,
      interviewCount,
      sentiment,
      quotes: quotes.map(
        ({
          answerId,
          interviewId,
          label: number,
          questionText,
          text,
          truncatedStart,
          truncatedEnd,
        }) => ({
          answerId,
          interviewId,
          label: number,
          questionText,
          text,
          truncatedStart,
          truncatedEnd,
        }),
      ),
    })),
    codes: sharedCodes(project.id, shown, insights),
  }
}

/**
 * The codes with a passage found in the report's interviews, each with its figures and first
 * passages. Who coded a passage and the researcher's note stay out: the report is the
 * project's findings, not its working notes.
 */
function sharedCodes(
  projectId: string,
  interviewIds: ReadonlySet<string>,
  insights: Insights,
): Schemas['SharedReport']['codes'] {
  const codes = codesOfProject(projectId)
  const highlights = highlightsOfProject(projectId)
    .filter((highlight) => interviewIds.has(highlight.interviewId))
    .map(({ id, codeId, interviewId, questionId, start, end, text }) => ({
      id,
      codeId,
      interviewId,
      questionId,
      start,
      end,
      text,
    }))
  return buildCodebook(codes, highlights, insights.answers, insights.interviewCount)
    .rows.filter((row) => row.highlightCount > 0)
    .map(({ code, interviewCount, highlightCount }) => ({
      id: code.id,
      name: code.name,
      description: code.description ?? '',
      interviewCount,
      passageCount: highlightCount,
      passages: codeHighlightsOf(code.id, highlights, insights.answers)
        .filter((passage) => passage.found)
        .slice(0, PASSAGES_SHOWN)
        .map(({ highlight, label, questionText }) => ({
          id: highlight.id,
          label,
          questionText,
          text: highlight.text,
        })),
    }))
}
