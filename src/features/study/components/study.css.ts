import { style } from '@vanilla-extract/css'
import { vars } from '@/styles/theme.css'

export const plainList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

export const linkRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
})

export const linkField = style({ flex: '1 1 16rem', minWidth: 0 })

/** The join and thank-you pages: one column, centred. */
export const page = style({
  width: '100%',
  maxWidth: '40rem',
  margin: '0 auto',
  padding: vars.space.lg,
})

/** A consent text keeps the lines its project wrote it in. */
export const consentText = style({ whiteSpace: 'pre-line' })

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
})

export const cell = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.borderSubtle}`,
  textAlign: 'right',
  selectors: { '&:first-child': { textAlign: 'left' } },
})

export const caption = style({
  textAlign: 'left',
  fontWeight: vars.fontWeight.semibold,
  paddingBottom: vars.space.xs,
})

export const turn = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
})

export const followUp = style({
  marginLeft: vars.space.xl,
  paddingLeft: vars.space.md,
  borderLeft: `2px solid ${vars.color.borderSubtle}`,
})
