import { style } from '@vanilla-extract/css'
import { vars } from '@/styles/theme.css'

/** Keeps the panel from jumping in height as tabs with little content are chosen. */
export const tabContent = style({ minHeight: '24rem', paddingTop: vars.space.lg })

/**
 * The panel is wider than a large dialog, so System Users fits with every column and its three
 * actions at 1280 px; the attribute selector outweighs the dialog size's own max width.
 */
export const panel = style({ selectors: { '&[class]': { maxWidth: '76rem' } } })
