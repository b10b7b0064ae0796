import { keyframes, style } from '@vanilla-extract/css'
import { recipe } from '@vanilla-extract/recipes'
import { vars } from '@/styles/theme.css'
import { reservedBottom } from '@/styles/reserved'
import { focusRing } from './focus.css'

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } })
const riseIn = keyframes({
  from: { opacity: 0, transform: 'translateY(8px) scale(0.98)' },
  to: { opacity: 1, transform: 'none' },
})

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.lg,
  paddingBottom: `calc(${vars.space.lg} + ${reservedBottom})`,
  // The visual viewport height keeps the dialog above an on-screen keyboard.
  height: 'var(--visual-viewport-height, 100vh)',
  background: vars.color.overlay,
  selectors: {
    '&[data-entering]': { animation: `${fadeIn} 150ms ease-out` },
    '&[data-exiting]': { animation: `${fadeIn} 100ms ease-in reverse` },
  },
})

export const modal = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    width: '100%',
    maxHeight: '100%',
    borderRadius: vars.radius.lg,
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    boxShadow: vars.shadow.lg,
    outline: 'none',
    overflow: 'hidden',
    selectors: {
      '&[data-entering]': { animation: `${riseIn} 150ms ease-out` },
    },
  },
  variants: {
    size: {
      sm: { maxWidth: '26rem' },
      md: { maxWidth: '36rem' },
      lg: { maxWidth: '56rem' },
    },
  },
  defaultVariants: { size: 'md' },
})

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: 0,
  maxHeight: 'inherit',
  outline: 'none',
})

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.lg} ${vars.space.xl}`,
  borderBottom: `1px solid ${vars.color.borderSubtle}`,
})

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  // Focus comes to it by script only (a dialog above it closed): shown as everywhere else.
  outline: 'none',
  selectors: { '&:focus-visible': focusRing },
})

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.xl,
  overflowY: 'auto',
  outline: 'none',
  // Focusable only while it scrolls and holds nothing focusable (keyboard-scrollable.ts).
  selectors: { '&:focus-visible': { boxShadow: `inset 0 0 0 2px ${vars.color.focusRing}` } },
})

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.xl}`,
  borderTop: `1px solid ${vars.color.borderSubtle}`,
})
