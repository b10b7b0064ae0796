import { style } from '@vanilla-extract/css'
import { vars } from '@/styles/theme.css'

/** The interview, and its sidebar beside it once the screen is wide enough for both. */
export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': {
    'screen and (min-width: 56rem)': { gridTemplateColumns: 'minmax(0, 1fr) minmax(16rem, 20rem)' },
  },
})

/** The recording indicator's dot. */
export const recordingDot = style({
  display: 'inline-block',
  width: vars.space.sm,
  height: vars.space.sm,
  borderRadius: vars.radius.full,
  background: vars.color.danger,
})
