// A report link (…/shared/{token}) or a participant link (…/join/{token}) is served the app's
// page: resolve its relative asset URLs against the app's root, not against …/shared/ or …/join/
// (docs/product.md#shared-report, #participant-links). A classic script of its own, run before
// the entry's tags are read, since the CSP allows no inline script; vite.config.ts emits it
// beside index.html and under shared/ and join/ so that all of them find it.
if (/\/(shared|join)\/[A-Za-z0-9_-]+\/?$/.test(location.pathname)) {
  const base = document.createElement('base')
  // On the page's own origin whatever the path holds ('//shared/…' would name another host).
  base.href = location.origin + location.pathname.replace(/(shared|join)\/[A-Za-z0-9_-]+\/?$/, '')
  document.head.appendChild(base)
}
