import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from '@/styles/theme.css'

export const grid = style({ display: 'grid', margin: 0, padding: 0, listStyle: 'none' })

export const gap = styleVariants(vars.space, (space) => ({ gap: space }))

const widths = { small: '10rem', medium: '12rem', large: '18rem' } as const

/** Fields keep their columns stretched ('fit'); cards keep their width when few ('fill'). */
export const columns = {
  fit: styleVariants(widths, (min) => ({
    gridTemplateColumns: `repeat(auto-fit, minmax(${min}, 1fr))`,
  })),
  fill: styleVariants(widths, (min) => ({
    gridTemplateColumns: `repeat(auto-fill, minmax(${min}, 1fr))`,
  })),
}

export const align = styleVariants({ stretch: {}, end: { alignItems: 'end' } })
