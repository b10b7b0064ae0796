import type { Project } from '@/contract/types'
import { webStorage } from '@/lib/storage'

/**
 * What this browser keeps of a participant's join (docs/product.md#participant-links), so that
 * a reload resumes the interview until it is finished: the session the link opened and the
 * project it is about. Kept per link; a finished one keeps no session.
 */
export type JoinSession =
  { status: 'interviewing'; sessionToken: string; project: Project } | { status: 'finished' }

const keyOf = (linkToken: string) => `candor.join.${linkToken}`

export function readJoinSession(linkToken: string): JoinSession | null {
  try {
    const raw = webStorage('localStorage')?.getItem(keyOf(linkToken))
    if (!raw) return null
    const parsed = JSON.parse(raw) as Partial<JoinSession> & Record<string, unknown>
    if (parsed.status === 'finished') return { status: 'finished' }
    if (
      parsed.status === 'interviewing' &&
      typeof parsed.sessionToken === 'string' &&
      typeof parsed.project === 'object' &&
      parsed.project !== null
    )
      return parsed as JoinSession
    return null
  } catch {
    return null
  }
}

export function writeJoinSession(linkToken: string, session: JoinSession): void {
  try {
    webStorage('localStorage')?.setItem(keyOf(linkToken), JSON.stringify(session))
  } catch {
    // Blocked storage: the interview still runs; only a reload cannot resume it.
  }
}
