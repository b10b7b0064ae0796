import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createMemoryStorage } from './storage'

// The node project's files share their worker's modules: the fresh modules this file loaded
// (some left in a state a test gave them, such as a failed mock start) must not be the next
// file's. It then loads its own.
afterAll(() => {
  vi.resetModules()
})

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
  const store = await import('./color-scheme')
  return { ...store, storage, system }
}

beforeEach(() => vi.resetModules())
afterEach(() => vi.unstubAllGlobals())

describe('theme store', () => {
  it('defaults to the system choice, following the OS preference', async () => {
    const light = await loadStore()
    expect(light.colorSchemeState.choice).toBe('system')
    expect(light.colorSchemeState.resolved).toBe('light')

    const dark = await loadStore({ dark: true })
    expect(dark.colorSchemeState.resolved).toBe('dark')
  })

  it('persists the choice under localStorage "theme" and reads it back on the next load', async () => {
    const first = await loadStore({ dark: true })
    first.colorSchemeActions.setChoice('light')
    expect(first.storage.getItem('theme')).toBe('light')
    expect(first.colorSchemeState.resolved).toBe('light')

    const second = await loadStore({ stored: 'dark' })
    expect(second.colorSchemeState.choice).toBe('dark')
    expect(second.colorSchemeState.resolved).toBe('dark')
  })

  it.each(['blue', 'Dark', '', '"dark"', 'null'])(
    'ignores a stored value other than light, dark or system (%j)',
    async (stored) => {
      const { colorSchemeState } = await loadStore({ stored, dark: true })
      expect(colorSchemeState.choice).toBe('system')
      expect(colorSchemeState.resolved).toBe('dark')
    },
  )

  it('follows a live OS change while the choice is system, and not otherwise', async () => {
    const { colorSchemeState, colorSchemeActions, system } = await loadStore({ stored: 'system' })
    expect(colorSchemeState.resolved).toBe('light')
    system.setDark(true)
    expect(colorSchemeState.resolved).toBe('dark')
    system.setDark(false)
    expect(colorSchemeState.resolved).toBe('light')

    colorSchemeActions.setChoice('dark')
    system.setDark(false)
    expect(colorSchemeState.resolved).toBe('dark')
    colorSchemeActions.setChoice('system')
    expect(colorSchemeState.resolved).toBe('light')
  })

  it('works without matchMedia or storage (node, blocked storage)', async () => {
    vi.stubGlobal('localStorage', undefined)
    vi.stubGlobal('matchMedia', undefined)
    vi.resetModules()
    const { colorSchemeState, colorSchemeActions } = await import('./color-scheme')
    expect(colorSchemeState.resolved).toBe('light')
    expect(() => colorSchemeActions.setChoice('dark')).not.toThrow()
    expect(colorSchemeState.resolved).toBe('dark')
  })
})
