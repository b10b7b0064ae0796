import { Component, type ErrorInfo, type ReactNode } from 'react'
import { logger } from '@/lib/logger'
import { Alert } from '@/ui/alert'
import { NativeButton } from '@/ui/native-button'
import * as styles from './app.css'

interface State {
  failed: boolean
}

/**
 * A screen that throws, or whose code cannot be fetched (a lost connection, a deploy that
 * replaced the chunks), shows a way out instead of a blank page.
 */
export class ScreenErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false }

  static getDerivedStateFromError(): State {
    return { failed: true }
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    // Caught errors reach no window handler, so they are logged here.
    logger.error('Screen failed', {
      error: error instanceof Error ? error.stack : String(error),
      componentStack: info.componentStack,
    })
  }

  override render() {
    return this.state.failed ? <ScreenFailed /> : this.props.children
  }
}

/** What a screen that failed shows: the reason and Reload (also the router's, for a route that throws). */
export function ScreenFailed() {
  return (
    <main className={styles.loading}>
      <Alert
        tone="danger"
        title="This screen could not be shown."
        action={<NativeButton onPress={() => location.reload()}>Reload</NativeButton>}
      >
        Reload the page to try again.
      </Alert>
    </main>
  )
}
