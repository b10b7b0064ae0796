import { style } from '@vanilla-extract/css'
import { vars } from '@/styles/theme.css'

/** Read by screen readers, not shown: the code names of a marked passage. */
export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
  userSelect: 'none',
})

export const codedAnswer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  alignItems: 'flex-start',
})

export const answer = style({ margin: 0, whiteSpace: 'pre-wrap', alignSelf: 'stretch' })

export const mark = style({
  background: vars.tone.info.background,
  color: vars.tone.info.text,
  // The code's colour, when it has one, replaces the primary underline (marked-answer.tsx).
  borderBottom: `3px solid ${vars.color.primary}`,
  borderRadius: '2px',
  padding: '0 1px',
})

export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  paddingLeft: vars.space.sm,
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.md,
  background: vars.tone.info.background,
  color: vars.tone.info.text,
  fontSize: vars.fontSize.sm,
})

export const chipRemove = style({ minHeight: '1.75rem', padding: `0 ${vars.space.xs}` })

export const notFound = style({ fontStyle: 'italic', color: vars.tone.warning.text })

export const error = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm })

export const sentiment = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
})

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm })

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
})

export const sectionHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
})

export const plainList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

export const nameCell = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
})

/** The compact table's name: two lines rather than cut short (its row is two lines high). */
export const nameCellWrapping = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  whiteSpace: 'normal',
  overflowWrap: 'anywhere',
  lineHeight: 1.3,
})

/** A code's colour beside its name; the name says what it is, the colour only repeats it. */
export const swatch = style({
  flex: 'none',
  width: '0.75rem',
  height: '0.75rem',
  borderRadius: '50%',
  border: `1px solid ${vars.color.border}`,
})

export const quote = style({
  margin: 0,
  padding: `${vars.space.xs} 0 ${vars.space.xs} ${vars.space.md}`,
  borderLeft: `3px solid ${vars.color.borderSubtle}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
})

export const quoteText = style({ margin: 0, fontStyle: 'italic', whiteSpace: 'pre-wrap' })

export const activityItem = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  paddingBottom: vars.space.sm,
  borderBottom: `1px solid ${vars.color.borderSubtle}`,
})

export const suggestion = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingTop: vars.space.sm,
  borderTop: `1px solid ${vars.color.borderSubtle}`,
})

/** A code of a shared report: kept whole on a printed page. */
export const sharedCode = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  breakInside: 'avoid',
})

export const swatchLarge = style({
  flex: 'none',
  width: '1rem',
  height: '1rem',
  borderRadius: '50%',
  border: `1px solid ${vars.color.border}`,
})
