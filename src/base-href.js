// A report link (…/shared/{token}) is served the app's page: resolve its relative asset URLs
// against the app's root, not against …/shared/ (docs/product.md#shared-report). A classic
// script of its own, run before the entry's tags are read, since the CSP allows no inline
// script; vite.config.ts emits it beside index.html and under shared/ so that both find it.
if (/\/shared\/[A-Za-z0-9_-]+\/?$/.test(location.pathname)) {
  const base = document.createElement('base')
  // On the page's own origin whatever the path holds ('//shared/…' would name another host).
  base.href = location.origin + location.pathname.replace(/shared\/[A-Za-z0-9_-]+\/?$/, '')
  document.head.appendChild(base)
}
