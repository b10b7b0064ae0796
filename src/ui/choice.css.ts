import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '@/styles/theme.css'
import { focusRing } from './focus.css'

/** Checkbox and radio rows: the field holds the button (indicator + label) and a description. */
export const choiceField = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
})

export const choiceButton = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  cursor: 'pointer',
  selectors: {
    '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' },
  },
})

/*
 * RAC hides the native input in a 1px clipped span, so a pointer never hits the input itself
 * and Playwright's getByRole('checkbox').click() is refused ("label intercepts pointer events").
 * Stretching that span, transparent, over the whole label keeps it invisible while clicks land
 * on the real input, as a user's would. The !important beats RAC's inline VisuallyHidden style.
 */
globalStyle(`${choiceButton} > span:first-child`, {
  clip: 'auto !important',
  clipPath: 'none !important',
  inset: '0 !important',
  width: '100% !important',
  height: '100% !important',
  margin: '0 !important',
  opacity: 0,
})

globalStyle(`${choiceButton} > span:first-child > input`, {
  display: 'block',
  width: '100%',
  height: '100%',
  margin: 0,
  cursor: 'inherit',
})

/**
 * ColorSchemePicker's own radio input, laid transparent over its whole label like RAC's above, so that
 * a click anywhere on the label lands on the real input.
 */
export const nativeChoiceInput = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  margin: 0,
  opacity: 0,
  cursor: 'inherit',
})

export const choiceDescription = style({
  // Lines the description up with the label text, past the indicator and gap.
  paddingLeft: `calc(1.125rem + ${vars.space.sm})`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
})

const indicator = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '1.125rem',
  height: '1.125rem',
  border: `2px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.primaryText,
  fontSize: vars.fontSize.xs,
  transition: 'background-color 120ms ease, border-color 120ms ease',
  // Clicks fall through to the label, which toggles the (visually hidden) input.
  pointerEvents: 'none',
})

export const checkbox = style([
  indicator,
  {
    borderRadius: vars.radius.sm,
    selectors: {
      [`${choiceButton}[data-selected] &, ${choiceButton}[data-indeterminate] &`]: {
        background: vars.color.primary,
        borderColor: vars.color.primary,
      },
      // NativeCheckbox: the same looks from the native input's own states.
      [`${choiceButton}:has(> :checked) &`]: {
        background: vars.color.primary,
        borderColor: vars.color.primary,
      },
      [`${choiceButton}:has(> :focus-visible) &`]: focusRing,
      [`${choiceButton}[data-focus-visible] &`]: focusRing,
      [`${choiceButton}[data-invalid] &`]: { borderColor: vars.color.danger },
      [`${choiceButton}[data-pressed] &`]: { transform: 'scale(0.94)' },
    },
  },
])

export const radio = style([
  indicator,
  {
    borderRadius: vars.radius.full,
    selectors: {
      [`${choiceButton}[data-selected] &`]: {
        borderColor: vars.color.primary,
        borderWidth: '0.35rem',
      },
      // ColorSchemePicker: the same looks from the native input's own states.
      [`${choiceButton}:has(> :checked) &`]: {
        borderColor: vars.color.primary,
        borderWidth: '0.35rem',
      },
      [`${choiceButton}:has(> :focus-visible) &`]: focusRing,
      [`${choiceButton}[data-focus-visible] &`]: focusRing,
      [`${choiceButton}[data-invalid] &`]: { borderColor: vars.color.danger },
      [`${choiceButton}[data-pressed] &`]: { transform: 'scale(0.94)' },
    },
  },
])

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
})

export const groupItems = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  selectors: {
    '[data-orientation="horizontal"] > &': { flexDirection: 'row', flexWrap: 'wrap' },
  },
})

/** A switch's track; its thumb moves right once on. */
export const switchTrack = style([
  indicator,
  {
    position: 'relative',
    width: '2.25rem',
    borderRadius: vars.radius.full,
    selectors: {
      [`${choiceButton}[data-selected] &`]: {
        background: vars.color.primary,
        borderColor: vars.color.primary,
      },
      [`${choiceButton}[data-focus-visible] &`]: focusRing,
    },
  },
])

export const switchThumb = style({
  position: 'absolute',
  top: '50%',
  left: '0.15rem',
  width: '0.8rem',
  height: '0.8rem',
  borderRadius: vars.radius.full,
  background: vars.color.textMuted,
  transform: 'translateY(-50%)',
  transition: 'left 120ms ease',
  selectors: {
    [`${choiceButton}[data-selected] &`]: { left: '1.15rem', background: vars.color.surface },
  },
})
