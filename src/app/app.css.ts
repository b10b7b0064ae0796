import { style } from '@vanilla-extract/css'
import { vars } from '@/styles/theme.css'
import { reservedBottom } from '@/styles/reserved'

/** Screen above, footer below; the footer stays at the bottom of short screens. */
export const app = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100vh',
  // Border-box: the room stays inside the first screen instead of adding a scroll.
  paddingBottom: reservedBottom,
})

export const content = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
})

export const loading = style({
  flex: 1,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.xxxl,
})
