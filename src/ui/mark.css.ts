import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from '@/styles/theme.css'

const base = style({ borderRadius: '2px', padding: '0 1px' })

export const mark = styleVariants({
  coded: [
    base,
    {
      background: vars.tone.info.background,
      color: vars.tone.info.text,
      borderBottom: `3px solid ${vars.color.primary}`,
    },
  ],
  match: [base, { background: vars.tone.warning.background, color: vars.tone.warning.text }],
})
