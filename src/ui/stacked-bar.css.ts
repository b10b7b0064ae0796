import { style, styleVariants } from '@vanilla-extract/css'
import { sentimentColors } from '@/styles/sentiment-colors'
import { vars } from '@/styles/theme.css'
import { focusRing } from './focus.css'

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
export const sentimentFill = styleVariants(sentimentColors, (colors) => ({
  ...colors,
  // The badge's text colour outlines the pale fill, so neighbouring segments stay apart.
  borderColor: colors.color,
}))
