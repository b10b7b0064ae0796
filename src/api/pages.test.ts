import { describe, expect, it } from 'vitest'
import { pageOf } from './pages'

describe('pageOf', () => {
  it('reads the cursor and the total from the headers', () => {
    const response = new Response('[]', {
      headers: { 'X-Next-Cursor': 'abc', 'X-Total-Count': '250' },
    })
    expect(pageOf([1, 2], response)).toEqual({ items: [1, 2], nextCursor: 'abc', total: 250 })
  })

  it('treats missing or malformed headers as the last page of an unknown total', () => {
    const response = new Response('[]', { headers: { 'X-Total-Count': 'many' } })
    expect(pageOf([], response)).toEqual({ items: [], nextCursor: null, total: null })
  })
})
