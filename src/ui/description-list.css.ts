import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from '@/styles/theme.css'

export const list = style({
  display: 'grid',
  // Terms take their width up to half the row (then wrap), so a value is never squeezed to a
  // letter a line on a phone; a long value (a path, an id) wraps instead of widening the page.
  gridTemplateColumns: 'fit-content(50%) minmax(0, 1fr)',
  alignItems: 'baseline',
  margin: 0,
  color: vars.color.text,
})

export const variant = styleVariants({
  facts: { gap: `${vars.space.xs} ${vars.space.lg}` },
  compact: { gap: `${vars.space.xs} ${vars.space.md}`, fontSize: vars.fontSize.sm },
  strong: { gap: `${vars.space.sm} ${vars.space.lg}` },
})

export const term = styleVariants({
  facts: { color: vars.color.textMuted, fontSize: vars.fontSize.sm },
  compact: { color: vars.color.textMuted },
  strong: { fontWeight: vars.fontWeight.semibold },
})

export const definition = style({ margin: 0, overflowWrap: 'anywhere' })
