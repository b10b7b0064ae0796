const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

/**
 * A ref callback that makes a scroll container a tab stop while it overflows and holds nothing
 * focusable, so that keyboard users can scroll it (WCAG 2.1.1; axe's
 * scrollable-region-focusable). Containers that fit, or whose content can take focus, add no
 * tab stop. A callback ref (with React 19's cleanup) rather than an effect, because a dialog's
 * body mounts and unmounts with the dialog, not with the component that renders it.
 *
 * The check runs in the observers' own callbacks, not a frame later: a mutation observer
 * already gets one call per commit however many nodes the commit touched, and a check deferred
 * to the next frame left a window in which the content had grown and the tab stop was missing
 * (an audit run straight after a render saw it).
 */
export function keyboardScrollable(element: HTMLElement | null): (() => void) | undefined {
  if (!element) return undefined
  const update = () => {
    // Focusable content first: it is the usual case, and it spares reading the layout.
    const reachable = element.querySelector(FOCUSABLE)
    const overflows = reachable === null && element.scrollHeight > element.clientHeight + 1
    if (overflows) element.tabIndex = 0
    else element.removeAttribute('tabindex')
  }
  update()
  const resizes = new ResizeObserver(update)
  resizes.observe(element)
  const mutations = new MutationObserver(update)
  mutations.observe(element, { childList: true, characterData: true, subtree: true })
  return () => {
    resizes.disconnect()
    mutations.disconnect()
  }
}
