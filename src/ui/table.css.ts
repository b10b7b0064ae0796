import { style } from '@vanilla-extract/css'
import { vars } from '@/styles/theme.css'

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

/**
 * A virtualized table is its own scroll container: the bounded height is what lets only the rows
 * in view render. It shrinks to its rows when they are few.
 */
export const virtual = style({
  display: 'block',
  position: 'relative',
  maxHeight: 'min(60vh, 40rem)',
  overflow: 'auto',
  selectors: {
    // The layout gives an empty body the table's height, which would grow it to the maximum.
    '&:has([data-empty])': { height: '10rem', overflow: 'hidden' },
  },
})

/**
 * Virtualized rows and cells are placed in boxes of the layout's fixed size: they fill them,
 * keep to one line, and centre their content (align-content works on blocks, unlike
 * vertical-align, and leaves text-overflow working).
 */
const virtualBox = {
  height: '100%',
  boxSizing: 'border-box',
  alignContent: 'center',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
} as const

export const header = style({
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: {
    // Sticky over the rows scrolling under it; tables sit on raised surfaces (modals, cards).
    [`${virtual} &`]: {
      height: '100%',
      boxSizing: 'border-box',
      background: vars.color.surfaceRaised,
    },
  },
})

export const column = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  textAlign: 'left',
  fontWeight: vars.fontWeight.semibold,
  whiteSpace: 'nowrap',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { boxShadow: `inset 0 0 0 2px ${vars.color.focusRing}` },
    [`${virtual} &`]: virtualBox,
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
    [`${virtual} &`]: { height: '100%', boxSizing: 'border-box' },
  },
})

export const cell = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  verticalAlign: 'middle',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { boxShadow: `inset 0 0 0 2px ${vars.color.focusRing}` },
    [`${virtual} &`]: virtualBox,
  },
})

/** The row that shows more rows are on their way. */
export const loader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  height: '100%',
})

/** Lets a wide table scroll sideways inside a narrow modal. */
export const scroller = style({
  width: '100%',
  overflowX: 'auto',
})
