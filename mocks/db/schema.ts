import { z } from 'zod'
import {
  persistentInterviewStatusValues,
  probeStatusValues,
  projectStatusValues,
} from '@/contract/enums'
import {
  codeRecord,
  codingActivityRecord,
  type codingStateSchema,
  highlightRecord,
  sentimentCorrectionRecord,
  themeDecisionRecord,
} from './coding-schema'
import {
  categorySchema,
  id,
  nullableTimestamp,
  roleSchema,
  sentimentSchema,
  timestamp,
} from './schema-fields'

/**
 * Record schemas of the mock's data layer. They are the server's own records, not the API
 * shapes: passwords live here (hashed) and never leave; relations are ids, resolved by the
 * handlers' mappers (mocks/dto/) into the contract's shapes.
 */

const userRecord = z.object({
  id,
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: roleSchema,
  createdAt: timestamp,
  lastLoginAt: nullableTimestamp,
  passwordSalt: z.string(),
  passwordHash: z.string(),
})

const projectRecord = z.object({
  id,
  name: z.string(),
  description: z.string(),
  company: z.string(),
  product: z.string(),
  productDescription: z.string(),
  projectTypeId: id,
  status: z.enum(projectStatusValues),
  followUpIntensity: z.number().int().min(1).max(5),
  leadUserId: id.nullable(),
  createdAt: timestamp,
  /** docs/product.md#consent; absent in data stored before it was kept: the default text. */
  consentText: z.string().optional(),
  /**
   * The project's discussion guide (docs/product.md#discussion-guide), in the order it is asked.
   * Absent until first saved: the guide is then the type's active questions at the project's
   * intensity.
   */
  guide: z
    .array(
      z.object({
        id,
        text: z.string(),
        /** null: None, never a follow-up; absent: the project's follow-up intensity. */
        probingDepth: z.number().int().min(1).max(5).nullable().optional(),
        goal: z.string().nullable(),
      }),
    )
    .optional(),
})

const memberRecord = z.object({
  id,
  projectId: id,
  userId: id,
  invitedAt: timestamp,
  completedAt: nullableTimestamp,
})

const projectTypeRecord = z.object({
  id,
  name: z.string(),
  description: z.string(),
  category: categorySchema,
  isActive: z.boolean(),
  createdAt: timestamp,
})

const questionRecord = z.object({
  id,
  projectTypeId: id,
  text: z.string(),
  order: z.number().int().min(1),
  isActive: z.boolean(),
})

const interviewRecord = z.object({
  interview_id: id,
  project_id: id.nullable(),
  interviewer_id: id.nullable(),
  interviewee_id: id,
  status: z.enum(persistentInterviewStatusValues),
  started_at: timestamp,
  completed_at: nullableTimestamp,
  metadata: z.object({
    company: z.string(),
    product: z.string(),
    product_description: z.string(),
    is_lead_interview: z.boolean(),
    total_questions: z.number().int().min(0),
  }),
  /** docs/product.md#consent: when the interviewee agreed, and the SHA-256 of the text shown. */
  consent: z.object({ consentedAt: timestamp, textHash: z.string() }).nullable().optional(),
})

const interviewQuestionRecord = z.object({
  question_id: id,
  interview_id: id,
  project_type_question_id: id.nullable(),
  text: z.string(),
  displayed_at: timestamp,
  follow_up_of: id.nullable(),
  answer_text: z.string().nullable(),
  answered_at: nullableTimestamp,
  sentiment: sentimentSchema.nullable(),
  /**
   * Which engine asked a follow-up, rated the sentiment, made the transcript
   * (docs/architecture.md#ai). Absent in data stored before they were kept: read as `local`.
   */
  question_engine: z.string().nullable().optional(),
  sentiment_engine: z.string().nullable().optional(),
  transcript_engine: z.string().nullable().optional(),
  response_time_ms: z.number().int().nullable(),
  /** Display order within the interview. */
  position: z.number().int(),
  /**
   * Issue 31 §5 (study-live): the observer who suggested this follow-up, for the team only
   * (docs/product.md#watch-live); absent for the interviewer's own questions.
   */
  suggested_by: z.object({ userId: id, name: z.string() }).optional(),
})

const authSessionRecord = z.object({
  sessionId: id,
  userId: id,
  revoked: z.boolean(),
  createdAt: timestamp,
  /** A participant link's session (docs/product.md#participant-links): this project only. */
  participantProjectId: id.optional(),
})

