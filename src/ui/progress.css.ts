import { keyframes, style } from '@vanilla-extract/css'
import { recipe } from '@vanilla-extract/recipes'
import { vars } from '@/styles/theme.css'

const spin = keyframes({ to: { transform: 'rotate(360deg)' } })

export const spinner = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.textMuted,
})

/** The `<progress>` itself drawn as the ring: its own bar hidden, a border turning. */
export const spinnerRing = recipe({
  base: {
    flexShrink: 0,
    appearance: 'none',
    boxSizing: 'border-box',
    border: `3px solid color-mix(in srgb, ${vars.color.primary} 25%, transparent)`,
    borderTopColor: vars.color.primary,
    borderRadius: vars.radius.full,
    background: 'transparent',
    color: vars.color.primary,
    animation: `${spin} 0.9s linear infinite`,
    '@media': {
      // The global reduced-motion rule would freeze it mid-turn; a slow spin still shows activity.
      '(prefers-reduced-motion: reduce)': { animation: `${spin} 2.4s linear infinite !important` },
    },
    selectors: {
      '&::-webkit-progress-bar': { background: 'transparent' },
      '&::-moz-progress-bar': { background: 'transparent' },
    },
  },
  variants: {
    size: {
      sm: { width: '1rem', height: '1rem', borderWidth: '2px' },
      md: { width: '1.5rem', height: '1.5rem' },
      lg: { width: '2.5rem', height: '2.5rem', borderWidth: '4px' },
    },
  },
  defaultVariants: { size: 'md' },
})

export const bar = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  alignItems: 'baseline',
  gap: `${vars.space.xs} ${vars.space.sm}`,
  width: '100%',
})

export const barLabel = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
})

export const barValue = style({
  gridColumn: 2,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
})

export const track = style({
  gridColumn: '1 / -1',
  height: '0.5rem',
  borderRadius: vars.radius.full,
  // The track's edge must stay visible against the surface (non-text contrast).
  boxShadow: `inset 0 0 0 1px ${vars.color.border}`,
  background: vars.color.surface,
  overflow: 'hidden',
})

export const fill = recipe({
  base: {
    height: '100%',
    borderRadius: vars.radius.full,
    transition: 'width 100ms linear',
  },
  variants: {
    kind: {
      progress: { background: vars.color.primary },
      meter: { background: vars.color.success },
    },
  },
})
