/**
 * React Aria's live announcer lives in <body>, outside each test's render, and keeps a message
 * for 7 s (a pending Button announces itself). One that names a button an earlier test removed
 * is no part of this test's page, and axe would flag it: browser tests clear it first.
 */
export function clearStaleAnnouncements(): void {
  for (const log of document.querySelectorAll('[data-live-announcer] [role="log"]')) {
    log.replaceChildren()
  }
}
