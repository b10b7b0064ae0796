/**
 * Which AI engine made what (docs/architecture.md#ai): the engine that asked a follow-up, rated
 * an answer's sentiment and made its transcript. Admins only, like sentiment; null where there
 * is none (a planned question, a typed answer) or where the server did not say.
 */
export interface Provenance {
  questionEngine: string | null
  sentimentEngine: string | null
  transcriptEngine: string | null
}

type ProvenanceInput = { [K in keyof Provenance]?: string | null | undefined }

export function provenanceOf(input: ProvenanceInput): Provenance {
  return {
    questionEngine: input.questionEngine || null,
    sentimentEngine: input.sentimentEngine || null,
    transcriptEngine: input.transcriptEngine || null,
  }
}

function transcriptNote(engine: string): string {
  // The local engine's transcript is canned, chosen for the question: never what was said.
  if (engine === 'local') return 'Demo transcript'
  if (engine === 'browser') return "Transcribed by the browser's speech recognition"
  return `Transcribed by ${engine}`
}

/** The short notes admins read beside an answer, e.g. ['Demo transcript', 'Sentiment: local']. */
export function provenanceNotes(provenance: Provenance): string[] {
  return [
    provenance.transcriptEngine && transcriptNote(provenance.transcriptEngine),
    provenance.sentimentEngine && `Sentiment: ${provenance.sentimentEngine}`,
    provenance.questionEngine && `Follow-up: ${provenance.questionEngine}`,
  ].filter((note): note is string => Boolean(note))
}
