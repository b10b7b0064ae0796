import type { components } from '@/api/schema'
import { codesOfProject, highlightsOfProject, interviewsOfProject, orderBy } from '../db/indexes'
import type { InterviewRecord, ProjectRecord, ShareLinkRecord } from '../db/schema'
import { questionsOfType, toProjectInterview, toQuestion } from './users-projects-interviews'
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

/**
 * What a link shows: the project's completed interviews as they are now, each stripped of its
 * interviewee (no user id, name or email) and, unless the link includes it, of sentiment.
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
    .map((interview) => {
      const { id, createdAt, completedAt, company, product, answers } = toProjectInterview(
        interview,
        link.includeSentiment,
      )
      return {
        id,
        createdAt,
        completedAt: completedAt ?? null,
        company,
        product,
        // The correction names the researcher who made it, and which engine made what is the
        // team's own working detail (docs/architecture.md#ai): never in a shared report.
        answers: answers.map(
          ({
            sentimentCorrection: _correction,
            questionEngine: _question,
            sentimentEngine: _sentiment,
            transcriptEngine: _transcript,
            ...answer
          }) => ({
            ...answer,
            sentiment: answer.sentiment ?? null,
          }),
        ),
      }
    })
  const shown = new Set(interviews.map((interview) => interview.id))
  return {
    projectName: project.name,
    company: project.company,
    sharedBy: link.createdByName,
    sharedAt: link.createdAt,
    includeSentiment: link.includeSentiment,
    segment: link.segment.map((term) => ({ ...term })),
    questions: questionsOfType(project.projectTypeId, true).map(toQuestion),
    interviews,
    ...sharedCoding(project.id, shown),
  }
}

/**
 * The codebook and the passages of the report's interviews. Who coded a passage and the
 * researcher's note stay out: the report is the project's findings, not its working notes.
 */
function sharedCoding(
  projectId: string,
  interviewIds: ReadonlySet<string>,
): Pick<Schemas['SharedReport'], 'codes' | 'passages'> {
  const codes = [...codesOfProject(projectId)]
    .sort((a, b) => a.name.localeCompare(b.name, 'en'))
    .map(({ id, name, description, parentId, color }) => ({
      id,
      name,
      description,
      parentId,
      color,
    }))
  const passages = highlightsOfProject(projectId)
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
  return { codes, passages }
}
