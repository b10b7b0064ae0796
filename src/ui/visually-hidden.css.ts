import { style } from '@vanilla-extract/css'

/**
 * Off the screen but in the accessibility tree. Not selectable either, so copying marked text
 * copies the words alone.
 */
export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
  userSelect: 'none',
})
