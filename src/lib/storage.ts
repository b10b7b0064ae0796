/**
 * Web Storage when the runtime has it. Node (tests, the mock server) has none, and browsers
 * throw on access when storage is blocked (sandboxed frames, some privacy settings).
 */
export function webStorage(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    const storage = (globalThis as Partial<Record<typeof kind, Storage>>)[kind]
    return storage ?? null
  } catch {
    return null
  }
}

/** An in-memory Storage, for runtimes without Web Storage (node tests). */
export function createMemoryStorage(initial: Record<string, string> = {}): Storage {
  const items = new Map(Object.entries(initial))
  return {
    get length() {
      return items.size
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => Array.from(items.keys())[index] ?? null,
    removeItem: (key) => {
      items.delete(key)
    },
    setItem: (key, value) => {
      items.set(key, String(value))
    },
  }
}
