import { style } from '@vanilla-extract/css'

export const hidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
  // Copying the visible text leaves these words out.
  userSelect: 'none',
})
