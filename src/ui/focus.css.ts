import { vars } from '@/styles/theme.css'

/** The keyboard focus indicator shared by every primitive (spread into a selector). */
export const focusRing = {
  outline: `2px solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
} as const
