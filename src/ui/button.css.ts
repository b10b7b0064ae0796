import { recipe } from '@vanilla-extract/recipes'
import { vars } from '@/styles/theme.css'
import { focusRing } from './focus.css'

/** A native button's hover and press, for NativeButton; RAC buttons use their data attributes. */
const nativeHover = ':not([data-rac]):hover:not(:disabled, [data-pending])'
const nativeActive = ':not([data-rac]):active:not(:disabled, [data-pending])'
/** Hovered or pressed, for RAC and native buttons alike: each variant's darker background. */
const hoverOrPress = `&[data-hovered]:not([data-disabled]), &[data-pressed], &${nativeHover}, &${nativeActive}`

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xs,
    border: '1px solid transparent',
    borderRadius: vars.radius.md,
    fontFamily: 'inherit',
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.tight,
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    outline: 'none',
    transition: 'background-color 120ms ease, border-color 120ms ease, transform 60ms ease',
    WebkitTapHighlightColor: 'transparent',
    selectors: {
      '&[data-focus-visible]': focusRing,
      '&[data-pressed]': { transform: 'translateY(1px)' },
      '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed', transform: 'none' },
      '&[data-pending]': { cursor: 'progress' },
      // NativeButton: the same looks from the browser's own states (RAC elements carry data-rac).
      '&:not([data-rac]):focus-visible': focusRing,
      [`&${nativeActive}`]: { transform: 'translateY(1px)' },
      '&:not([data-rac]):disabled': { opacity: 0.55, cursor: 'not-allowed', transform: 'none' },
    },
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.primary,
        color: vars.color.primaryText,
        selectors: {
          [hoverOrPress]: { background: vars.color.primaryHover },
        },
      },
      secondary: {
        background: vars.color.surface,
        color: vars.color.text,
        borderColor: vars.color.border,
        selectors: {
          [hoverOrPress]: { background: vars.color.surfaceHover },
        },
      },
      danger: {
        background: vars.color.danger,
        color: vars.color.dangerText,
        selectors: {
          [hoverOrPress]: { background: vars.color.dangerHover },
        },
      },
      ghost: {
        background: 'transparent',
        color: vars.color.text,
        selectors: {
          [hoverOrPress]: { background: vars.color.surfaceHover },
        },
      },
    },
    size: {
      sm: {
        minHeight: '2rem',
        padding: `${vars.space.xs} ${vars.space.sm}`,
        fontSize: vars.fontSize.sm,
      },
      md: {
        minHeight: '2.5rem',
        padding: `${vars.space.sm} ${vars.space.lg}`,
        fontSize: vars.fontSize.md,
      },
    },
  },
  defaultVariants: { variant: 'primary', size: 'md' },
})
