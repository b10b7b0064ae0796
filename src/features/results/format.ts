import type { ProjectInterview } from '../../api/types'

/** A timestamp in the user's locale; an unreadable one as it came. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleString()
}

/** Who gave the interview; the contract sends no user once that account is deleted. */
export function intervieweeName(interview: Pick<ProjectInterview, 'user'>): string {
  return interview.user ? `${interview.user.firstName} ${interview.user.lastName}` : 'Deleted user'
}
