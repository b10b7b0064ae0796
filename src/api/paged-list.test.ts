import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Outcome } from './call'
import { createPagedList, SEARCH_DELAY_MS, type PagedListState } from './paged-list'
import type { Page } from './pages'

/** A fetchPage whose answers the test releases one by one. */
function pendingPages() {
  const calls: {
    query: string
    cursor: string | null
    answer: (o: Outcome<Page<string>>) => void
  }[] = []
  const fetchPage = (query: string, cursor: string | null) =>
    new Promise<Outcome<Page<string>>>((answer) => calls.push({ query, cursor, answer }))
  return { calls, fetchPage }
}

const page = (items: string[], nextCursor: string | null, total: number | null = null) => ({
  ok: true as const,
  data: { items, nextCursor, total },
})

function listOver(fetchPage: (q: string, c: string | null) => Promise<Outcome<Page<string>>>) {
  const seen: PagedListState<string>[] = []
  const list = createPagedList({ fetchPage, onChange: (state) => seen.push(state) })
  return { list, seen }
}

afterEach(() => {
  vi.useRealTimers()
})

describe('createPagedList', () => {
  it('loads a first page, then appends the next one', async () => {
    const { calls, fetchPage } = pendingPages()
    const { list } = listOver(fetchPage)
    const first = list.load()
    calls[0]?.answer(page(['a', 'b'], 'c1', 3))
    await first
    expect(list.state()).toMatchObject({ items: ['a', 'b'], status: 'ready', total: 3 })
    const more = list.loadMore()
    expect(list.state().loadingMore).toBe(true)
    expect(calls[1]).toMatchObject({ query: '', cursor: 'c1' })
    calls[1]?.answer(page(['c'], null))
    await more
    expect(list.state()).toMatchObject({ items: ['a', 'b', 'c'], nextCursor: null, total: 3 })
    expect(list.state().loadingMore).toBe(false)
    await list.loadMore()
    expect(calls).toHaveLength(2)
  })

  it('keeps only the newest answer', async () => {
    const { calls, fetchPage } = pendingPages()
    const { list } = listOver(fetchPage)
    const old = list.load('old')
    const latest = list.load('new')
    calls[1]?.answer(page(['new'], null))
    calls[0]?.answer(page(['old'], null))
    await Promise.all([old, latest])
    expect(list.state()).toMatchObject({ items: ['new'], query: 'new', total: 1 })
  })

  it('drops a next page when a first page was asked for after it', async () => {
    const { calls, fetchPage } = pendingPages()
    const { list } = listOver(fetchPage)
    const first = list.load()
    calls[0]?.answer(page(['a'], 'c1'))
    await first
    const more = list.loadMore()
    const reload = list.load('x')
    calls[2]?.answer(page(['x'], null))
    calls[1]?.answer(page(['b'], null))
    await Promise.all([more, reload])
    expect(list.state().items).toEqual(['x'])
  })

  it('shows a failure and does not retry the next page after it', async () => {
    const { calls, fetchPage } = pendingPages()
    const { list } = listOver(fetchPage)
    const first = list.load()
    calls[0]?.answer({ ok: false, error: 'Failed to load users' })
    await first
    expect(list.state()).toMatchObject({ status: 'failed', error: 'Failed to load users' })
    await list.loadMore()
    expect(calls).toHaveLength(1)
  })

  it('sends one search per pause in typing, trimmed, and none when unchanged', async () => {
    vi.useFakeTimers()
    const fetchPage = vi.fn((_query: string, _cursor: string | null) =>
      Promise.resolve(page([], null)),
    )
    const { list } = listOver(fetchPage)
    await list.load()
    list.type('a')
    list.type('ab ')
    await vi.advanceTimersByTimeAsync(SEARCH_DELAY_MS - 1)
    expect(fetchPage).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(fetchPage).toHaveBeenLastCalledWith('ab', null)
    await list.searchNow('ab')
    expect(fetchPage).toHaveBeenCalledTimes(2)
    await list.searchNow('')
    expect(fetchPage).toHaveBeenLastCalledWith('', null)
  })

  it('changes items in place and forgets everything on reset', async () => {
    const { list } = listOver(() => Promise.resolve(page(['a', 'b'], null, 2)))
    await list.load()
    list.update((items) => items.filter((item) => item !== 'a'), -1)
    expect(list.state()).toMatchObject({ items: ['b'], total: 1 })
    list.reset()
    expect(list.state()).toMatchObject({ items: [], status: 'idle', total: null })
  })
})
