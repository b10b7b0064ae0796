import type { ReactNode } from 'react'
import { mark } from './mark.css'

export interface MarkProps {
  children: ReactNode
  /** The underline's colour (a code's); the primary colour when there is none. */
  color?: string | null
}

/** A passage picked out of a text (a coded passage): tinted, and underlined in its colour. */
export function Mark({ children, color }: MarkProps) {
  return (
    <mark className={mark} style={color ? { borderBottomColor: color } : undefined}>
      {children}
    </mark>
  )
}
