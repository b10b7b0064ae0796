import { proxy, useSnapshot } from 'valtio'
import { webStorage } from './storage'

/** localStorage key of the theme choice (docs/product.md#constants). */
const THEME_KEY = 'theme'

export const themeChoices = ['light', 'dark', 'system'] as const

export type ThemeChoice = (typeof themeChoices)[number]

export type ResolvedTheme = 'light' | 'dark'

const DARK_QUERY = '(prefers-color-scheme: dark)'

export function isThemeChoice(value: unknown): value is ThemeChoice {
  return typeof value === 'string' && (themeChoices as readonly string[]).includes(value)
}

/** A stored value is accepted only if light, dark or system (docs/product.md#states Theme). */
function readStoredChoice(): ThemeChoice {
  try {
    const stored = webStorage('localStorage')?.getItem(THEME_KEY)
    return isThemeChoice(stored) ? stored : 'system'
  } catch {
    return 'system'
  }
}

function darkQuery(): MediaQueryList | null {
  return typeof globalThis.matchMedia === 'function' ? globalThis.matchMedia(DARK_QUERY) : null
}

const query = darkQuery()

export const themeState = proxy({
  choice: readStoredChoice(),
  /** The operating system's dark preference, kept current by a media-query listener. */
  systemDark: query?.matches ?? false,
  get resolved(): ResolvedTheme {
    if (this.choice !== 'system') return this.choice
    return this.systemDark ? 'dark' : 'light'
  },
})

// The store lives as long as the page, so the listener is never removed.
query?.addEventListener('change', (event) => {
  themeState.systemDark = event.matches
})

export const themeActions = {
  setChoice(choice: ThemeChoice) {
    themeState.choice = choice
    try {
      webStorage('localStorage')?.setItem(THEME_KEY, choice)
    } catch {
      // Blocked or full storage: the choice still applies until reload.
    }
  },
}

export const useTheme = () => useSnapshot(themeState)
