import { style } from '@vanilla-extract/css'
import { vars } from '@/styles/theme.css'

/** The signed-out frame fills the page under the header: no sprinkles on the first load. */
export const screen = style({
  flex: 1,
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'center',
  padding: `${vars.space.xxxl} ${vars.space.lg}`,
})
