import type {
  CodeRecord,
  CodingActivityRecord,
  HighlightRecord,
  SentimentCorrectionRecord,
  ThemeDecisionRecord,
} from '../../mocks/db/schema'
import type { components } from '@/contract/schema'

/**
 * The coding part of a recording (openapi.yaml, tag coding): codes, highlights, theme decisions
 * and activity as the coding reads answered them, and the sentiment corrections the admins'
 * interview reads carry. People are kept by id only when the recording knows them, else null, as
 * the contract shows a deleted user.
 */

type Schemas = components['schemas']

/** The coding reads this module places; any other answer is not its business. */
const CODING_READS = new Set([
  'listCodes',
  'listHighlights',
  'listThemeDecisions',
  'listCodingActivity',
])

export class CodingRecorder {
  private readonly codes: CodeRecord[] = []
  private readonly highlights: HighlightRecord[] = []
  private readonly decisions: ThemeDecisionRecord[] = []
  private readonly activity: CodingActivityRecord[] = []
  private readonly corrections: SentimentCorrectionRecord[] = []
  /** Ids of people met as PersonRef, resolved against the known users at the end. */
  private readonly people = new Set<string>()

  /** Takes a coding read's answer; false when the operation is not a coding read. */
  add(operationId: string, projectId: string, body: unknown): boolean {
    if (!CODING_READS.has(operationId)) return false
    const by = (person: Schemas['PersonRef'] | null) => {
      if (person) this.people.add(person.id)
      return person?.id ?? null
    }
    switch (operationId) {
      case 'listCodes':
        for (const {
          createdBy,
          highlightCount: _h,
          interviewCount: _i,
          ...code
        } of body as Schemas['Code'][]) {
          this.codes.push({ ...code, createdBy: by(createdBy) })
        }
        break
      case 'listHighlights':
        for (const { createdBy, ...highlight } of body as Schemas['Highlight'][]) {
          this.highlights.push({ ...highlight, projectId, createdBy: by(createdBy) })
        }
        break
      case 'listThemeDecisions':
        for (const { decidedBy, ...decision } of body as Schemas['ThemeDecision'][]) {
          // The contract names a decision by its theme key; the mock's record needs an id.
          this.decisions.push({
            ...decision,
            id: crypto.randomUUID(),
            projectId,
            decidedBy: by(decidedBy),
          })
        }
        break
      default: {
        // Newest first in the answer; seq counts from the oldest.
        const entries = body as Schemas['CodingActivity'][]
        entries.forEach(({ actor, ...entry }, index) => {
          this.activity.push({ ...entry, seq: entries.length - 1 - index, actorId: by(actor) })
        })
      }
    }
    return true
  }

  /** The corrections an admin's read of an interview's question tree carries. */
  addCorrections(projectId: string | null, questions: readonly Schemas['PersistentQuestion'][]) {
    for (const question of questions) {
      const correction = question.sentimentCorrection
      if (correction && projectId) {
        const { correctedBy, ...rest } = correction
        if (correctedBy) this.people.add(correctedBy.id)
        this.corrections.push({
          ...rest,
          id: crypto.randomUUID(),
          projectId,
          correctedBy: correctedBy?.id ?? null,
        })
      }
      this.addCorrections(projectId, question.children)
    }
  }

  /** The collections, with people the recording does not know set to null. */
  collections(known: ReadonlySet<string>) {
    const person = (id: string | null) => (id !== null && known.has(id) ? id : null)
    return {
      codes: this.codes.map((code) => ({ ...code, createdBy: person(code.createdBy) })),
      highlights: this.highlights.map((h) => ({ ...h, createdBy: person(h.createdBy) })),
      themeDecisions: this.decisions.map((d) => ({ ...d, decidedBy: person(d.decidedBy) })),
      sentimentCorrections: this.corrections.map((c) => ({
        ...c,
        correctedBy: person(c.correctedBy),
      })),
      codingActivity: [...this.activity]
        .sort((a, b) => a.seq - b.seq)
        .map((entry) => ({ ...entry, actorId: person(entry.actorId) })),
    }
  }
}
