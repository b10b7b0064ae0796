/**
 * One collection's indexes, kept in step with the collection by wrapping its own write methods
 * (./indexes.ts says why, and which collections have one).
 */

/** The collection methods the extension wraps, typed loosely: records are objects here. */
export interface Mutable {
  create(values: unknown): Promise<object>
  update(predicate: unknown, options: unknown): Promise<object | undefined>
  updateMany(predicate: unknown, options: unknown): Promise<object[]>
  delete(predicate: unknown, options?: unknown): object | undefined
  deleteMany(predicate: unknown, options?: unknown): object[]
  clear(): void
  all(): object[]
  hooks: { listenerCount(event: 'delete'): number }
}

/** What @msw/data's hooks emitter needs of an event (its TypedEvent is a MessageEvent). */
interface Emitting {
  emit(event: MessageEvent<{ deletedRecord: object }>): boolean
}

export type Key = string | number | boolean | null
const NO_ROWS: readonly never[] = Object.freeze([])

/** A record and its place in the collection (creation order; an update keeps the place). */
interface Entry<Row> {
  row: Row
  readonly place: number
}

/**
 * One collection's indexes: records by their id field, records grouped by the values of some
 * other fields (in collection order), and optionally every record in a sorted order.
 */
export class Store<Row extends object> {
  private collection: Mutable | undefined
  private readonly entries = new Map<string, Entry<Row>>()
  private next = 0
  private readonly groups = new Map<keyof Row, Map<Key, Entry<Row>[]>>()
  private sorted: Row[] = []
  /** Rows created since `sorted` was last brought up to date (a bulk load sorts them once). */
  private unsorted: Row[] = []
  /** Set when the indexes may disagree with the collection (a duplicate or a changed id). */
  private stale = false
  /**
   * Two records share an id (nothing here makes that: ids are UUIDs). The index holds the first,
   * as findFirst answers; any change then reads the collection again, which is slow but right.
   */
  private duplicates = false
  /** Counts every change seen, so a cache built over the rows knows when it is out of date. */
  private changes = 0

  constructor(
    readonly name: string,
    private readonly idOf: (row: Row) => string,
    private readonly groupBy: readonly (keyof Row)[] = [],
    private readonly order?: (a: Row, b: Row) => number,
  ) {
    for (const field of groupBy) this.groups.set(field, new Map())
  }

  /** The extension's work: wraps the collection's mutations so that they keep this index. */
  attach(collection: Mutable): void {
    this.collection = collection
    const create = collection.create.bind(collection)
    const update = collection.update.bind(collection)
    const updateMany = collection.updateMany.bind(collection)
    const remove = collection.delete.bind(collection)
    const removeMany = collection.deleteMany.bind(collection)
    // createMany calls this.create, so it is covered by the create wrapper.
    collection.create = async (values) => {
      const row = await create(values)
      this.add(row as Row)
      return row
    }
    collection.update = async (predicate, options) => {
      const row = await update(predicate, options)
      if (row) this.replace(row as Row)
      return row
    }
    collection.updateMany = async (predicate, options) => {
      const rows = await updateMany(predicate, options)
      for (const row of rows) this.replace(row as Row)
      return rows
    }
    collection.delete = (predicate, options) => {
      const row = remove(predicate, options)
      if (row) this.remove(row as Row)
      return row
    }
    collection.deleteMany = (predicate, options) => {
      const rows = removeMany(predicate, options)
      for (const row of rows) this.remove(row as Row)
      return rows
    }
    collection.clear = () => {
      // @msw/data's clear() deletes one record at a time, each by a linear search and a splice
      // (and, as it splices the array it walks, emits `delete` for every other record only):
      // 36 s for 100,000 records. all() is the collection's own array: empty it at once, after
      // a `delete` event per record for whoever listens (relations, sync, persistence).
      const records = collection.all()
      const kept: object[] = []
      if (collection.hooks.listenerCount('delete') > 0) {
        const hooks = collection.hooks as unknown as Emitting
        for (const deletedRecord of [...records]) {
          const event = new MessageEvent('delete', { data: { deletedRecord }, cancelable: true })
          hooks.emit(event)
          if (event.defaultPrevented) kept.push(deletedRecord)
        }
      }
      records.splice(0, records.length, ...kept)
      this.rebuild()
    }
    this.rebuild()
  }

  /** Forgets everything (the collection was emptied). */
  reset(): void {
    this.changes++
    this.entries.clear()
    this.next = 0
    for (const group of this.groups.values()) group.clear()
    this.sorted = []
    this.unsorted = []
    this.stale = false
    this.duplicates = false
  }

  /** Differs from any earlier value once a row was added, changed or removed. */
  get version(): number {
    return this.changes
  }

  /** Reads the collection again from scratch. */
  rebuild(): void {
    this.reset()
    for (const row of (this.collection?.all() ?? []) as Row[]) this.add(row)
    // Duplicates found while reading the collection are expected now, not a reason to read again.
    this.stale = false
  }

  private fresh(): this {
    if (this.stale) this.rebuild()
    return this
  }

  get(id: string): Row | undefined {
    return this.fresh().entries.get(id)?.row
  }

