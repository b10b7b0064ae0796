import { style } from '@vanilla-extract/css'
import { vars } from '@/styles/theme.css'

export const menu = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: '12rem',
  outline: 'none',
})

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
})

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused], &[data-hovered]': { background: vars.color.surfaceHover },
    '&[data-focus-visible]': { boxShadow: `inset 0 0 0 2px ${vars.color.focusRing}` },
    '&[data-pressed]': { background: vars.color.surfaceHover },
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
})
