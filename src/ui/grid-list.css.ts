import { style } from '@vanilla-extract/css'
import { vars } from '@/styles/theme.css'

/**
 * The list is its own scroll container: a bounded height is what lets the virtualizer render
 * only the rows in view. It shrinks to its rows when they are few.
 */
export const list = style({
  position: 'relative',
  maxHeight: 'min(70vh, 48rem)',
  overflowY: 'auto',
  overflowX: 'hidden',
  borderRadius: vars.radius.lg,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { boxShadow: `inset 0 0 0 2px ${vars.color.focusRing}` },
  },
})

export const item = style({
  borderRadius: vars.radius.lg,
  outline: 'none',
  selectors: {
    // Drawn in the list's padding (ListLayout's), so its overflow does not clip the ring.
    '&[data-focus-visible]': { boxShadow: `0 0 0 2px ${vars.color.focusRing}` },
  },
})

export const loader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  height: '100%',
})

export const emptyState = style({
  color: vars.color.textMuted,
})
