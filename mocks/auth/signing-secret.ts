import { db } from '../db'

/**
 * The secret tokens are signed with: never a constant of the source, which anyone can read.
 * 32 random bytes, made the first time a token is signed or checked and kept in the settings
 * record, so it lives exactly as long as the data: the standalone server's --data file and the
 * browser demo's IndexedDB keep it (tokens survive a restart or a reload), a reseed or a fresh
 * in-memory start makes a new one (every earlier token then answers 401). Without a settings
 * record at all, a per-process secret stands in.
 */

let processSecret: string | undefined

function randomSecret(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32))
  return btoa(String.fromCharCode(...bytes))
}

export async function signingSecret(): Promise<string> {
  const settings = db.settings.findFirst((q) => q.where({ key: 'settings' }))
  if (!settings) return (processSecret ??= randomSecret())
  if (settings.tokenSecret) return settings.tokenSecret
  // Two first uses at once (two sign-ins as a server starts) both get here: the first secret
  // stored wins and both sign with it, or one's tokens would be 401 at once.
  await db.settings.update((q) => q.where({ key: 'settings' }), {
    data(record) {
      record.tokenSecret ??= randomSecret()
    },
  })
  const stored = db.settings.findFirst((q) => q.where({ key: 'settings' }))?.tokenSecret
  if (!stored) throw new Error('The token signing secret could not be kept')
  return stored
}
