import { keyField, keyOf, parseChange, type Change, type PlainRecord } from './changes'
import { isObject, recordId } from './idb-store'
import { db } from './index'

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

const isMessage = (value: unknown): value is TabMessage =>
  isObject(value) &&
  typeof value.from === 'string' &&
  (value.type === 'saved' ||
    (value.type === 'changes' && typeof value.rev === 'number' && Array.isArray(value.changes)))

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

  /** Hears the other tabs' messages (never this tab's own), where BroadcastChannel exists. */
  listen(onMessage: (message: TabMessage) => void): void {
    if (typeof BroadcastChannel === 'undefined') return
    this.#channel = new BroadcastChannel(this.#channelName)
    this.#channel.onmessage = (event: MessageEvent<unknown>) => {
      const message = event.data
      if (isMessage(message) && message.from !== this.#tab) onMessage(message)
    }
  }

  close(): void {
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
   * and has not written yet (`pending`), nor one it holds under a later write.
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

/** Applies changes to the data layer, each record found by its key. */
export async function applyToDatabase(changes: readonly Change[]): Promise<void> {
  for (const change of changes) {
    const collection = db[change.collection] as unknown as Applicable
    if (change.op === 'clear') {
      collection.clear()
      continue
    }
    const key = change.op === 'put' ? keyOf(change.collection, change.record) : change.key
    const byKey = (q: Where) => q.where({ [keyField(change.collection)]: key })
    if (change.op === 'delete') {
      collection.delete(byKey)
    } else if (collection.findFirst(byKey)) {
      const { record } = change
      await collection.update(byKey, { data: (draft) => Object.assign(draft, record) })
    } else {
      await collection.create(structuredClone(change.record))
    }
  }
}
