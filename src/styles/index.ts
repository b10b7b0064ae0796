export { vars } from './theme.css'
export { sprinkles } from './sprinkles.css'
export { tones, type Tone } from './tokens'
