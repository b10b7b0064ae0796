import type { Operation } from '../../mocks/contract/operations'
import { db } from '../../mocks/db'
import { BASE } from '../contract/harness'

/**
 * Raw requests for the fuzz suite. Unlike the harness's `call`, nothing here is made valid on
 * the way out: path segments are sent as given (already percent-encoded), bodies as given text,
 * and the Authorization header as a whole raw value.
 */

export type Body =
  | { kind: 'json'; value: unknown }
  | { kind: 'text'; text: string | Uint8Array; contentType?: string }
  | { kind: 'form'; entries: [string, string | Blob][] }

export interface Outgoing {
  operation: Operation
  /** The whole Authorization header; undefined sends none. */
  authorization?: string
  /** Percent-encoded path segments by parameter name. */
  path: Record<string, string>
  query?: Record<string, string>
  headers?: Record<string, string>
  body?: Body
}

export interface Answer {
  status: number
  /** The parsed JSON body, the raw text when it is not JSON, or null when empty. */
  body: unknown
}

export function urlOf(out: Outgoing): string {
  const path = out.operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const segment = out.path[name]
    if (segment === undefined) throw new Error(`${out.operation.operationId}: no ${name}`)
    return segment
  })
  const query = new URLSearchParams(out.query ?? {}).toString()
  return `${BASE}${path}${query ? `?${query}` : ''}`
}

export async function send(out: Outgoing): Promise<Answer> {
  const headers = new Headers(out.headers)
  if (out.authorization !== undefined) headers.set('Authorization', out.authorization)
  let body: BodyInit | undefined
  if (out.body?.kind === 'json') {
    body = JSON.stringify(out.body.value)
    headers.set('Content-Type', 'application/json')
  } else if (out.body?.kind === 'text') {
    body = out.body.text as BodyInit
    if (out.body.contentType !== undefined) headers.set('Content-Type', out.body.contentType)
  } else if (out.body?.kind === 'form') {
    const form = new FormData()
    for (const [name, value] of out.body.entries) form.append(name, value)
    body = form
  }
  const response = await fetch(urlOf(out), {
    method: out.operation.method.toUpperCase(),
    headers,
    body,
  })
  const text = await response.text()
  let parsed: unknown = text === '' ? null : text
  try {
    if (text !== '') parsed = JSON.parse(text)
  } catch {
    // Not JSON: kept as text, and the contract check will say so.
  }
  return { status: response.status, body: parsed }
}

/** Every collection of the data layer as one string: equal strings, unchanged data. */
export function snapshot(): string {
  return JSON.stringify(Object.entries(db).map(([name, collection]) => [name, collection.all()]))
}

/** Base64url of a string's UTF-8 bytes, as JWT segments are written. */
export function base64url(text: string): string {
  let binary = ''
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

export function decodePayload(token: string): Record<string, unknown> {
  const segment = (token.split('.')[1] ?? '').replace(/-/g, '+').replace(/_/g, '/')
  const binary = atob(segment.padEnd(Math.ceil(segment.length / 4) * 4, '='))
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0))
  return JSON.parse(new TextDecoder().decode(bytes)) as Record<string, unknown>
}

/** The same token with its payload changed and its signature kept (so no longer valid). */
export function tamper(token: string, change: Record<string, unknown>): string {
  const [header = '', , signature = ''] = token.split('.')
  return `${header}.${base64url(JSON.stringify({ ...decodePayload(token), ...change }))}.${signature}`
}
