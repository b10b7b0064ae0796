import { style } from '@vanilla-extract/css'
import { vars } from '@/styles/theme.css'

export const screen = style({
  flex: 1,
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'center',
  padding: `${vars.space.xxxl} ${vars.space.lg}`,
})

// A readable form column; matches the design system's medium modal width.
export const panel = style({
  width: '100%',
  maxWidth: '28rem',
})

export const nameRow = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
  gap: vars.space.lg,
})

export const demoList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
})