const liveQuestion = z.object({
  id,
  /** The question itself, as stored with the answer. */
  text: z.string(),
  /** The interviewer's wording, for the screen only. */
  spokenText: z.string().optional(),
  isFollowUp: z.boolean(),
  followUpOf: id.nullable(),
  projectTypeQuestionId: id.nullable(),
  /** 0 for a primary question, n for the n-th level of follow-up. */
  depth: z.number().int(),
  /** The primary question this one belongs to. */
  rootId: id,
  /** A follow-up's engine (docs/architecture.md#ai). */
  engine: z.string().optional(),
  /**
   * The guide's bound for this question's follow-ups, its primary question's (null: None);
   * absent in a session stored before guides, which the session's intensity bounds.
   */
  probingDepth: z.number().int().min(1).max(5).nullable().optional(),
  /** Its primary question's goal in the guide. */
  goal: z.string().nullable().optional(),
})

const liveSessionRecord = z.object({
  id,
  userId: id,
  projectId: id.nullable(),
  persistentId: id.nullable(),
  company: z.string(),
  product: z.string(),
  productDescription: z.string(),
  category: categorySchema,
  intensity: z.number().int().min(1).max(5),
  promptPath: z.string().nullable(),
  /**
   * The primary questions still to ask, read from the guide at start (a later change of the
   * guide does not reach a session under way). A session stored before guides bounds its
   * follow-ups by `intensity` alone.
   */
  plan: z.array(
    z.object({
      id,
      text: z.string(),
      probingDepth: z.number().int().min(1).max(5).nullable().optional(),
      goal: z.string().nullable().optional(),
    }),
  ),
  /** The interview's primary questions, answered ones included ('Question {n} of {N}'). */
  totalQuestions: z.number().int().optional(),
  nextPlanIndex: z.number().int(),
  current: liveQuestion.nullable(),
  followUpsForRoot: z.number().int(),
  answers: z.array(
    z.object({ question: z.string(), answer: z.string(), sentiment: sentimentSchema }),
  ),
  done: z.boolean(),
  createdAt: timestamp,
  /**
   * Issue 31 §5 (study-live): the latest probe an observer suggested (docs/product.md#watch-live),
   * with the persistent interview it was suggested in; it waits for `questionId`'s answer.
   */
  suggestedProbe: z
    .object({
      id,
      interviewId: id,
      questionId: id,
      text: z.string(),
      status: z.enum(probeStatusValues),
      suggestedBy: z.object({ userId: id, name: z.string() }),
      askedQuestionId: id.nullable(),
    })
    .optional(),
})

const settingsRecord = z.object({
  key: z.literal('settings'),
  registrationEnabled: z.boolean(),
  chatModel: z.string().nullable(),
  audioModel: z.string().nullable(),
  currentPrompt: z.string().nullable(),
  /** The token signing secret (mocks/auth/signing-secret.ts), made at first use. */
  tokenSecret: z.string().optional(),
})

const promptFileRecord = z.object({
  path: z.string(),
  filename: z.string(),
  description: z.string(),
  style: z.enum(['warm', 'concise', 'probing']),
  content: z.string(),
})

const modelRecord = z.object({ id: z.string(), name: z.string() })

/** A participant attribute of a project (docs/product.md#segments), in the project's order. */
const attributeRecord = z.object({
  id,
  projectId: id,
  name: z.string(),
  values: z.array(z.string()),
  position: z.number().int(),
})

/** One member's attribute values in one project: attribute id → value. */
const memberAttributesRecord = z.object({
  id,
  projectId: id,
  userId: id,
  values: z.record(z.string(), z.string()),
})

/** A read-only report link (docs/product.md#shared-report). Revoking deletes it. */
const shareLinkRecord = z.object({
  id,
  projectId: id,
  /** The secret in the link's address: ≥ 128 random bits, URL-safe base64. */
  token: z.string(),
  createdByUserId: id,
  /** Kept with the link, so the report still says who shared it if the account goes. */
  createdByName: z.object({ firstName: z.string(), lastName: z.string() }),
  createdAt: timestamp,
  includeSentiment: z.boolean(),
  /** Attribute id, its name when the link was made, and the value. */
  segment: z.array(z.object({ attributeId: id, attribute: z.string(), value: z.string() })),
})

