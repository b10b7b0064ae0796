import { style } from '@vanilla-extract/css'
import { vars } from '@/styles/theme.css'

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.xl,
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.sm,
  listStyle: 'none',
})

export const pressable = style({
  transition: 'background-color 120ms ease, box-shadow 120ms ease',
  selectors: {
    '&:has([data-card-press][data-hovered])': {
      background: vars.color.surfaceHover,
      boxShadow: vars.shadow.md,
    },
    '&:has([data-card-press][data-pressed])': { boxShadow: vars.shadow.sm },
  },
})

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
})

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
})

/**
 * The title button stretches over the whole card (::after), so the card is one big press target
 * while the heading keeps its semantics and the button's name is just the title.
 */
export const pressTarget = style({
  all: 'unset',
  cursor: 'pointer',
  selectors: {
    '&::after': {
      content: '""',
      position: 'absolute',
      inset: 0,
      borderRadius: vars.radius.lg,
    },
    '&[data-focus-visible]::after': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
  },
})

/** Card actions sit above the stretched press target so they stay clickable. */
export const actions = style({
  position: 'relative',
  zIndex: vars.zIndex.raised,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
})

/** A whole-card button, used only when a pressable card has no title. */
export const wholeButton = style({
  all: 'unset',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  cursor: 'pointer',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.lg },
    '&[data-focus-visible]::after': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
  },
})
