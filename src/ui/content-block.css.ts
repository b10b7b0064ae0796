import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from '@/styles/theme.css'

export const block = style({ width: '100%', marginLeft: 'auto', marginRight: 'auto' })

export const fitContent = style({ width: 'fit-content' })

/** Room around a column that is a page of its own. */
export const padded = style({ padding: vars.space.lg })

/** Readable column widths, narrowest first. */
export const width = styleVariants({
  xsmall: { maxWidth: '28rem' },
  small: { maxWidth: '40rem' },
  medium: { maxWidth: '44rem' },
  large: { maxWidth: '60rem' },
  xlarge: { maxWidth: '72rem' },
})
