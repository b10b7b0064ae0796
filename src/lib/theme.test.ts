import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createMemoryStorage } from './storage'

/** A controllable stand-in for matchMedia('(prefers-color-scheme: dark)'). */
function fakeDarkQuery(initiallyDark: boolean) {
  const listeners = new Set<(event: MediaQueryListEvent) => void>()
  const list = {
    matches: initiallyDark,
    media: '(prefers-color-scheme: dark)',
    addEventListener: (_type: 'change', listener: (event: MediaQueryListEvent) => void) =>
      listeners.add(listener),
    removeEventListener: (_type: 'change', listener: (event: MediaQueryListEvent) => void) =>
      listeners.delete(listener),
  }
  const matchMedia = vi.fn((query: string) => {
    if (query !== list.media) throw new Error(`unexpected media query ${query}`)
    return list as unknown as MediaQueryList
  })
  return {
    matchMedia,
    setDark(dark: boolean) {
      list.matches = dark
      for (const listener of listeners) listener({ matches: dark } as MediaQueryListEvent)
    },
  }
}

/** The store reads storage and the OS preference when loaded, so each test loads it afresh. */
async function loadStore({ stored, dark = false }: { stored?: string; dark?: boolean } = {}) {
  const storage = createMemoryStorage(stored === undefined ? {} : { theme: stored })
  const system = fakeDarkQuery(dark)
  vi.stubGlobal('localStorage', storage)
  vi.stubGlobal('matchMedia', system.matchMedia)
  vi.resetModules()
  const store = await import('./theme')
  return { ...store, storage, system }
}

beforeEach(() => vi.resetModules())
afterEach(() => vi.unstubAllGlobals())

describe('theme store', () => {
  it('defaults to the system choice, following the OS preference', async () => {
    const light = await loadStore()
    expect(light.themeState.choice).toBe('system')
    expect(light.themeState.resolved).toBe('light')

    const dark = await loadStore({ dark: true })
    expect(dark.themeState.resolved).toBe('dark')
  })

  it('persists the choice under localStorage "theme" and reads it back on the next load', async () => {
    const first = await loadStore({ dark: true })
    first.themeActions.setChoice('light')
    expect(first.storage.getItem('theme')).toBe('light')
    expect(first.themeState.resolved).toBe('light')

    const second = await loadStore({ stored: 'dark' })
    expect(second.themeState.choice).toBe('dark')
    expect(second.themeState.resolved).toBe('dark')
  })

  it.each(['blue', 'Dark', '', '"dark"', 'null'])(
    'ignores a stored value other than light, dark or system (%j)',
    async (stored) => {
      const { themeState } = await loadStore({ stored, dark: true })
      expect(themeState.choice).toBe('system')
      expect(themeState.resolved).toBe('dark')
    },
  )

  it('follows a live OS change while the choice is system, and not otherwise', async () => {
    const { themeState, themeActions, system } = await loadStore({ stored: 'system' })
    expect(themeState.resolved).toBe('light')
    system.setDark(true)
    expect(themeState.resolved).toBe('dark')
    system.setDark(false)
    expect(themeState.resolved).toBe('light')

    themeActions.setChoice('dark')
    system.setDark(false)
    expect(themeState.resolved).toBe('dark')
    themeActions.setChoice('system')
    expect(themeState.resolved).toBe('light')
  })

  it('works without matchMedia or storage (node, blocked storage)', async () => {
    vi.stubGlobal('localStorage', undefined)
    vi.stubGlobal('matchMedia', undefined)
    vi.resetModules()
    const { themeState, themeActions } = await import('./theme')
    expect(themeState.resolved).toBe('light')
    expect(() => themeActions.setChoice('dark')).not.toThrow()
    expect(themeState.resolved).toBe('dark')
  })
})
