import { style } from '@vanilla-extract/css'
import { vars } from '@/styles/theme.css'

export const mark = style({
  background: vars.tone.info.background,
  color: vars.tone.info.text,
  borderBottom: `3px solid ${vars.color.primary}`,
  borderRadius: '2px',
  padding: '0 1px',
})
