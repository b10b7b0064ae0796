import { proxy, useSnapshot } from 'valtio'
import { webStorage } from './storage'

/** localStorage key of the theme choice (docs/product.md#constants). */
const COLOR_SCHEME_KEY = 'theme'

export const colorSchemeChoices = ['light', 'dark', 'system'] as const

export type ColorSchemeChoice = (typeof colorSchemeChoices)[number]

export type ResolvedColorScheme = 'light' | 'dark'

const DARK_QUERY = '(prefers-color-scheme: dark)'

export function isColorSchemeChoice(value: unknown): value is ColorSchemeChoice {
  return typeof value === 'string' && (colorSchemeChoices as readonly string[]).includes(value)
}

/** A stored value is accepted only if light, dark or system (docs/product.md#states Theme). */
function readStoredChoice(): ColorSchemeChoice {
  try {
    const stored = webStorage('localStorage')?.getItem(COLOR_SCHEME_KEY)
    return isColorSchemeChoice(stored) ? stored : 'system'
  } catch {
    return 'system'
  }
}

function darkQuery(): MediaQueryList | null {
  return typeof globalThis.matchMedia === 'function' ? globalThis.matchMedia(DARK_QUERY) : null
}

const query = darkQuery()

export const colorSchemeState = proxy({
  choice: readStoredChoice(),
  /** The operating system's dark preference, kept current by a media-query listener. */
  systemDark: query?.matches ?? false,
  get resolved(): ResolvedColorScheme {
    if (this.choice !== 'system') return this.choice
    return this.systemDark ? 'dark' : 'light'
  },
})

// The store lives as long as the page, so the listener is never removed.
query?.addEventListener('change', (event) => {
  colorSchemeState.systemDark = event.matches
})

export const colorSchemeActions = {
  setChoice(choice: ColorSchemeChoice) {
    colorSchemeState.choice = choice
    try {
      webStorage('localStorage')?.setItem(COLOR_SCHEME_KEY, choice)
    } catch {
      // Blocked or full storage: the choice still applies until reload.
    }
  },
}

export const useColorScheme = () => useSnapshot(colorSchemeState)
