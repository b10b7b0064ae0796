/**
 * The observe socket (openapi.yaml, x-websockets /ws/observe/{id}): an observer's read-only view
 * of an interview as it happens. The token travels as the `token` query parameter, as on the
 * interview socket; the client sends nothing.
 */
import { socketUrl } from '@/lib/env'
import { logger } from '@/lib/logger'
import { readToken } from '@/lib/token'
import { mockReady } from './mock-ready'
import type { components } from '@/contract/types'

export type ObserveMessage = components['schemas']['WsObserveMessage']

export interface ObserveHandlers {
  onMessage: (message: ObserveMessage) => void
  /** The socket closed: `code` as the contract's closeCodes say (1000 once the interview ended). */
  onClose: (code: number) => void
}

const OBSERVE_TYPES = new Set(['snapshot', 'observedQuestion', 'probe', 'ended'])

function parse(data: unknown): ObserveMessage | null {
  if (typeof data !== 'string') return null
  try {
    const value: unknown = JSON.parse(data)
    if (typeof value !== 'object' || value === null) return null
    const type = (value as { type?: unknown }).type
    return typeof type === 'string' && OBSERVE_TYPES.has(type) ? (value as ObserveMessage) : null
  } catch {
    return null
  }
}

/** Watches interview `id`; returns what stops watching. */
export function observeInterview(id: string, handlers: ObserveHandlers): () => void {
  let socket: WebSocket | null = null
  let stopped = false
  const open = () => {
    if (stopped) return
    const token = readToken()
    const base = socketUrl(`/ws/observe/${encodeURIComponent(id)}`)
    socket = new WebSocket(token ? `${base}?token=${encodeURIComponent(token)}` : base)
    socket.addEventListener('message', (event: MessageEvent<unknown>) => {
      const message = parse(event.data)
      if (message) handlers.onMessage(message)
      else logger.warn('Observe socket: an unreadable message', { interviewId: id })
    })
    socket.addEventListener('close', (event) => {
      if (!stopped) handlers.onClose(event.code)
    })
  }
  // In mock mode the in-browser backend must listen first, or the socket goes to the network.
  const held = import.meta.env.VITE_API_MODE !== 'live' ? mockReady() : null
  if (held) void held.then(open, () => handlers.onClose(1006))
  else open()
  return () => {
    stopped = true
    socket?.close(1000, 'Stopped watching')
  }
}
