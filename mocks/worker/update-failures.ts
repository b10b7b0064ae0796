/**
 * MSW asks the browser to update its already registered worker at every start and does not wait
 * for the answer (msw issue #2006). When that check fails (the page is being left, the server
 * does not answer), its rejection is nobody's: an "unhandled" error on a page whose worker goes
 * on serving as before. This marks exactly those rejections handled, while the mock runs; any
 * other rejection is left to the app's own handler (src/lib/global-handlers.ts), which looks at
 * the event once all its listeners have run.
 */
export function ignoreWorkerUpdateFailures(target: Window = window): () => void {
  const onRejection = (event: PromiseRejectionEvent) => {
    const reason: unknown = event.reason
    if (reason instanceof Error && reason.message.startsWith('Failed to update a ServiceWorker')) {
      event.preventDefault()
    }
  }
  target.addEventListener('unhandledrejection', onRejection)
  return () => target.removeEventListener('unhandledrejection', onRejection)
}
