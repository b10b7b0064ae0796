/**
 * The token in a report link's address (`…/shared/{token}`, docs/product.md#shared-report), or
 * null when the page is the app itself. src/base-href.js sets the page's base to the app's root for
 * such an address, so the app's relative asset URLs still resolve.
 */
export function sharedReportToken(pathname: string): string | null {
  const match = /\/shared\/([A-Za-z0-9_-]+)\/?$/.exec(pathname)
  return match?.[1] ?? null
}

/** The token in a participant link's address (`…/join/{token}`, docs/product.md#participant-links). */
export function joinToken(pathname: string): string | null {
  const match = /\/join\/([A-Za-z0-9_-]+)\/?$/.exec(pathname)
  return match?.[1] ?? null
}
