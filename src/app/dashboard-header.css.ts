import { style } from '@vanilla-extract/css'
import { vars } from '@/styles/theme.css'

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.lg,
  padding: `${vars.space.lg} ${vars.space.xl}`,
  borderBottom: `1px solid ${vars.color.borderSubtle}`,
  background: vars.color.surface,
})

export const account = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xs,
})

export const email = style({
  color: vars.color.text,
  fontWeight: vars.fontWeight.semibold,
  overflowWrap: 'anywhere',
})

// Keeps the item text aligned whether or not its check mark shows.
export const check = style({
  flexShrink: 0,
  width: '1em',
  height: '1em',
})
