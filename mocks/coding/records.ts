import type { components } from '@/contract/schema'
import { byId, highlightsOfCode } from '../db/indexes'
import type {
  CodeRecord,
  CodingActivityRecord,
  HighlightRecord,
  SentimentCorrectionRecord,
  ThemeDecisionRecord,
} from '../db/schema'

/** Coding records → the contract's shapes (openapi.yaml, tag coding), as mocks/dto/ does for the rest. */

type Schemas = components['schemas']

/** Who did it, or null once the user is deleted (the entry itself stays). */
function personRef(userId: string | null): Schemas['PersonRef'] | null {
  const user = userId === null ? undefined : byId.users(userId)
  return user ? { id: user.id, firstName: user.firstName, lastName: user.lastName } : null
}

export function toCode(code: CodeRecord): Schemas['Code'] {
  const highlights = highlightsOfCode(code.id)
  return {
    id: code.id,
    projectId: code.projectId,
    name: code.name,
    description: code.description,
    parentId: code.parentId,
    color: code.color,
    themeKey: code.themeKey,
    createdBy: personRef(code.createdBy),
    createdAt: code.createdAt,
    highlightCount: highlights.length,
    interviewCount: new Set(highlights.map((highlight) => highlight.interviewId)).size,
  }
}

export function toHighlight(highlight: HighlightRecord): Schemas['Highlight'] {
  return {
    id: highlight.id,
    codeId: highlight.codeId,
    interviewId: highlight.interviewId,
    questionId: highlight.questionId,
    start: highlight.start,
    end: highlight.end,
    text: highlight.text,
    note: highlight.note,
    createdBy: personRef(highlight.createdBy),
    createdAt: highlight.createdAt,
  }
}

export function toThemeDecision(decision: ThemeDecisionRecord): Schemas['ThemeDecision'] {
  return {
    themeKey: decision.themeKey,
    decision: decision.decision,
    label: decision.label,
    codeId: decision.codeId,
    decidedBy: personRef(decision.decidedBy),
    decidedAt: decision.decidedAt,
  }
}

export function toSentimentCorrection(
  correction: SentimentCorrectionRecord,
): Schemas['SentimentCorrection'] {
  return {
    interviewId: correction.interviewId,
    questionId: correction.questionId,
    sentiment: correction.sentiment,
    original: correction.original,
    correctedBy: personRef(correction.correctedBy),
    correctedAt: correction.correctedAt,
    reason: correction.reason,
  }
}

export function toCodingActivity(entry: CodingActivityRecord): Schemas['CodingActivity'] {
  return {
    id: entry.id,
    projectId: entry.projectId,
    action: entry.action,
    actor: personRef(entry.actorId),
    createdAt: entry.createdAt,
    before: entry.before,
    after: entry.after,
  }
}
