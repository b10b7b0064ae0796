import { Spinner } from '@/ui/spinner'
import * as styles from './app.css'

/** docs/product.md#root-shell: a loading spinner while no other screen applies (profile or a screen's code). */
export function LoadingScreen() {
  return (
    <main className={styles.loading}>
      <Spinner size="lg" />
    </main>
  )
}
