import { canSeeSentiment } from '@/domain/permissions'
import type { components } from '@/contract/schema'
import { plainQuestionText } from '@/domain/question-text'
import { consentTextOf } from '@/domain/consent'
import { db } from '../db'
import { toSentimentCorrection } from '../coding/records'
import { managesInterview } from '../rules/access'
import {
  byId,
  correctionOfAnswer,
  membersOfUser,
  projectsByIds,
  projectsLedBy,
  questionsOfInterview,
} from '../db/indexes'
import type {
  InterviewQuestionRecord,
  InterviewRecord,
  MemberRecord,
  ProjectRecord,
  ProjectTypeRecord,
  QuestionRecord,
  UserRecord,
} from '../db/schema'

/**
 * Record → contract shape. Every answer body goes through one of these, so a password or an
 * internal field can never leak into a response by accident.
 */

type Schemas = components['schemas']

function toUserSummary(user: UserRecord): Schemas['UserSummary'] {
  const { id, email, firstName, lastName, role } = user
  return { id, email, firstName, lastName, role }
}

/** The projects a user belongs to: memberships, and for leads the projects they lead. */
function projectsOfUser(user: UserRecord): Schemas['ProjectRef'][] {
  const ids = new Set(membersOfUser(user.id).map((m) => m.projectId))
  if (user.role !== 'interviewee') {
    for (const project of projectsLedBy(user.id)) {
      ids.add(project.id)
    }
  }
  return projectsByIds(ids).map((project) => ({ id: project.id, name: project.name }))
}

export function toUser(user: UserRecord): Schemas['User'] {
  return {
    ...toUserSummary(user),
    createdAt: user.createdAt,
    lastLoginAt: user.lastLoginAt,
    projects: projectsOfUser(user),
  }
}

export function toProject(project: ProjectRecord): Schemas['Project'] {
  const { id, name, description, company, product, productDescription, projectTypeId } = project
  const { status, followUpIntensity, leadUserId, createdAt } = project
  return {
    id,
    name,
    description,
    company,
    product,
    productDescription,
    projectTypeId,
    status,
    followUpIntensity,
    leadUserId,
    createdAt,
    consentText: consentTextOf(project),
  }
}

export function toMember(member: MemberRecord, user: UserRecord): Schemas['ProjectMember'] {
  return {
    id: member.id,
    userId: member.userId,
    user: toUserSummary(user),
    invitedAt: member.invitedAt,
    completedAt: member.completedAt,
  }
}

export function toQuestion(question: QuestionRecord): Schemas['ProjectTypeQuestion'] {
  return {
    id: question.id,
    text: question.text,
    order: question.order,
    isActive: question.isActive,
  }
}

export function questionsOfType(typeId: string, activeOnly = false): QuestionRecord[] {
  return db.questions
    .findMany((q) => q.where({ projectTypeId: typeId }), { orderBy: { order: 'asc' } })
    .filter((question) => !activeOnly || question.isActive)
}

export function toProjectType(type: ProjectTypeRecord): Schemas['ProjectType'] {
  return {
    id: type.id,
    name: type.name,
    description: type.description,
    category: type.category,
    isActive: type.isActive,
    questions: questionsOfType(type.id).map(toQuestion),
  }
}

type PersistentQuestion = Schemas['PersistentQuestion']

function sentimentOf(question: InterviewQuestionRecord) {
  const correction = correctionOfAnswer(question.question_id)
  return {
    sentiment: correction?.sentiment ?? question.sentiment,
    sentimentCorrection: correction ? toSentimentCorrection(correction) : null,
    ...provenanceOf(question),
  }
}

/**
 * Which engine made what, shown with sentiment and hidden with it. Data stored before engines
 * were kept was all made by the local engine; a transcript's origin was not kept, so it stays
 * unknown (null) rather than claimed.
 */
function provenanceOf(question: InterviewQuestionRecord) {
  const answered = question.answer_text !== null
  return {
    questionEngine: question.question_engine ?? (question.follow_up_of ? LOCAL : null),
    sentimentEngine: question.sentiment_engine ?? (answered ? LOCAL : null),
    transcriptEngine: (answered && question.transcript_engine) || null,
  }
}

const LOCAL = 'local'

