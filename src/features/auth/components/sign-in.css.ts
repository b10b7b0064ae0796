import { style } from '@vanilla-extract/css'
import { vars } from '@/styles/theme.css'

/** One line of small text: the Create Account line's place, held while it is absent. */
export const createAccountLine = style({
  minHeight: `calc(${vars.fontSize.sm} * ${vars.lineHeight.normal})`,
})
