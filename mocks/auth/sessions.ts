import { db } from '../db'

/**
 * Ends a user's sessions: their tokens answer 401 from then on (mocks/handlers/context.ts checks
 * the session of every request). An admin's password reset ends them all; one's own password
 * change keeps the session that made it (`except`).
 */
export async function revokeSessions(userId: string, except?: string): Promise<void> {
  await db.authSessions.updateMany((q) => q.where({ userId, revoked: false }), {
    data(session) {
      if (session.sessionId !== except) session.revoked = true
    },
  })
}