/**
 * Who suggested a probed follow-up is for the people who may observe the interview (admins and
 * its project's lead), never for the person interviewed, even an admin or a lead who gave it
 * (docs/product.md#watch-live).
 */
function showsSuggester(viewer: UserRecord | undefined, interview: InterviewRecord | undefined) {
  return (
    viewer !== undefined &&
    interview !== undefined &&
    viewer.id !== interview.interviewee_id &&
    managesInterview(viewer, interview)
  )
}

// questionTree names its own map of questions byId.
const interviewById = (id: string) => byId.interviews(id)

const suggesterOf = (question: InterviewQuestionRecord, shown: boolean) =>
  shown && question.suggested_by ? { suggestedBy: question.suggested_by.name } : {}

function toPersistentQuestion(
  question: InterviewQuestionRecord,
  withSentiment: boolean,
  withSuggester: boolean,
): PersistentQuestion {
  return {
    question_id: question.question_id,
    project_type_question_id: question.project_type_question_id,
    text: plainQuestionText(question.text),
    displayed_at: question.displayed_at,
    follow_up_of: question.follow_up_of,
    answer_text: question.answer_text,
    answered_at: question.answered_at,
    ...(withSentiment ? sentimentOf(question) : {}),
    ...suggesterOf(question, withSuggester),
    response_time_ms: question.response_time_ms,
    children: [],
  }
}

/** Builds the question tree: primary questions at the top, follow-ups under their parent. */
export function questionTree(interviewId: string, viewer: UserRecord): PersistentQuestion[] {
  const records = questionsOfInterview(interviewId)
  // Who may see sentiment gets the sentiment that counts (a researcher's correction over the AI's
  // reading) and the correction itself; everyone else gets answers without it.
  const withSentiment = canSeeSentiment(viewer)
  const withSuggester = showsSuggester(viewer, interviewById(interviewId))
  const byId = new Map(
    records.map((record) => [
      record.question_id,
      toPersistentQuestion(record, withSentiment, withSuggester),
    ]),
  )
  const roots: PersistentQuestion[] = []
  for (const record of records) {
    const node = byId.get(record.question_id)
    if (!node) continue
    const parent = record.follow_up_of ? byId.get(record.follow_up_of) : undefined
    if (parent) parent.children.push(node)
    else roots.push(node)
  }
  return roots
}

export function toPersistentInterview(
  interview: InterviewRecord,
  viewer: UserRecord,
): Schemas['PersistentInterview'] {
  return {
    interview_id: interview.interview_id,
    project_id: interview.project_id,
    interviewer_id: interview.interviewer_id,
    interviewee_id: interview.interviewee_id,
    status: interview.status,
    started_at: interview.started_at,
    completed_at: interview.completed_at,
    metadata: { ...interview.metadata },
    questions: questionTree(interview.interview_id, viewer),
    consent: interview.consent ? { ...interview.consent } : null,
  }
}

/**
 * `withSentiment`: canSeeSentiment(viewer), or what a report link was made with. Without a
 * viewer (a report link) no answer says who suggested it.
 */
export function toProjectInterview(
  interview: InterviewRecord,
  withSentiment: boolean,
  viewer?: UserRecord,
): Schemas['ProjectInterview'] {
  const user = byId.users(interview.interviewee_id)
  const withSuggester = showsSuggester(viewer, interview)
  const answers = questionsOfInterview(interview.interview_id)
    .filter((question) => question.answer_text !== null)
    .map((question) => ({
      questionId: question.question_id,
      projectQuestionId: question.project_type_question_id,
      followUpOf: question.follow_up_of,
      questionText: plainQuestionText(question.text),
      text: question.answer_text ?? '',
      ...(withSentiment && {
        ...sentimentOf(question),
        sentimentEngine: question.sentiment_engine ?? LOCAL,
      }),
      ...suggesterOf(question, withSuggester),
    }))
  return {
    id: interview.interview_id,
    userId: interview.interviewee_id,
    user: user ? toUserSummary(user) : null,
    createdAt: interview.started_at,
    completedAt: interview.completed_at,
    isComplete: interview.status === 'completed',
    isLeadInterview: interview.metadata.is_lead_interview,
    company: interview.metadata.company,
    product: interview.metadata.product,
    answers,
    consent: interview.consent ? { ...interview.consent } : null,
  }
}
