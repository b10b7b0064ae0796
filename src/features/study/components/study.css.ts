import { style } from '@vanilla-extract/css'
import { vars } from '@/styles/theme.css'

/** The funnel: a small native table, its numbers right-aligned under their headers. */
export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
})

export const cell = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.borderSubtle}`,
  textAlign: 'right',
  selectors: { '&:first-child': { textAlign: 'left' } },
})

export const caption = style({
  textAlign: 'left',
  fontWeight: vars.fontWeight.semibold,
  paddingBottom: vars.space.xs,
})
