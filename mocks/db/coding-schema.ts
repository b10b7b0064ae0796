import { z } from 'zod'
import {
  codingActionValues,
  correctableSentimentValues,
  themeDecisionKindValues,
} from '@/contract/enums'
import { id, sentimentSchema, timestamp } from './schema-fields'

/** The records of coding (openapi.yaml, tag coding): the codebook, its passages, its log. */

/** A code of a project's codebook (openapi.yaml, tag coding). */
export const codeRecord = z.object({
  id,
  projectId: id,
  name: z.string(),
  description: z.string(),
  parentId: id.nullable(),
  color: z.string(),
  themeKey: z.string().nullable(),
  createdBy: id.nullable(),
  createdAt: timestamp,
})

/** A coded passage: [start, end) of the stored answer text, in UTF-16 code units. */
export const highlightRecord = z.object({
  id,
  projectId: id,
  codeId: id,
  interviewId: id,
  questionId: id,
  start: z.number().int().min(0),
  end: z.number().int().min(0),
  text: z.string(),
  note: z.string(),
  createdBy: id.nullable(),
  createdAt: timestamp,
})

export const themeDecisionRecord = z.object({
  id,
  projectId: id,
  themeKey: z.string(),
  decision: z.enum(themeDecisionKindValues),
  label: z.string(),
  codeId: id.nullable(),
  decidedBy: id.nullable(),
  decidedAt: timestamp,
})

/** A researcher's sentiment for one answer; the AI's reading stays in the question record. */
export const sentimentCorrectionRecord = z.object({
  id,
  projectId: id,
  interviewId: id,
  questionId: id,
  sentiment: z.enum(correctableSentimentValues),
  original: sentimentSchema.nullable(),
  correctedBy: id.nullable(),
  correctedAt: timestamp,
  reason: z.string().nullable(),
})

/** What an activity entry says a change touched (the contract's CodingState). */
export const codingStateSchema = z.object({
  codeId: id.optional(),
  codeName: z.string().optional(),
  name: z.string().optional(),
  description: z.string().optional(),
  color: z.string().optional(),
  parentId: id.nullable().optional(),
  parentName: z.string().nullable().optional(),
  highlightId: id.optional(),
  interviewId: id.optional(),
  questionId: id.optional(),
  start: z.number().int().optional(),
  end: z.number().int().optional(),
  text: z.string().optional(),
  note: z.string().optional(),
  highlightCount: z.number().int().optional(),
  sentiment: sentimentSchema.nullable().optional(),
  reason: z.string().nullable().optional(),
  themeKey: z.string().optional(),
  label: z.string().optional(),
})

export const codingActivityRecord = z.object({
  id,
  projectId: id,
  /** Orders entries made in the same millisecond (a code created inline, then its highlight). */
  seq: z.number().int().min(0),
  action: z.enum(codingActionValues),
  actorId: id.nullable(),
  createdAt: timestamp,
  before: codingStateSchema.nullable(),
  after: codingStateSchema.nullable(),
})
