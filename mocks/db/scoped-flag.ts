/**
 * A flag raised while an async fill runs, for every key or only for the ones named; fills may
 * overlap, so each key counts how many hold it. The data layer uses it to hold back changes
 * (changes.ts) and to trust records (record-check.ts), per collection or per record.
 */
export function scopedFlag<Key>() {
  let all = 0
  const some = new Map<Key, number>()
  const raise = (by: number, only: readonly Key[] | undefined) => {
    if (!only) all += by
    else for (const key of only) some.set(key, (some.get(key) ?? 0) + by)
  }
  return {
    isRaisedFor: (key: Key): boolean => all > 0 || (some.get(key) ?? 0) > 0,
    /** Runs `fill` with the flag raised for `only`, or for every key when none are named. */
    async raiseWhile<T>(fill: () => Promise<T>, only?: readonly Key[]): Promise<T> {
      raise(1, only)
      try {
        return await fill()
      } finally {
        raise(-1, only)
      }
    },
  }
}
