import { style } from '@vanilla-extract/css'
import { vars } from '../styles/theme.css'

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
})

export const header = style({
  borderBottom: `1px solid ${vars.color.border}`,
})

export const column = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  textAlign: 'left',
  fontWeight: vars.fontWeight.semibold,
  whiteSpace: 'nowrap',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { boxShadow: `inset 0 0 0 2px ${vars.color.focusRing}` },
  },
})

export const body = style({
  selectors: {
    '&[data-empty]': { textAlign: 'center' },
  },
})

export const emptyState = style({
  padding: vars.space.xl,
  color: vars.color.textMuted,
  fontStyle: 'italic',
})

export const row = style({
  borderBottom: `1px solid ${vars.color.borderSubtle}`,
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceHover },
    '&[data-selected]': { background: vars.color.surfaceHover },
    '&[data-focus-visible]': { boxShadow: `inset 0 0 0 2px ${vars.color.focusRing}` },
  },
})

export const cell = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  verticalAlign: 'middle',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { boxShadow: `inset 0 0 0 2px ${vars.color.focusRing}` },
  },
})

/** Lets a wide table scroll sideways inside a narrow modal. */
export const scroller = style({
  width: '100%',
  overflowX: 'auto',
})
