import { keyframes, style, styleVariants } from '@vanilla-extract/css'
import { vars } from '@/styles/theme.css'
import { reservedBottom } from '@/styles/reserved'
import { focusRing } from './focus.css'

const slideIn = keyframes({
  from: { opacity: 0, transform: 'translateY(8px)' },
  to: { opacity: 1, transform: 'none' },
})

export const region = style({
  position: 'fixed',
  right: vars.space.lg,
  bottom: `calc(${vars.space.lg} + ${reservedBottom})`,
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space.sm,
  width: 'min(24rem, calc(100vw - 2 * 16px))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': focusRing,
  },
})

export const toast = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.md} ${vars.space.md} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  borderLeft: '4px solid transparent',
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  outline: 'none',
  animation: `${slideIn} 150ms ease-out`,
  selectors: {
    '&[data-focus-visible]': focusRing,
  },
})

export const tone = styleVariants({
  info: { borderLeftColor: vars.color.primary },
  success: { borderLeftColor: vars.color.success },
  warning: { borderLeftColor: vars.color.warning },
  danger: { borderLeftColor: vars.color.danger },
})

export const content = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
})

export const title = style({
  fontWeight: vars.fontWeight.semibold,
})

export const description = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
})
