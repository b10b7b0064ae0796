// A named import: the bundle inlines the one string, not the whole package.json.
import { version } from '../../package.json'
import { Inline } from '@/ui/layout'
import { ColorSchemePicker } from '@/ui/color-scheme-picker'
import { NativeText } from '@/ui/native-typography'
import * as styles from './footer.css'

/** docs/product.md#root-shell: a copyright line and the app version, plus the theme choice on every screen. */
export function Footer() {
  return (
    <footer className={styles.footer}>
      <Inline gap="lg">
        <NativeText size="sm" tone="muted">
          © {new Date().getFullYear()} Candor
        </NativeText>
        <NativeText size="sm" tone="muted">
          Version {version}
        </NativeText>
      </Inline>
      <ColorSchemePicker />
    </footer>
  )
}
