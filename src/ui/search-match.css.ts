import { style } from '@vanilla-extract/css'
import { vars } from '@/styles/theme.css'

export const match = style({
  background: vars.tone.warning.background,
  color: vars.tone.warning.text,
  borderRadius: '2px',
  padding: '0 1px',
})
