import { keyframes, style } from '@vanilla-extract/css'
import { vars } from '@/styles/theme.css'

const fadeIn = keyframes({
  from: { opacity: 0, transform: 'translateY(-4px)' },
  to: { opacity: 1, transform: 'none' },
})

export const popover = style({
  minWidth: 'var(--trigger-width)',
  maxWidth: 'calc(100vw - 16px)',
  maxHeight: 'var(--visual-viewport-height, 20rem)',
  overflowY: 'auto',
  padding: vars.space.xs,
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.md,
  outline: 'none',
  // Above modals: a Select inside a Modal opens its popover over the dialog.
  zIndex: vars.zIndex.popover,
  selectors: {
    '&[data-entering]': { animation: `${fadeIn} 120ms ease-out` },
  },
})

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  outline: 'none',
  margin: 0,
  padding: 0,
})

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.md,
  color: vars.color.text,
  cursor: 'default',
  outline: 'none',
  selectors: {
    '&[data-focused], &[data-hovered]': { background: vars.color.surfaceHover },
    '&[data-focus-visible]': { boxShadow: `inset 0 0 0 2px ${vars.color.focusRing}` },
    '&[data-selected]': { fontWeight: vars.fontWeight.semibold },
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
})

export const itemLabel = style({ flex: 1 })

export const itemCheck = style({
  flexShrink: 0,
  width: '1em',
  color: vars.color.primary,
  visibility: 'hidden',
  selectors: {
    [`${item}[data-selected] &`]: { visibility: 'visible' },
  },
})

export const sectionHeader = style({
  padding: `${vars.space.xs} ${vars.space.md}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
})

export const separator = style({
  height: '1px',
  margin: `${vars.space.xs} 0`,
  border: 'none',
  background: vars.color.borderSubtle,
})
