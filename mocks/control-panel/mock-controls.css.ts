import { assignVars, createThemeContract, globalStyle, style } from '@vanilla-extract/css'

/**
 * The mock controls' own look. They live outside the app's DOM root (mocks/ must not import
 * src/ui or src/styles), so their palette is their own and reads as a developer tool, not as part
 * of the product. It follows the theme the app puts on <html> (`data-theme`, else the system's
 * preference before the app has chosen): the dark values are the app's dark theme's
 * (src/styles/tokens.ts), which a browser test compares, so the button is no white block on a
 * dark page.
 */
const palette = createThemeContract({
  ink: null,
  muted: null,
  paper: null,
  hover: null,
  line: null,
  track: null,
  accent: null,
  danger: null,
  warning: null,
})

const light = {
  ink: '#111827',
  muted: '#4b5563',
  paper: '#ffffff',
  hover: '#f3f4f6',
  line: '#9ca3af',
  track: '#e5e7eb',
  accent: '#1d4ed8',
  danger: '#b91c1c',
  warning: '#fef3c7',
}

/** darkColors: text, textMuted, surfaceRaised, surfaceHover, border, borderSubtle, primary, danger, tone.warning. */
const dark = {
  ink: '#e9ebf0',
  muted: '#a6adba',
  paper: '#1f232c',
  hover: '#282d38',
  line: '#767e8c',
  track: '#2d323d',
  accent: '#8ab4ff',
  danger: '#ff8f85',
  warning: '#4a2c08',
}

globalStyle(':root', { vars: assignVars(palette, light) })
globalStyle(':root:not([data-theme])', {
  '@media': { '(prefers-color-scheme: dark)': { vars: assignVars(palette, dark) } },
})
globalStyle(':root[data-theme="dark"]', { vars: assignVars(palette, dark) })

const { ink, muted, paper, line, accent, danger, warning } = palette
const focusRing = { outline: `3px solid ${accent}`, outlineOffset: '2px' }

// Above the app's layers (modal 100, popover 200, toast 300).
const layer = 1000

/**
 * The dock's height and its gap to the viewport's bottom edge: mount.tsx reserves twice the gap
 * plus the height at the bottom of the page and of every dialog layer, so nothing is under it.
 */
export const DOCK_HEIGHT = '2rem'
export const DOCK_INSET = '0.75rem'

// Keyboard focus scrolls a control clear of the dock, not under it.
globalStyle(':root', { scrollPaddingBottom: 'var(--candor-reserved-bottom, 0px)' })

// Bottom centre: the footer's corners hold the copyright line and the theme choice, the bottom
// right the app's toasts.
export const dock = style({
  position: 'fixed',
  left: '50%',
  transform: 'translateX(-50%)',
  bottom: DOCK_INSET,
  height: DOCK_HEIGHT,
  zIndex: layer,
  display: 'flex',
  alignItems: 'center',
  gap: '0.5rem',
  fontFamily: 'system-ui, sans-serif',
  fontSize: '0.8125rem',
})

export const button = style({
  appearance: 'none',
  border: `1px solid ${ink}`,
  borderRadius: '0.375rem',
  padding: '0.375rem 0.75rem',
  background: paper,
  color: ink,
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  selectors: {
    // React Aria's states in the dialog; the plain buttons shown before it loads use the CSS ones.
    '&[data-hovered], &:hover': { background: palette.hover },
    '&[data-focus-visible], &:focus-visible': focusRing,
    '&[data-disabled]': { opacity: 0.5, cursor: 'default' },
  },
})

export const dangerButton = style([button, { borderColor: danger, color: danger }])

export const toggle = style([
  button,
  { height: DOCK_HEIGHT, boxShadow: '0 1px 4px rgba(0, 0, 0, 0.3)' },
])

export const faultsOn = style({
  padding: '0.125rem 0.5rem',
  borderRadius: '999px',
  background: danger,
  color: paper,
  fontWeight: 600,
})

