import { style } from '@vanilla-extract/css'

// Fixed colours as the mock controls' (mock-controls.css.ts): a developer tool over any theme.
const ink = '#111827'
const paper = '#ffffff'
const accent = '#1d4ed8'

export const notice = style({
  position: 'fixed',
  top: '0.75rem',
  left: '50%',
  transform: 'translateX(-50%)',
  // Above the app's layers and the mock controls' notice.
  zIndex: 1001,
  display: 'grid',
  gap: '0.375rem',
  width: 'min(22rem, calc(100vw - 1.5rem))',
  padding: '0.625rem 0.875rem',
  border: `1px solid ${ink}`,
  borderRadius: '0.375rem',
  background: paper,
  color: ink,
  boxShadow: '0 2px 8px rgba(0, 0, 0, 0.25)',
  fontFamily: 'system-ui, sans-serif',
  fontSize: '0.875rem',
})

export const bar = style({
  width: '100%',
  height: '0.5rem',
  accentColor: accent,
})
