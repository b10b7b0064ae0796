import { style } from '@vanilla-extract/css'
import { vars } from '@/styles'

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

export const transcript = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

export const turn = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
})

export const followUp = style({
  marginLeft: vars.space.xl,
  paddingLeft: vars.space.md,
  borderLeft: `2px solid ${vars.color.borderSubtle}`,
})
