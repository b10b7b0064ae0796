/**
 * The colours New Code offers, each with the name that says it (a colour is never the only
 * sign: the code's name is beside it everywhere). All keep 3:1 against the light and the dark
 * surface, as an underline or a swatch needs (WCAG 1.4.11).
 */
export const CODE_COLORS = [
  { name: 'Blue', value: '#2f6fde' },
  { name: 'Orange', value: '#d9480f' },
  { name: 'Green', value: '#2b8a3e' },
  { name: 'Purple', value: '#ae3ec9' },
  { name: 'Teal', value: '#0c8599' },
  { name: 'Pink', value: '#c2255c' },
  { name: 'Olive', value: '#5c940d' },
  { name: 'Violet', value: '#6741d9' },
] as const

/** The colour a new code starts with: the next in turn, so neighbouring codes differ. */
export const nextCodeColor = (codeCount: number): string =>
  (CODE_COLORS[codeCount % CODE_COLORS.length] ?? CODE_COLORS[0]).value
