import { globalStyle, style, styleVariants } from '@vanilla-extract/css'

/**
 * Printing while an element with this class is on screen prints it alone (a report, in a dialog
 * or on its own page): everything outside the path from <body> to it is hidden, and the frames on
 * that path (a dialog's backdrop and box) lose their fixed position, size, scrolling and surface,
 * so it flows over as many pages as it needs. Its colours (charts, badges) stay on paper, where
 * browsers drop backgrounds by default.
 */
export const printAlone = style({ WebkitPrintColorAdjust: 'exact', printColorAdjust: 'exact' })

const onPaper = (rules: Parameters<typeof globalStyle>[1]) => ({ '@media': { print: rules } })
const path = `body:has(${printAlone}) :has(${printAlone})`
globalStyle(`body:has(${printAlone}) > :not(:has(${printAlone}))`, onPaper({ display: 'none' }))
globalStyle(`${path} > :not(:has(${printAlone})):not(${printAlone})`, onPaper({ display: 'none' }))
globalStyle(
  `body:has(${printAlone}), ${path}`,
  onPaper({
    display: 'block',
    position: 'static',
    inset: 'auto',
    overflow: 'visible',
    width: 'auto',
    maxWidth: 'none',
    height: 'auto',
    maxHeight: 'none',
    margin: '0',
    padding: '0',
    border: 'none',
    boxShadow: 'none',
    background: 'none',
    transform: 'none',
    animation: 'none',
  }),
)

/*
 * Static classes rather than Box's display by medium: the report link's page, a first load,
 * stays without the sprinkles' runtime and class map.
 */

/** Controls (search, filters, exports, a tab list) mean nothing on paper. */
export const screenOnly = style({ '@media': { print: { display: 'none' } } })

/** On paper only: a printed report's title, where the screen shows the dialog's own. */
export const printOnly = style({ display: 'none', '@media': { print: { display: 'block' } } })

/** Kept whole on a printed page where it fits: 'page' for a section, 'block' for a card or a row. */
export const keepTogether = styleVariants({
  page: { breakInside: 'avoid-page' },
  block: { breakInside: 'avoid' },
})
