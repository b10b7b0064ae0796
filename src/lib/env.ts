/** Where the API lives, from the Vite env files (.env, .env.live, .env.demo, .env.hybrid). */

/** hybrid: the real server for what it implements, the in-browser mock for the rest. */
export type ApiMode = 'mock' | 'live' | 'hybrid'

/**
 * Origin used when nothing else says where "same origin" is (node: tests, the standalone mock
 * server). Mock handlers match by path, so any fixed host works.
 */
export const FALLBACK_ORIGIN = 'http://localhost'

// Vite inlines import.meta.env; under plain node (the standalone mock server) it is undefined.
const env: Partial<ImportMetaEnv> = import.meta.env ?? {}

/** Anything but 'live' or 'hybrid' is mock, so a misspelt value never reaches a real server. */
export function parseApiMode(raw: string | undefined): ApiMode {
  return raw === 'live' || raw === 'hybrid' ? raw : 'mock'
}

/** '' means same origin; a trailing slash is dropped so paths join with one '/'. */
export function normalizeBaseUrl(raw: string | undefined): string {
  return (raw ?? '').trim().replace(/\/+$/, '')
}

export const apiMode: ApiMode = parseApiMode(env.VITE_API_MODE)
export const apiBaseUrl: string = normalizeBaseUrl(env.VITE_API_BASE_URL)

/** `apiUrl('/projects')` → `${apiBaseUrl}/api/projects`. */
export function apiUrl(path: string): string {
  return `${apiBaseUrl}/api${path}`
}

/** The current page's URL, or undefined outside a browser. */
export function currentHref(): string | undefined {
  return typeof location === 'undefined' ? undefined : location.href
}

/**
 * The WebSocket URL for `path` (e.g. '/ws/interviews/1') on the API's host: wss:// when the
 * base (or the page, when same origin) is https, else ws://. A base path prefix is kept.
 */
export function toSocketUrl(path: string, baseUrl: string, pageHref?: string): string {
  // URL resolves absolute, protocol-relative and path-only bases alike.
  const base = new URL(baseUrl || '/', pageHref ?? FALLBACK_ORIGIN)
  const protocol = base.protocol === 'https:' || base.protocol === 'wss:' ? 'wss:' : 'ws:'
  const prefix = base.pathname.replace(/\/+$/, '')
  return `${protocol}//${base.host}${prefix}${path}`
}

export function socketUrl(path: string): string {
  return toSocketUrl(path, apiBaseUrl, currentHref())
}
