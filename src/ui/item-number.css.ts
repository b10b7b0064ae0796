import { style } from '@vanilla-extract/css'
import { vars } from '@/styles/theme.css'

export const number = style({
  fontWeight: vars.fontWeight.semibold,
  marginRight: vars.space.sm,
})
