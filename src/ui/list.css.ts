import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from '@/styles/theme.css'

export const list = style({ display: 'flex', margin: 0, padding: 0, listStyle: 'none' })

export const direction = styleVariants({
  stack: { flexDirection: 'column' },
  inline: { flexDirection: 'row', flexWrap: 'wrap', alignItems: 'center' },
})

export const gap = styleVariants(vars.space, (space) => ({ gap: space }))

export const rowGap = styleVariants(vars.space, (space) => ({ rowGap: space }))
