import { style } from '@vanilla-extract/css'
import { vars } from '@/styles/theme.css'
import { focusRing } from './focus.css'

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
})

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
})

export const requiredMark = style({
  color: vars.color.danger,
  marginLeft: vars.space.xxs,
})

export const description = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
})

export const fieldError = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.danger,
})

export const input = style({
  width: '100%',
  minHeight: '2.5rem',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  outline: 'none',
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&[data-focused]': focusRing,
    '&[data-invalid]': { borderColor: vars.color.danger },
    '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' },
    // NativeTextField: the same looks from the browser's own states (RAC elements carry data-rac).
    '&:not([data-rac]):focus': focusRing,
    '&:not([data-rac])[aria-invalid="true"]': { borderColor: vars.color.danger },
  },
})

export const textArea = style([
  input,
  { minHeight: '6rem', resize: 'vertical', lineHeight: vars.lineHeight.normal },
])

/** NumberField: the input and its stepper buttons share one bordered group. */
export const group = style({
  display: 'flex',
  alignItems: 'stretch',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  overflow: 'hidden',
  selectors: {
    '&[data-focus-within]': focusRing,
    '&[data-invalid]': { borderColor: vars.color.danger },
    '&[data-disabled]': { opacity: 0.55 },
  },
})

export const groupInput = style({
  flex: 1,
  minWidth: 0,
  minHeight: '2.5rem',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  outline: 'none',
})

export const stepper = style({
  display: 'flex',
  flexDirection: 'column',
  borderLeft: `1px solid ${vars.color.borderSubtle}`,
})

export const stepperButton = style({
  flex: 1,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2rem',
  padding: 0,
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  fontSize: vars.fontSize.xs,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered], &[data-pressed]': { background: vars.color.surfaceHover },
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
})

/** SearchField: the clear button sits inside the input's right edge. */
export const search = style({})

export const searchBox = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
})

export const searchInput = style({
  paddingRight: '2.5rem',
  // The browser's own cancel button would duplicate ours.
  selectors: { '&::-webkit-search-cancel-button': { display: 'none' } },
})

export const searchClear = style({
  position: 'absolute',
  right: vars.space.xs,
  width: '2rem',
  height: '2rem',
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.lg,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered], &[data-pressed]': { background: vars.color.surfaceHover },
    '&[data-focus-visible]': focusRing,
    [`${search}[data-empty] &`]: { display: 'none' },
  },
})
