import { keyField, keyOf, parseChange, type Change, type PlainRecord } from './changes'
import { isObject, recordId } from './idb-store'
import { db } from './index'
import type { LiveSessionRecord } from './schema'
import {
  endLeftSessions,
  hostedLiveSessions,
  heardFromOtherTab,
  mergeLiveSession,
} from './tab-sync-live'

/**
 * The demo's tabs sharing one stored data set (docs/architecture.md#durability): they take turns
 * writing (a Web Lock) and number their writes; each tells the others which records it wrote
 * (BroadcastChannel) and they apply those records, newest write winning, instead of reloading
 * everything. A whole new data set (a reset) is announced as 'saved' and reloaded by the others.
 */

/** Another tab's message: its written records, or 'saved' (everything changed: reload). */
export type TabMessage =
  | { type: 'changes'; from: string; rev: number; changes: Change[] }
  | { type: 'saved'; from: string }

/** A closing tab's live sessions (tab-sync-live.ts): the others end them. */
interface LeftMessage {
  type: 'left'
  from: string
  liveSessions: string[]
}

const isMessage = (value: unknown): value is TabMessage | LeftMessage =>
  isObject(value) &&
  typeof value.from === 'string' &&
  (value.type === 'saved' ||
    (value.type === 'changes' && typeof value.rev === 'number' && Array.isArray(value.changes)) ||
    (value.type === 'left' &&
      Array.isArray(value.liveSessions) &&
      value.liveSessions.every((id) => typeof id === 'string')))

/** Live session puts are merged rather than ordered by write (tab-sync-live.ts). */
const isLiveSessionPut = (change: Change) =>
  change.op === 'put' && change.collection === 'liveSessions'

/** This tab's side of the conversation: its id, its channel, the write number of each record. */
export class TabSync {
  readonly #tab = crypto.randomUUID()
  readonly #channelName: string
  #channel: BroadcastChannel | undefined
  /** The write number each record was last stored or applied with, by recordId. */
  revs = new Map<string, number>()

  constructor(channelName: string) {
    this.#channelName = channelName
  }

  /**
   * Hears the other tabs' messages (never this tab's own), where BroadcastChannel exists; a tab
   * that closes tells them which live sessions it ran, and they end them.
   */
  listen(onMessage: (message: TabMessage) => void): void {
    if (typeof BroadcastChannel === 'undefined') return
    this.#channel = new BroadcastChannel(this.#channelName)
    this.#channel.onmessage = (event: MessageEvent<unknown>) => {
      const message = event.data
      if (!isMessage(message) || message.from === this.#tab) return
      if (message.type === 'left') void endLeftSessions(message.liveSessions)
      else onMessage(message)
    }
    if (typeof window !== 'undefined') window.addEventListener('pagehide', this.#onPageHide)
  }

  readonly #onPageHide = () => {
    const liveSessions = hostedLiveSessions()
    if (liveSessions.length === 0) return
    const message: LeftMessage = { type: 'left', from: this.#tab, liveSessions }
    this.#channel?.postMessage(message)
  }

  close(): void {
    if (typeof window !== 'undefined') window.removeEventListener('pagehide', this.#onPageHide)
    this.#channel?.close()
    this.#channel = undefined
  }

  /** One tab writes at a time (where Web Locks exist): write numbers never collide. */
  exclusive<T>(write: () => Promise<T>): Promise<T> {
    if (typeof navigator === 'undefined' || !('locks' in navigator)) return write()
    return navigator.locks.request(`${this.#channelName}:write`, write) as Promise<T>
  }

  /** Everything was replaced: the other tabs reload, and no record's number stands any more. */
  announceSaved(): void {
    this.revs.clear()
    this.#channel?.postMessage({ type: 'saved', from: this.#tab } satisfies TabMessage)
  }

  /** This tab wrote `changes` under `rev`: noted, and told to the others. */
  announceWritten(rev: number, changes: Change[]): void {
    for (const change of changes) this.noteRev(change, rev)
    const message: TabMessage = { type: 'changes', from: this.#tab, rev, changes }
    this.#channel?.postMessage(message)
  }

  noteRev(change: Change, rev: number): void {
    if (change.op === 'clear') return
    const key = change.op === 'put' ? keyOf(change.collection, change.record) : change.key
    this.revs.set(recordId(change.collection, key), rev)
  }

  /**
   * Another tab's written records that this tab should apply: not one this tab changed itself
   * and has not written yet (`pending`), nor one it holds under a later write. A live session
   * is always applied: it is merged with this tab's (applyToDatabase).
   */
  newerThanMine(
    message: Extract<TabMessage, { type: 'changes' }>,
    pending: readonly Change[],
  ): Change[] {
    const mine = new Set(
      pending.map((change) =>
        change.op === 'put'
          ? recordId(change.collection, keyOf(change.collection, change.record))
          : change.op === 'delete'
            ? recordId(change.collection, change.key)
            : change.collection,
      ),
    )
    return message.changes
      .map(parseChange)
      .filter((change): change is Change => change !== undefined)
      .filter((change) => {
        if (isLiveSessionPut(change)) return true
        if (change.op === 'clear') return !mine.has(change.collection)
        const id = recordId(
          change.collection,
          change.op === 'put' ? keyOf(change.collection, change.record) : change.key,
        )
        return !mine.has(id) && (this.revs.get(id) ?? 0) < message.rev
      })
  }
}

interface Applicable {
  create(values: PlainRecord): Promise<unknown>
  update(
    predicate: (q: Where) => unknown,
    options: { data: (draft: PlainRecord) => void },
  ): Promise<unknown>
  delete(predicate: (q: Where) => unknown): unknown
  clear(): void
  findFirst(predicate: (q: Where) => unknown): unknown
}
interface Where {
  where(values: PlainRecord): unknown
}

/**
 * Applies changes to the data layer, each record found by its key (a live session merged with
 * this tab's), then tells this tab's observers what they brought.
 */
export async function applyToDatabase(changes: readonly Change[]): Promise<void> {
  const applied: Change[] = []
  for (const change of changes) {
    const collection = db[change.collection] as unknown as Applicable
    if (change.op === 'clear') {
      collection.clear()
      applied.push(change)
      continue
    }
    const key = change.op === 'put' ? keyOf(change.collection, change.record) : change.key
    const byKey = (q: Where) => q.where({ [keyField(change.collection)]: key })
    if (change.op === 'delete') {
      collection.delete(byKey)
      applied.push(change)
      continue
    }
    const existing = collection.findFirst(byKey)
    const record =
      existing && isLiveSessionPut(change)
        ? mergeLiveSession(
            // As plain JSON: the stored record carries the data layer's own symbols.
            JSON.parse(JSON.stringify(existing)) as LiveSessionRecord,
            change.record as LiveSessionRecord,
          )
        : change.record
    if (existing) await collection.update(byKey, { data: (draft) => Object.assign(draft, record) })
    else await collection.create(structuredClone(record))
    applied.push({ ...change, record })
  }
  heardFromOtherTab(applied)
}
