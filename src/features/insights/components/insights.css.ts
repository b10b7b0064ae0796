import { globalStyle, style, styleVariants } from '@vanilla-extract/css'
import { SENTIMENTS as sentiments } from '@/domain/sentiment'
import { vars } from '@/styles'
import { focusRing } from '@/ui/focus.css'

/** The tab's content: what prints (see the print rules below). */
export const report = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  // Charts and badges are colour: paper keeps it (browsers drop backgrounds by default).
  WebkitPrintColorAdjust: 'exact',
  printColorAdjust: 'exact',
})

/** The report's title on paper, where the dialog's own title is not printed. */
export const printOnly = style({
  display: 'none',
  '@media': { print: { display: 'block' } },
})

/** Controls (search, filters, exports) mean nothing on paper. */
export const noPrint = style({ '@media': { print: { display: 'none' } } })

/*
 * Printing while the tab is open prints the report alone: everything outside the path from
 * <body> to it (the page behind, the backdrop's siblings, the dialog's header and close button,
 * the tab list) is hidden, and the dialog's frames on that path lose their fixed position, size,
 * scrolling and surface so the report flows over as many pages as it needs.
 */
const onPaper = (rules: Parameters<typeof globalStyle>[1]) => ({ '@media': { print: rules } })
const path = `body:has(${report}) :has(${report})`
globalStyle(`body:has(${report}) > :not(:has(${report}))`, onPaper({ display: 'none' }))
globalStyle(`${path} > :not(:has(${report})):not(${report})`, onPaper({ display: 'none' }))
globalStyle(
  `body:has(${report}), ${path}`,
  onPaper({
    display: 'block',
    position: 'static',
    inset: 'auto',
    overflow: 'visible',
    width: 'auto',
    maxWidth: 'none',
    height: 'auto',
    maxHeight: 'none',
    margin: '0',
    padding: '0',
    border: 'none',
    boxShadow: 'none',
    background: 'none',
    transform: 'none',
    animation: 'none',
  }),
)

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  breakInside: 'avoid-page',
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
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

/** Badges with their counts, in a row. */
export const mix = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

export const mixItem = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
})

/** One question of the chart: its number and text above its bar. */
export const chartRow = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  breakInside: 'avoid',
})

export const questionNumber = style({
  fontWeight: vars.fontWeight.semibold,
  marginRight: vars.space.sm,
})

export const bar = style({
  display: 'flex',
  gap: '2px',
  width: '100%',
  height: '2rem',
})

export const segment = style({
  flexShrink: 0,
  // A single answer among hundreds still gets something to click.
  minWidth: '0.5rem',
  height: '100%',
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { ...focusRing, zIndex: 1 },
    '&:hover': { filter: 'brightness(0.92)' },
    '&[aria-pressed="true"]': {
      outline: `3px solid ${vars.color.text}`,
      outlineOffset: '1px',
      zIndex: 1,
    },
  },
})

/** A segment's fill: the sentiment badge's colours. */
export const sentimentFill = styleVariants(
  Object.fromEntries(sentiments.map((name) => [name, name])) as Record<
    (typeof sentiments)[number],
    (typeof sentiments)[number]
  >,
  // The badge's text colour outlines the pale fill, so neighbouring segments stay apart.
  (name) => ({
    background: vars.sentiment[name].background,
    color: vars.sentiment[name].text,
    borderColor: vars.sentiment[name].text,
  }),
)

export const quote = style({
  margin: 0,
  padding: `${vars.space.xs} 0 ${vars.space.xs} ${vars.space.md}`,
  borderLeft: `3px solid ${vars.color.borderSubtle}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
})

export const quoteText = style({
  margin: 0,
  fontStyle: 'italic',
  whiteSpace: 'pre-wrap',
})

export const answerRow = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  paddingBottom: vars.space.md,
  borderBottom: `1px solid ${vars.color.borderSubtle}`,
})

export const answerText = style({ margin: 0, whiteSpace: 'pre-wrap' })

export const mark = style({
  background: vars.tone.warning.background,
  color: vars.tone.warning.text,
  borderRadius: '2px',
  padding: '0 1px',
})

export const filters = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
  gap: vars.space.md,
  alignItems: 'end',
})

export const themes = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(18rem, 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

export const theme = style({ breakInside: 'avoid' })

/** A report link in the Share Report dialog: what it holds, and Revoke beside it. */
export const linkRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
})

/** The new link's address, wide enough to read most of it. */
export const linkField = style({ flex: '1 1 16rem', minWidth: 0 })

/** The shared report's page: the report alone, centred, readable when printed. */
export const sharedPage = style({
  maxWidth: '60rem',
  margin: '0 auto',
  padding: vars.space.lg,
})

/** Ask your interviews: the question takes the row's room beside its button. */
export const askField = style({ flex: '1 1 20rem', minWidth: 0 })

/** An answer, set off from the form and the earlier questions. */
export const askAnswer = style({
  paddingTop: vars.space.sm,
  borderTop: `1px solid ${vars.color.borderSubtle}`,
})

/** One earlier question. */
export const askEarlier = style({
  padding: `${vars.space.sm} 0`,
  borderBottom: `1px solid ${vars.color.borderSubtle}`,
})

/** The workspace: the segment filter over the sections; nothing in it widens the page. */
export const workspace = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
})

/** A group's sentiment row in Compare, under its label. */
export const groupSentiment = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
})
