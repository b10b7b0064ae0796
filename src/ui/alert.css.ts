import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from '@/styles/theme.css'

export const alert = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  borderLeft: '4px solid',
})

export const tone = styleVariants({
  danger: {
    background: vars.color.dangerSurface,
    color: vars.color.text,
    borderColor: vars.color.danger,
  },
  info: {
    background: vars.tone.info.background,
    color: vars.tone.info.text,
    borderColor: vars.color.primary,
  },
  success: {
    background: vars.tone.success.background,
    color: vars.tone.success.text,
    borderColor: vars.color.success,
  },
  warning: {
    background: vars.tone.warning.background,
    color: vars.tone.warning.text,
    borderColor: vars.color.warning,
  },
})

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  flex: '1 1 16rem',
  minWidth: 0,
})

export const title = style({
  fontWeight: vars.fontWeight.semibold,
})

export const action = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
})
