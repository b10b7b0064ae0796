import { describe, expect, it } from 'vitest'
import { apiUrl, normalizeBaseUrl, parseApiMode, toSocketUrl } from './env'

describe('env', () => {
  it('is mock unless the mode is exactly live or hybrid', () => {
    expect(parseApiMode('live')).toBe('live')
    expect(parseApiMode('hybrid')).toBe('hybrid')
    expect(parseApiMode('mock')).toBe('mock')
    expect(parseApiMode(undefined)).toBe('mock')
    expect(parseApiMode('LIVE')).toBe('mock')
  })

  it('strips trailing slashes from the base URL; empty means same origin', () => {
    expect(normalizeBaseUrl('https://api.example.com/')).toBe('https://api.example.com')
    expect(normalizeBaseUrl('https://api.example.com/v1//')).toBe('https://api.example.com/v1')
    expect(normalizeBaseUrl(undefined)).toBe('')
    expect(normalizeBaseUrl(' ')).toBe('')
  })

  it('puts API paths under /api (same origin in the test env)', () => {
    expect(apiUrl('/projects')).toBe('/api/projects')
  })

  it.each([
    ['https://api.example.com', undefined, 'wss://api.example.com/ws/interviews/1'],
    ['http://api.example.com:8080', undefined, 'ws://api.example.com:8080/ws/interviews/1'],
    ['https://example.com/backend', undefined, 'wss://example.com/backend/ws/interviews/1'],
    ['', 'https://app.example.com/some/page', 'wss://app.example.com/ws/interviews/1'],
    ['', 'http://localhost:5173/', 'ws://localhost:5173/ws/interviews/1'],
    ['/backend', 'https://app.example.com/', 'wss://app.example.com/backend/ws/interviews/1'],
    ['', undefined, 'ws://localhost/ws/interviews/1'],
  ])('derives the socket URL from base %j and page %j', (base, page, expected) => {
    expect(toSocketUrl('/ws/interviews/1', base, page)).toBe(expected)
  })
})
