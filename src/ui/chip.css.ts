import { style } from '@vanilla-extract/css'
import { vars } from '@/styles/theme.css'

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  paddingLeft: vars.space.sm,
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.md,
  background: vars.tone.info.background,
  color: vars.tone.info.text,
  fontSize: vars.fontSize.sm,
})

/** Lower and narrower than a small button, so the chip stays one text line high. */
export const remove = style({ minHeight: '1.75rem', padding: `0 ${vars.space.xs}` })
