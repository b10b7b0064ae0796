import { style } from '@vanilla-extract/css'
import { vars } from '@/styles/theme.css'
import { focusRing } from './focus.css'

export const link = style({
  color: vars.color.primary,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  cursor: 'pointer',
  borderRadius: vars.radius.sm,
  outline: 'none',
  selectors: {
    '&[data-hovered]': { textDecorationThickness: '2px' },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
    // NativeLink: the same looks from the browser's own states (RAC elements carry data-rac).
    '&:not([data-rac]):hover': { textDecorationThickness: '2px' },
    '&:not([data-rac]):focus-visible': focusRing,
  },
})