/** An open link that recruits interviewees (docs/product.md#participant-links). Revoking deletes it. */
const participantLinkRecord = z.object({
  id,
  projectId: id,
  /** The secret in the link's address: ≥ 128 random bits, URL-safe base64; never logged. */
  token: z.string(),
  label: z.string(),
  responseLimit: z.number().int().min(1).nullable(),
  /** The last day (UTC, YYYY-MM-DD) the link works. */
  expiresOn: z.string().nullable(),
  /** Who joined through it, so the count survives a withdrawn interview. */
  responseCount: z.number().int().min(0),
  createdAt: timestamp,
})

/** A question asked of a project's interviews and its answer as given (docs/product.md#ask). */
const askedQuestionRecord = z.object({
  id,
  projectId: id,
  question: z.string(),
  /** The scope: attribute id, its name when asked, and the value; empty for all interviews. */
  segment: z.array(z.object({ attributeId: id, attribute: z.string(), value: z.string() })),
  interviewCount: z.number().int().min(0),
  mentionCount: z.number().int().min(0),
  /** Passages of stored answers: [start, end) in UTF-16 code units, as highlights. */
  citations: z.array(
    z.object({
      interviewId: id,
      questionId: id,
      start: z.number().int().min(0),
      end: z.number().int().min(0),
      text: z.string(),
    }),
  ),
  summary: z.string().nullable(),
  engine: z.string(),
  /** Null when recorded from a server that names who asked but not their id. */
  askedByUserId: id.nullable(),
  /** Kept with the question, so the list still says who asked if the account goes. */
  askedByName: z.object({ firstName: z.string(), lastName: z.string() }),
  askedAt: timestamp,
})

/** Each collection's record schema, also what a stored snapshot is checked against. */
export const recordSchemas = {
  users: userRecord,
  projects: projectRecord,
  members: memberRecord,
  projectTypes: projectTypeRecord,
  questions: questionRecord,
  interviews: interviewRecord,
  interviewQuestions: interviewQuestionRecord,
  authSessions: authSessionRecord,
  liveSessions: liveSessionRecord,
  settings: settingsRecord,
  promptFiles: promptFileRecord,
  models: modelRecord,
  codes: codeRecord,
  highlights: highlightRecord,
  themeDecisions: themeDecisionRecord,
  sentimentCorrections: sentimentCorrectionRecord,
  codingActivity: codingActivityRecord,
  attributes: attributeRecord,
  memberAttributes: memberAttributesRecord,
  shareLinks: shareLinkRecord,
  askedQuestions: askedQuestionRecord,
  participantLinks: participantLinkRecord,
}

export type UserRecord = z.infer<typeof userRecord>
export type ProjectRecord = z.infer<typeof projectRecord>
export type GuideQuestionRecord = NonNullable<ProjectRecord['guide']>[number]
export type MemberRecord = z.infer<typeof memberRecord>
export type ProjectTypeRecord = z.infer<typeof projectTypeRecord>
export type QuestionRecord = z.infer<typeof questionRecord>
export type InterviewRecord = z.infer<typeof interviewRecord>
export type InterviewQuestionRecord = z.infer<typeof interviewQuestionRecord>
export type CodeRecord = z.infer<typeof codeRecord>
export type HighlightRecord = z.infer<typeof highlightRecord>
export type ThemeDecisionRecord = z.infer<typeof themeDecisionRecord>
export type SentimentCorrectionRecord = z.infer<typeof sentimentCorrectionRecord>
export type CodingState = z.infer<typeof codingStateSchema>
export type CodingActivityRecord = z.infer<typeof codingActivityRecord>
export type LiveSessionRecord = z.infer<typeof liveSessionRecord>
export type LiveQuestion = z.infer<typeof liveQuestion>
export type SettingsRecord = z.infer<typeof settingsRecord>
export type PromptFileRecord = z.infer<typeof promptFileRecord>
export type AttributeRecord = z.infer<typeof attributeRecord>
export type MemberAttributesRecord = z.infer<typeof memberAttributesRecord>
export type ShareLinkRecord = z.infer<typeof shareLinkRecord>
export type AskedQuestionRecord = z.infer<typeof askedQuestionRecord>
export type ParticipantLinkRecord = z.infer<typeof participantLinkRecord>
export type Role = z.infer<typeof roleSchema>
export type Category = z.infer<typeof categorySchema>
