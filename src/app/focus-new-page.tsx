import { useRouterState } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import type { AppRouter } from './router'

/** Which page an address shows: the interview, the analysis workspace or the dashboard (and its dialogs). */
function pageOf(router: AppRouter['state']): string {
  const leaf = router.matches.at(-1)?.fullPath ?? '/'
  if (leaf.startsWith('/interview')) return 'interview'
  if (leaf.includes('/analysis')) return 'analysis'
  return 'dashboard'
}

/**
 * When the address swaps the page (Start Interview, the interview ends or is restarted, Back to
 * Dashboard, Open analysis), the control that had the focus goes with the old page; the new
 * page's heading takes it, so that a keyboard or screen-reader user is not left on the body and
 * hears where the press led. That is the heading a page marks `data-page-heading` (the
 * interview's subject), else the welcome line. The first page keeps the browser's own behaviour.
 */
export function FocusNewPage() {
  const page = useRouterState({ select: pageOf })
  const shown = useRef(page)
  useEffect(() => {
    if (shown.current === page) return
    shown.current = page
    const active = document.activeElement
    if (active !== null && active !== document.body && active.isConnected) return
    const heading =
      document.querySelector<HTMLElement>('[data-page-heading]') ??
      document.querySelector<HTMLElement>('h1')
    if (heading === null) return
    if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1
    heading.focus()
  }, [page])
  return null
}
