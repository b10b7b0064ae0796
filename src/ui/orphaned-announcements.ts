/**
 * React Aria's live announcer says a pending Button's state by pointing at the button
 * (`<div role="img" aria-labelledby="button id">`) and keeps that node for 7 s. When the press
 * replaces the screen (Start Interview, a dialog's submit that closes it), the button goes
 * first: the node is then an image without a name, which says nothing and which axe reports
 * (role-img-alt, serious). Worse, the announcer adds the first announcement of a page 100 ms
 * late, after a quick screen change: its label is gone before it is ever read.
 *
 * Once none of its labels exist, such an announcement can only be empty: it is dropped. What
 * the user hears instead is the next screen's heading (src/app/signed-in-shell.tsx moves the
 * focus there) or the dialog's own outcome.
 */
function dropOrphanedAnnouncements(): void {
  for (const node of document.querySelectorAll('[data-live-announcer] [aria-labelledby]')) {
    const ids = (node.getAttribute('aria-labelledby') ?? '').split(/\s+/).filter(Boolean)
    if (!ids.some((id) => document.getElementById(id) !== null)) node.remove()
  }
}

let observer: MutationObserver | undefined

/**
 * Watches the page from the first pending Button on: a button leaving and a late announcement
 * arriving are both DOM changes, and each is checked right after it (a microtask later).
 */
export function watchOrphanedAnnouncements(): void {
  if (observer !== undefined || typeof MutationObserver === 'undefined') return
  observer = new MutationObserver(dropOrphanedAnnouncements)
  observer.observe(document.body, { childList: true, subtree: true })
}
