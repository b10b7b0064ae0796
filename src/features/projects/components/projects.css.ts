import { style } from '@vanilla-extract/css'
import { vars } from '@/styles'

/** Project Details: labels beside their values. */
export const details = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  alignItems: 'baseline',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
})

export const term = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
})

export const definition = style({ margin: 0 })

/** The search box keeps a readable width instead of spanning the page. */
export const search = style({ maxWidth: '24rem' })