  /** The records whose `field` equals `value`, in collection order. */
  where(field: keyof Row, value: Key): Row[] {
    const group = this.fresh().groups.get(field)?.get(value)
    return group ? group.map((entry) => entry.row) : []
  }

  /** Every record in the store's order (a shared array: do not change it). */
  ordered(): readonly Row[] {
    if (!this.order) return NO_ROWS
    this.fresh().settle()
    return this.sorted
  }

  /** Records by id, each once, in collection order (as a findMany by id would give them). */
  getMany(ids: Iterable<string>): Row[] {
    this.fresh()
    const found = new Set<Entry<Row>>()
    for (const id of ids) {
      const entry = this.entries.get(id)
      if (entry) found.add(entry)
    }
    const list = [...found]
    if (list.length > 1) list.sort((a, b) => a.place - b.place)
    return list.map((entry) => entry.row)
  }

  private add(row: Row): void {
    this.changes++
    const id = this.idOf(row)
    if (this.entries.has(id)) {
      // Two records with one id: findFirst would answer the first, which is kept.
      this.duplicates = true
      return
    }
    const entry: Entry<Row> = { row, place: this.next++ }
    this.entries.set(id, entry)
    for (const [field, group] of this.groups) this.join(group, row[field] as Key, entry)
    if (this.order) this.unsorted.push(row)
  }

  /** Brings `sorted` up to date with the rows created since. */
  private settle(): void {
    const order = this.order
    if (!order || this.unsorted.length === 0) return
    if (this.unsorted.length > 32) {
      for (const row of this.unsorted) this.sorted.push(row)
      this.sorted.sort(order)
    } else {
      for (const row of this.unsorted) this.sorted.splice(this.sortedPlace(row), 0, row)
    }
    this.unsorted = []
  }

  private replace(row: Row): void {
    this.changes++
    if (this.duplicates) this.stale = true
    if (this.stale) return
    const entry = this.entries.get(this.idOf(row))
    if (!entry) {
      // The update changed the record's id (nothing here does): start again from the collection.
      this.stale = true
      return
    }
    const previous = entry.row
    entry.row = row
    for (const [field, group] of this.groups) {
      const before = previous[field] as Key
      const after = row[field] as Key
      if (before === after) continue
      this.leave(group, before, entry)
      this.join(group, after, entry)
    }
    if (this.order) {
      this.settle()
      const at = this.sortedIndexOf(previous)
      if (at === -1) this.stale = true
      else if (this.order(previous, row) === 0) this.sorted[at] = row
      else {
        this.sorted.splice(at, 1)
        this.sorted.splice(this.sortedPlace(row), 0, row)
      }
    }
  }

  private remove(row: Row): void {
    this.changes++
    if (this.duplicates) this.stale = true
    if (this.stale) return
    const id = this.idOf(row)
    // The stored version: a caller may delete through an older copy of the record.
    const entry = this.entries.get(id)
    if (!entry) return
    for (const [field, group] of this.groups) this.leave(group, entry.row[field] as Key, entry)
    if (this.order) {
      this.settle()
      const at = this.sortedIndexOf(entry.row)
      if (at === -1) this.stale = true
      else this.sorted.splice(at, 1)
    }
    this.entries.delete(id)
  }

  /** Adds an entry to its group, keeping the group in collection order. */
  private join(groups: Map<Key, Entry<Row>[]>, value: Key, entry: Entry<Row>): void {
    const group = groups.get(value)
    if (!group) {
      groups.set(value, [entry])
      return
    }
    // The usual case: a new record, which comes after every other.
    if ((group[group.length - 1]?.place ?? Infinity) < entry.place) {
      group.push(entry)
      return
    }
    let low = 0
    let high = group.length
    while (low < high) {
      const middle = (low + high) >>> 1
      if ((group[middle]?.place ?? Infinity) < entry.place) low = middle + 1
      else high = middle
    }
    group.splice(low, 0, entry)
  }

  private leave(groups: Map<Key, Entry<Row>[]>, value: Key, entry: Entry<Row>): void {
    const group = groups.get(value)
    if (!group) return
    const at = group.indexOf(entry)
    if (at !== -1) group.splice(at, 1)
    if (group.length === 0) groups.delete(value)
  }

  /** Where a row goes in `sorted`: after every row that sorts before or with it. */
  private sortedPlace(row: Row): number {
    const order = this.order
    if (!order) return 0
    let low = 0
    let high = this.sorted.length
    while (low < high) {
      const middle = (low + high) >>> 1
      const other = this.sorted[middle]
      if (other !== undefined && order(other, row) <= 0) low = middle + 1
      else high = middle
    }
    return low
  }

  private sortedIndexOf(row: Row): number {
    const id = this.idOf(row)
    // Binary search for the first row that does not sort before this one, then step over ties.
    const order = this.order
    if (!order) return -1
    let low = 0
    let high = this.sorted.length
    while (low < high) {
      const middle = (low + high) >>> 1
      const other = this.sorted[middle]
      if (other !== undefined && order(other, row) < 0) low = middle + 1
      else high = middle
    }
    for (let at = low; at < this.sorted.length; at++) {
      const other = this.sorted[at]
      if (other === undefined || order(other, row) !== 0) break
      if (this.idOf(other) === id) return at
    }
    return -1
  }
}
