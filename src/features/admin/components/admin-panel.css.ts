import { style } from '@vanilla-extract/css'
import { vars } from '@/styles/theme.css'

/** Keeps the panel from jumping in height as tabs with little content are chosen. */
export const tabContent = style({
  minHeight: '24rem',
  paddingTop: vars.space.lg,
})

/** Label / value pairs: a created user's credentials, the current models and prompt. */
export const details = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  columnGap: vars.space.lg,
  rowGap: vars.space.sm,
  margin: 0,
})

export const term = style({
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
})

export const definition = style({
  margin: 0,
  color: vars.color.text,
  overflowWrap: 'anywhere',
})

/** Passwords and file paths: read character by character. */
export const mono = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
})

/** One line of a radio's description (a prompt file's description, then its path). */
export const descriptionLine = style({
  display: 'block',
})

export const questionList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
})

export const question = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  alignItems: 'start',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.borderSubtle}`,
  background: vars.color.surface,
})

export const questionIndex = style({
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
})

export const questions = style({
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.borderSubtle}`,
})

/** Fields side by side (first and last name) share the row. */
export const grow = style({
  flex: '1 1 12rem',
})

/**
 * The panel is wider than a large dialog, so System Users fits with every column and its three
 * actions at 1280 px; the attribute selector outweighs the dialog size's own max width.
 */
export const panel = style({
  selectors: { '&[class]': { maxWidth: '76rem' } },
})
