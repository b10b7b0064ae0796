import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from '@/styles/theme.css'

const dot = style({ flex: 'none', borderRadius: '50%', border: `1px solid ${vars.color.border}` })

export const swatch = styleVariants({ sm: '0.75rem', md: '1rem' }, (size) => [
  dot,
  { width: size, height: size },
])
