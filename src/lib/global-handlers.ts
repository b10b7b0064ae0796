import { logger } from './logger'

/** docs/product.md#errors: uncaught errors and unhandled rejections are logged, not lost. */
export function installGlobalErrorHandlers(target: Window = window): () => void {
  const onError = (event: ErrorEvent) => {
    logger.error('Uncaught error', {
      message: event.message,
      source: event.filename,
      line: event.lineno,
      column: event.colno,
      error: event.error instanceof Error ? event.error.stack : String(event.error),
    })
  }
  const onRejection = (event: PromiseRejectionEvent) => {
    // After the event's other listeners: one that marks it handled (a library's known, harmless
    // rejection) keeps it out of the log, whichever was added first.
    queueMicrotask(() => {
      if (event.defaultPrevented) return
      const reason: unknown = event.reason
      logger.error('Unhandled promise rejection', {
        reason: reason instanceof Error ? reason.stack : String(reason),
      })
    })
  }
  target.addEventListener('error', onError)
  target.addEventListener('unhandledrejection', onRejection)
  return () => {
    target.removeEventListener('error', onError)
    target.removeEventListener('unhandledrejection', onRejection)
  }
}
