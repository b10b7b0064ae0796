import { style } from '@vanilla-extract/css'
import { vars } from '@/styles/theme.css'

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
})
