import { randomId } from './ids'
import { webStorage } from './storage'
import { decodeToken, readToken } from './token'

export type LogLevel = 'debug' | 'info' | 'warn' | 'error'
export type LogFields = Record<string, unknown>

/** Carried by every record (docs/product.md#overview). */
export interface LogContext {
  userId: string | null
  email: string | null
  /** The user's role as the contract names it (the contract's Role value). */
  role: string | null
  interviewId: string | null
  questionId: string | null
  /** An explicit override; when null, records carry getSessionId(). */
  sessionId: string | null
}

const LEVEL_RANK: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40 }

/** docs/product.md#constants: default log level info. */
const DEFAULT_LOG_LEVEL: LogLevel = 'info'

/** sessionStorage key of the per-tab session id: a reload keeps it, a new tab does not. */
export const TAB_SESSION_KEY = 'candor.sessionId'

const EMPTY_CONTEXT: LogContext = {
  userId: null,
  email: null,
  role: null,
  interviewId: null,
  questionId: null,
  sessionId: null,
}

let level: LogLevel = DEFAULT_LOG_LEVEL
let context: LogContext = { ...EMPTY_CONTEXT }
// Used only when sessionStorage is missing or refuses writes.
let fallbackTabSessionId: string | null = null
// Every record asks for the session id; decode the token only when it changes.
let decoded: { token: string; sessionId: string | null } | null = null

export function setLogLevel(next: LogLevel): void {
  level = next
}

export function getLogLevel(): LogLevel {
  return level
}

function isLevelEnabled(candidate: LogLevel): boolean {
  return LEVEL_RANK[candidate] >= LEVEL_RANK[level]
}

/** Merges `partial` into the context; pass null to clear a field. */
export function setLogContext(partial: Partial<LogContext>): void {
  context = { ...context, ...partial }
}

export function getLogContext(): Readonly<LogContext> {
  return context
}

/** Back to no user, no interview (sign-out, tests). */
export function resetLogContext(): void {
  context = { ...EMPTY_CONTEXT }
}

function tokenSessionId(): string | null {
  const token = readToken()
  if (token === null) return null
  if (decoded?.token !== token) {
    decoded = { token, sessionId: decodeToken(token)?.sessionId ?? null }
  }
  return decoded.sessionId
}

function tabSessionId(): string {
  const storage = webStorage('sessionStorage')
  if (storage) {
    try {
      const existing = storage.getItem(TAB_SESSION_KEY)
      if (existing) return existing
      const created = randomId()
      storage.setItem(TAB_SESSION_KEY, created)
      return created
    } catch {
      // Blocked or full storage: fall through to the in-memory id.
    }
  }
  fallbackTabSessionId ??= randomId()
  return fallbackTabSessionId
}

/**
 * The session id for logs and the X-Session-ID header: an explicit context value, else the
 * stored token's sessionId, else a random id kept for this tab (docs/product.md#overview).
 */
export function getSessionId(): string {
  return context.sessionId ?? tokenSessionId() ?? tabSessionId()
}

function write(at: LogLevel, message: string, fields?: LogFields): void {
  if (!isLevelEnabled(at)) return
  console[at](message, { ...context, sessionId: getSessionId(), ...fields })
}

export const logger = {
  debug: (message: string, fields?: LogFields) => write('debug', message, fields),
  info: (message: string, fields?: LogFields) => write('info', message, fields),
  warn: (message: string, fields?: LogFields) => write('warn', message, fields),
  error: (message: string, fields?: LogFields) => write('error', message, fields),
}
