import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from '@/styles'

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

/** Follow-ups sit indented under the question they follow (docs/product.md#results: N.M, N.M.K). */
export const depth = styleVariants({
  0: { marginLeft: 0 },
  1: { marginLeft: vars.space.xl, paddingLeft: vars.space.md },
  2: { marginLeft: vars.space.xxxl, paddingLeft: vars.space.md },
})

export const followUp = style({
  borderLeft: `2px solid ${vars.color.borderSubtle}`,
})

export const question = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
})

export const label = style({
  fontWeight: vars.fontWeight.semibold,
  marginRight: vars.space.sm,
})

/** Facts about the interview: labels beside their values. */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
})

export const term = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
})

export const definition = style({ margin: 0 })
