import { style } from '@vanilla-extract/css'
import { vars } from '@/styles/theme.css'

export const quote = style({
  margin: 0,
  padding: `${vars.space.xs} 0 ${vars.space.xs} ${vars.space.md}`,
  borderLeft: `3px solid ${vars.color.borderSubtle}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
})

export const text = style({ margin: 0, fontStyle: 'italic', whiteSpace: 'pre-wrap' })
