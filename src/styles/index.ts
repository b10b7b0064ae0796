export { darkTheme, lightTheme, themeClass, vars } from './theme.css'
export { sprinkles, type Sprinkles } from './sprinkles.css'
export {
  sentiments,
  tones,
  type ColorPair,
  type ColorTokens,
  type SentimentValue,
  type SpaceToken,
  type Tone,
} from './tokens'
