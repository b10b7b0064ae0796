import { describe, expect, it } from 'vitest'
import { addressOf } from './address-history'

const state = { __TSR_index: 0 }

describe('addressOf', () => {
  it('reads the address after the `#`, its own search included', () => {
    expect(addressOf('#/interview?interviewId=i1&projectId=p1', state)).toEqual({
      href: '/interview?interviewId=i1&projectId=p1',
      pathname: '/interview',
      search: '?interviewId=i1&projectId=p1',
      hash: '',
      state,
    })
  })

  it('gives an address set through location.hash, which has no state, an index', () => {
    expect(addressOf('#/profile', null).state.__TSR_index).toBe(0)
  })

  it('is the dashboard for a page without an address', () => {
    expect(addressOf('', state)).toMatchObject({ href: '/', pathname: '/', search: '' })
    expect(addressOf('#', state)).toMatchObject({ href: '/', pathname: '/', search: '' })
  })
})
