import { recipe } from '@vanilla-extract/recipes'
import { vars } from '@/styles/theme.css'

export const heading = recipe({
  base: {
    margin: 0,
    color: vars.color.text,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.tight,
  },
  variants: {
    size: {
      sm: { fontSize: vars.fontSize.md },
      md: { fontSize: vars.fontSize.lg },
      lg: { fontSize: vars.fontSize.xl },
      xl: { fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.bold },
    },
  },
})

export const text = recipe({
  base: { margin: 0 },
  variants: {
    tone: {
      default: { color: vars.color.text },
      muted: { color: vars.color.textMuted },
      danger: { color: vars.color.danger },
      success: { color: vars.color.success },
      warning: { color: vars.color.warning },
    },
    size: {
      xs: { fontSize: vars.fontSize.xs },
      sm: { fontSize: vars.fontSize.sm },
      md: { fontSize: vars.fontSize.md },
      lg: { fontSize: vars.fontSize.lg },
    },
    weight: {
      regular: { fontWeight: vars.fontWeight.regular },
      medium: { fontWeight: vars.fontWeight.medium },
      semibold: { fontWeight: vars.fontWeight.semibold },
    },
    mono: {
      true: { fontFamily: vars.font.mono },
      false: {},
    },
    /** Keeps the line breaks of what someone wrote (a consent text). */
    keepLines: {
      true: { whiteSpace: 'pre-line' },
      false: {},
    },
  },
})
