import { provenanceNotes, type Provenance } from '@/domain/provenance'
import { Text } from './typography'
import * as styles from './badge.css'

export interface ProvenanceNoteProps {
  provenance: Provenance
}

/**
 * Which engine made an answer's transcript, sentiment and follow-up, as small muted notes.
 * Admins only (docs/architecture.md#ai): that choice is the screen's.
 */
export function ProvenanceNote({ provenance }: ProvenanceNoteProps) {
  const notes = provenanceNotes(provenance)
  if (notes.length === 0) return null
  return (
    <span className={styles.notes}>
      {notes.map((note) => (
        <Text key={note} elementType="span" tone="muted" size="xs">
          {note}
        </Text>
      ))}
    </span>
  )
}
