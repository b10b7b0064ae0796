import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles'
import { vars } from './theme.css'

/** Layout atoms for screens, by screen width; Box (src/ui/box.tsx) is their component. */
const layout = defineProperties({
  conditions: {
    mobile: {},
    wide: { '@media': 'screen and (min-width: 48rem)' },
  },
  defaultCondition: 'mobile',
  properties: {
    flexDirection: ['row', 'column', 'row-reverse', 'column-reverse'],
    flexWrap: ['nowrap', 'wrap'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['stretch', 'flex-start', 'center', 'flex-end', 'space-between'],
    gap: vars.space,
    paddingTop: vars.space,
    paddingBottom: vars.space,
    paddingLeft: vars.space,
    paddingRight: vars.space,
    marginTop: vars.space,
    marginBottom: vars.space,
    marginLeft: vars.space,
    marginRight: vars.space,
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
    margin: ['marginTop', 'marginBottom', 'marginLeft', 'marginRight'],
    marginX: ['marginLeft', 'marginRight'],
    marginY: ['marginTop', 'marginBottom'],
  },
})

/** Display also by medium: `{ print: 'none' }` keeps controls off paper. */
const display = defineProperties({
  conditions: {
    mobile: {},
    wide: { '@media': 'screen and (min-width: 48rem)' },
    print: { '@media': 'print' },
  },
  defaultCondition: 'mobile',
  properties: {
    display: ['none', 'block', 'inline', 'inline-block', 'flex', 'inline-flex', 'grid'],
  },
})

const divider = `1px solid ${vars.color.borderSubtle}`

/**
 * Surfaces, dividers, sizes and text flow: one value each, from the tokens, so a screen names
 * what it means ('subtle', 'fill') instead of restating the CSS.
 */
const surface = defineProperties({
  properties: {
    background: { surface: vars.color.surface },
    color: { text: vars.color.text, muted: vars.color.textMuted },
    border: { subtle: divider },
    borderTop: { subtle: divider },
    borderBottom: { subtle: divider },
    /** A follow-up's rule under its question; 'strong' where it is a live transcript's. */
    borderLeft: {
      subtle: `2px solid ${vars.color.borderSubtle}`,
      strong: `3px solid ${vars.color.border}`,
    },
    borderRadius: vars.radius,
    width: { full: '100%' },
    minWidth: { 0: '0' },
    /** A field's share of a wrapping row: it grows from this basis and wraps below it. */
    flex: {
      none: 'none',
      /** Takes the row's room left by its neighbours (the middle of a list row). */
      fill: '1 1 0%',
      small: '1 1 12rem',
      medium: '1 1 16rem',
      large: '1 1 20rem',
    },
    alignSelf: ['stretch', 'flex-start', 'center', 'flex-end'],
    /** A field that would be too wide across the page (a search box). */
    maxWidth: { field: '24rem' },
    /** The user's own line breaks: 'pre-line' for consent texts, 'pre-wrap' for answers. */
    whiteSpace: ['normal', 'nowrap', 'pre-line', 'pre-wrap'],
    overflowWrap: ['anywhere'],
    /** Ids, passwords and paths, read character by character. */
    fontFamily: { mono: vars.font.mono },
    fontSize: vars.fontSize,
    fontVariantNumeric: ['tabular-nums'],
    breakInside: ['avoid', 'avoid-page'],
  },
})

export const sprinkles = createSprinkles(layout, display, surface)

export type Sprinkles = Parameters<typeof sprinkles>[0]