export const notice = style({
  position: 'fixed',
  top: '0.75rem',
  left: '50%',
  transform: 'translateX(-50%)',
  zIndex: layer,
  display: 'flex',
  alignItems: 'center',
  gap: '0.75rem',
  maxWidth: 'calc(100vw - 1.5rem)',
  padding: '0.5rem 0.75rem',
  border: `1px solid ${ink}`,
  borderRadius: '0.375rem',
  background: warning,
  color: ink,
  fontFamily: 'system-ui, sans-serif',
  fontSize: '0.875rem',
  boxShadow: '0 2px 8px rgba(0, 0, 0, 0.25)',
})

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: layer,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: '1rem',
  background: 'rgba(17, 24, 39, 0.5)',
})

export const modal = style({
  width: '100%',
  maxWidth: '32rem',
  maxHeight: '100%',
  overflowY: 'auto',
  borderRadius: '0.5rem',
  background: paper,
  color: ink,
  fontFamily: 'system-ui, sans-serif',
  fontSize: '0.875rem',
  boxShadow: '0 8px 24px rgba(0, 0, 0, 0.35)',
})

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '1rem',
  padding: '1rem 1.25rem',
  outline: 'none',
})

export const title = style({ margin: 0, fontSize: '1.125rem' })

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '0.75rem',
  margin: 0,
  padding: '0.75rem',
  border: `1px solid ${line}`,
  borderRadius: '0.375rem',
})

export const sectionTitle = style({ margin: 0, fontSize: '0.9375rem' })

export const field = style({ display: 'flex', flexDirection: 'column', gap: '0.25rem' })

export const label = style({ fontWeight: 600 })

export const input = style({
  border: `1px solid ${muted}`,
  borderRadius: '0.25rem',
  padding: '0.375rem 0.5rem',
  background: paper,
  color: ink,
  font: 'inherit',
  selectors: {
    '&[data-focused]': focusRing,
    '&[data-invalid]': { borderColor: danger },
  },
})

export const hint = style({ color: muted, fontSize: '0.8125rem' })

export const error = style({ color: danger, fontSize: '0.8125rem' })

export const switchRoot = style({
  display: 'flex',
  alignItems: 'center',
  gap: '0.5rem',
  cursor: 'pointer',
})

export const switchTrack = style({
  flexShrink: 0,
  width: '2.25rem',
  height: '1.25rem',
  borderRadius: '999px',
  border: `1px solid ${muted}`,
  background: palette.track,
  position: 'relative',
  selectors: {
    [`${switchRoot}[data-selected] &`]: { background: accent, borderColor: accent },
    [`${switchRoot}[data-focus-visible] &`]: focusRing,
  },
})

export const switchThumb = style({
  position: 'absolute',
  top: '0.125rem',
  left: '0.125rem',
  width: '0.875rem',
  height: '0.875rem',
  borderRadius: '999px',
  background: paper,
  border: `1px solid ${muted}`,
  transition: 'transform 100ms',
  selectors: {
    [`${switchRoot}[data-selected] &`]: { transform: 'translateX(1rem)' },
  },
})

export const row = style({ display: 'flex', flexWrap: 'wrap', gap: '0.5rem', alignItems: 'center' })

export const actions = style({ display: 'flex', justifyContent: 'flex-end', gap: '0.5rem' })

export const selectButton = style([
  input,
  {
    textAlign: 'start',
    cursor: 'pointer',
    selectors: { '&[data-focus-visible]': focusRing },
  },
])

export const popover = style({
  zIndex: layer + 1,
  minWidth: 'var(--trigger-width)',
  border: `1px solid ${line}`,
  borderRadius: '0.375rem',
  background: paper,
  color: ink,
  fontFamily: 'system-ui, sans-serif',
  fontSize: '0.875rem',
  boxShadow: '0 4px 12px rgba(0, 0, 0, 0.25)',
})

export const listBox = style({ padding: '0.25rem', outline: 'none' })

export const option = style({
  padding: '0.375rem 0.5rem',
  borderRadius: '0.25rem',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': { background: accent, color: paper },
    '&[data-selected]': { fontWeight: 600 },
  },
})

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: '0.8125rem',
})

globalStyle(`${table} th, ${table} td`, {
  padding: '0.25rem 0.375rem',
  borderBottom: `1px solid ${line}`,
  textAlign: 'start',
  verticalAlign: 'middle',
})
