import { globalStyle } from '@vanilla-extract/css'
import { vars } from './theme.css'

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' })

// The theme class sits on <html> (ColorSchemeProvider), so the variables resolve here and in portals.
globalStyle('html', {
  fontFamily: vars.font.body,
  fontSize: '100%',
  lineHeight: vars.lineHeight.normal,
  background: vars.color.background,
  color: vars.color.text,
  WebkitTextSizeAdjust: '100%',
})

globalStyle('body', {
  margin: 0,
  minHeight: '100vh',
  background: vars.color.background,
  color: vars.color.text,
  WebkitFontSmoothing: 'antialiased',
  // Inherited by everything: a word longer than its box (a pasted link, a 20,000-character
  // answer without a space) breaks inside the box instead of widening the page.
  overflowWrap: 'anywhere',
})

globalStyle('h1, h2, h3, h4, h5, h6, p', { margin: 0 })

globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' })

globalStyle('*, *::before, *::after', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
})
