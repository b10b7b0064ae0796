import { style } from '@vanilla-extract/css'
import { vars } from '@/styles/theme.css'
import { focusRing } from './focus.css'

/** The input with its open-list button inside its right edge. */
export const box = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
})

export const input = style({ paddingRight: '2.5rem' })

export const button = style({
  position: 'absolute',
  right: vars.space.xs,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2rem',
  height: '2rem',
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered], &[data-pressed]': { background: vars.color.surfaceHover },
    '&[data-focus-visible]': focusRing,
  },
})
