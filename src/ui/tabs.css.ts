import { style } from '@vanilla-extract/css'
import { vars } from '@/styles/theme.css'
import { focusRing } from './focus.css'

export const tabs = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  selectors: {
    '&[data-orientation="vertical"]': { flexDirection: 'row' },
  },
})

export const tabList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  borderBottom: `1px solid ${vars.color.borderSubtle}`,
  selectors: {
    '&[data-orientation="vertical"]': {
      flexDirection: 'column',
      borderBottom: 'none',
      borderRight: `1px solid ${vars.color.borderSubtle}`,
    },
  },
})

export const tab = style({
  position: 'relative',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: `${vars.radius.sm} ${vars.radius.sm} 0 0`,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  outline: 'none',
  transition: 'color 120ms ease',
  selectors: {
    '&[data-hovered]': { color: vars.color.text, background: vars.color.surfaceHover },
    '&[data-selected]': { color: vars.color.text },
    // The selected marker: a bar under the tab, drawn over the list's bottom border.
    '&[data-selected]::after': {
      content: '""',
      position: 'absolute',
      left: 0,
      right: 0,
      bottom: '-1px',
      height: '3px',
      borderRadius: vars.radius.sm,
      background: vars.color.primary,
    },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' },
  },
})

export const tabPanel = style({
  outline: 'none',
  borderRadius: vars.radius.sm,
  selectors: {
    '&[data-focus-visible]': focusRing,
  },
})
