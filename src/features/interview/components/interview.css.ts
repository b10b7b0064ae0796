import { style } from '@vanilla-extract/css'
import { vars } from '@/styles/theme.css'

/** The page column: the interview, and the sidebar beside it on wide screens. */
export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  width: '100%',
  maxWidth: '72rem',
  margin: '0 auto',
  padding: vars.space.xl,
})

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': {
    'screen and (min-width: 56rem)': { gridTemplateColumns: 'minmax(0, 1fr) minmax(16rem, 20rem)' },
  },
})

/** A single centred column (pre-interview, completed). */
export const narrow = style({
  width: '100%',
  maxWidth: '44rem',
  margin: '0 auto',
})

export const sidebar = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  color: vars.color.text,
})

export const sidebarSection = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  paddingTop: vars.space.lg,
  borderTop: `1px solid ${vars.color.borderSubtle}`,
  selectors: { '&:first-child': { paddingTop: 0, borderTop: 'none' } },
})

/** Term and value pairs (models, prompt, microphone in use). */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  fontSize: vars.fontSize.sm,
})

export const term = style({ color: vars.color.textMuted })

export const value = style({ margin: 0, overflowWrap: 'anywhere' })

export const questionText = style({
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.normal,
})

/** The recording indicator's dot. */
export const recordingDot = style({
  display: 'inline-block',
  width: vars.space.sm,
  height: vars.space.sm,
  borderRadius: vars.radius.full,
  background: vars.color.danger,
})

export const responseList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

export const response = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
})

/** Follow-ups sit indented under their question (docs/product.md#interview: numbered 2.1). */
export const followUp = style({
  marginLeft: vars.space.xl,
  borderLeft: `3px solid ${vars.color.border}`,
})

export const responseHeader = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.sm,
})

export const number = style({
  marginRight: vars.space.sm,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.textMuted,
})

/** A consent text keeps the lines its project wrote it in (docs/product.md#consent). */
export const consentText = style({ whiteSpace: 'pre-line' })
