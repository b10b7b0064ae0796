import type { ReactNode } from 'react'
import { mark } from './mark.css'

export interface MarkProps {
  children: ReactNode
  /**
   * 'coded': a coded passage, tinted and underlined in its code's colour; 'match': words a search
   * matched, in the warning tone's colours. @default 'coded'
   */
  tone?: keyof typeof mark
  /** A coded passage's underline colour (its code's); the primary colour when there is none. */
  color?: string | null
}

/** A passage picked out of a text, as a real <mark>. */
export function Mark({ children, tone = 'coded', color }: MarkProps) {
  return (
    <mark
      className={mark[tone]}
      style={tone === 'coded' && color ? { borderBottomColor: color } : undefined}
    >
      {children}
    </mark>
  )
}
