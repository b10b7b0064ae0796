import { globalStyle, style } from '@vanilla-extract/css'

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
