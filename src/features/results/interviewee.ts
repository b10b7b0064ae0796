import type { ProjectInterview } from '@/contract/types'

/** Who gave the interview; the contract sends no user once that account is deleted. */
export function intervieweeName(interview: Pick<ProjectInterview, 'user'>): string {
  return interview.user ? `${interview.user.firstName} ${interview.user.lastName}` : 'Deleted user'
}
