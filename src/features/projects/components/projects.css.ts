import { style } from '@vanilla-extract/css'
import { vars } from '../../../styles'

/** Project cards: one column, two from the `wide` breakpoint of the sprinkles on. */
export const list = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    'screen and (min-width: 48rem)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
})

/** Project Details: labels beside their values. */
export const details = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  alignItems: 'baseline',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
})

export const term = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
})

export const definition = style({ margin: 0 })
