import { lazy, Suspense } from 'react'
// A named import: the bundle inlines the one string, not the whole package.json.
import { version } from '../../package.json'
import { Inline } from '../ui/layout'
import { Text } from '../ui/typography'
import * as styles from './footer.css'

// Loaded after the screen: the radio group's code is not needed to show or use the sign-in form.
// The stored theme applies without it (ThemeProvider); the placeholder keeps the footer's height.
const ThemePicker = lazy(() =>
  import('../ui/theme-picker').then((module) => ({ default: module.ThemePicker })),
)

/** SPEC §2: a copyright line and the app version, plus the theme choice on every screen. */
export function Footer() {
  return (
    <footer className={styles.footer}>
      <Inline gap="lg">
        <Text size="sm" tone="muted">
          © {new Date().getFullYear()} Candor
        </Text>
        <Text size="sm" tone="muted">
          Version {version}
        </Text>
      </Inline>
      <Suspense fallback={<div className={styles.pickerPlaceholder} />}>
        <ThemePicker />
      </Suspense>
    </footer>
  )
}
