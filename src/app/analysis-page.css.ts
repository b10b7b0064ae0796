import { style } from '@vanilla-extract/css'
import { vars } from '@/styles'

/** The workspace fills the page's width and never widens it: its tables fit or scroll inside. */
export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  width: '100%',
  maxWidth: '90rem',
  minWidth: 0,
  marginInline: 'auto',
  padding: vars.space.md,
  boxSizing: 'border-box',
  '@media': { 'screen and (min-width: 48rem)': { padding: vars.space.xl } },
})

export const title = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs })
