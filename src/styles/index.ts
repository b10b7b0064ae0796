export { darkTheme, lightTheme, themeClass, vars } from './theme.css'
export { sprinkles, type Sprinkles } from './sprinkles.css'
export {
  tones,
  type ColorPair,
  type ColorTokens,
  type SentimentValue,
  type SpaceToken,
  type Tone,
} from './tokens'
