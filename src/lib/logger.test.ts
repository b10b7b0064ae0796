import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  getLogContext,
  getLogLevel,
  getSessionId,
  logger,
  resetLogContext,
  setLogContext,
  setLogLevel,
  TAB_SESSION_KEY,
} from './logger'
import { createMemoryStorage } from './storage'
import { TOKEN_KEY } from './token'
import { muteConsole } from '../../tests/support/console'

function tokenWith(payload: object): string {
  return `h.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.s`
}

let spies: ReturnType<typeof muteConsole>

beforeEach(() => {
  spies = muteConsole()
  vi.stubGlobal('localStorage', createMemoryStorage())
  vi.stubGlobal('sessionStorage', createMemoryStorage())
})

afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
  resetLogContext()
  setLogLevel('info')
})

describe('logger', () => {
  it('defaults to info, which hides debug', () => {
    expect(getLogLevel()).toBe('info')
    logger.debug('hidden')
    logger.info('shown')
    expect(spies.debug).not.toHaveBeenCalled()
    expect(spies.info).toHaveBeenCalledOnce()
  })

  it('writes each level to its console method', () => {
    setLogLevel('debug')
    logger.debug('d')
    logger.info('i')
    logger.warn('w')
    logger.error('e')
    expect(spies.debug).toHaveBeenCalledWith('d', expect.any(Object))
    expect(spies.info).toHaveBeenCalledWith('i', expect.any(Object))
    expect(spies.warn).toHaveBeenCalledWith('w', expect.any(Object))
    expect(spies.error).toHaveBeenCalledWith('e', expect.any(Object))
  })

  it('drops levels below the chosen one', () => {
    setLogLevel('warn')
    logger.info('hidden')
    logger.warn('shown')
    logger.error('shown')
    expect(spies.info).not.toHaveBeenCalled()
    expect(spies.warn).toHaveBeenCalledOnce()
    expect(spies.error).toHaveBeenCalledOnce()
  })

  it('puts the context on every record, then the record fields', () => {
    setLogContext({ userId: 'u1', email: 'a@b.c', role: 'interview_lead' })
    setLogContext({ interviewId: 'i1', questionId: 'q1' })
    logger.info('first')
    logger.error('second', { questionId: 'q2', extra: 1 })
    const sessionId = getSessionId()
    expect(spies.info).toHaveBeenCalledWith('first', {
      userId: 'u1',
      email: 'a@b.c',
      role: 'interview_lead',
      interviewId: 'i1',
      questionId: 'q1',
      sessionId,
    })
    expect(spies.error).toHaveBeenCalledWith('second', {
      userId: 'u1',
      email: 'a@b.c',
      role: 'interview_lead',
      interviewId: 'i1',
      questionId: 'q2',
      sessionId,
      extra: 1,
    })
  })

  it('clears context fields set to null and on reset', () => {
    setLogContext({ userId: 'u1', interviewId: 'i1' })
    setLogContext({ interviewId: null })
    expect(getLogContext()).toMatchObject({ userId: 'u1', interviewId: null })
    resetLogContext()
    expect(getLogContext().userId).toBeNull()
  })
})

describe('getSessionId', () => {
  it("takes the stored token's sessionId", () => {
    localStorage.setItem(TOKEN_KEY, tokenWith({ sub: 'u1', sessionId: 'from-token' }))
    expect(getSessionId()).toBe('from-token')
    logger.info('x')
    expect(spies.info).toHaveBeenCalledWith(
      'x',
      expect.objectContaining({ sessionId: 'from-token' }),
    )
  })

  it('follows a new token', () => {
    localStorage.setItem(TOKEN_KEY, tokenWith({ sub: 'u1', sessionId: 's1' }))
    expect(getSessionId()).toBe('s1')
    localStorage.setItem(TOKEN_KEY, tokenWith({ sub: 'u1', sessionId: 's2' }))
    expect(getSessionId()).toBe('s2')
  })

  it('otherwise keeps one random id per tab in sessionStorage', () => {
    localStorage.setItem(TOKEN_KEY, tokenWith({ sub: 'u1' }))
    const id = getSessionId()
    expect(id).toMatch(/^[0-9a-f-]{36}$/)
    expect(sessionStorage.getItem(TAB_SESSION_KEY)).toBe(id)
    expect(getSessionId()).toBe(id)
  })

  it('reuses the id a reload finds in sessionStorage', () => {
    sessionStorage.setItem(TAB_SESSION_KEY, 'kept-across-reload')
    expect(getSessionId()).toBe('kept-across-reload')
  })

  it('prefers an explicit context value', () => {
    localStorage.setItem(TOKEN_KEY, tokenWith({ sub: 'u1', sessionId: 'from-token' }))
    setLogContext({ sessionId: 'explicit' })
    expect(getSessionId()).toBe('explicit')
  })

  it('stays stable without Web Storage (node)', () => {
    vi.stubGlobal('localStorage', undefined)
    vi.stubGlobal('sessionStorage', undefined)
    const id = getSessionId()
    expect(id).toBeTruthy()
    expect(getSessionId()).toBe(id)
  })
})
