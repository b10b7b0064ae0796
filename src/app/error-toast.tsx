import { useEffect } from 'react'
import { interviewActions, useInterview } from '@/features/interview/interview-store'
import { toasts } from '@/ui'

/**
 * docs/product.md#root-shell: the interview error as a toast at the bottom right. Closing it dismisses the error;
 * an error that clears by itself (a retry, a new error) takes its toast away.
 */
export default function InterviewErrorToast() {
  const { error } = useInterview()

  useEffect(() => {
    if (error === null) return
    let replaced = false
    const key = toasts.add(
      { title: error, tone: 'danger' },
      {
        onClose: () => {
          if (!replaced) interviewActions.dismissError()
        },
      },
    )
    return () => {
      replaced = true
      toasts.close(key)
    }
  }, [error])

  // Signing out takes this away; the next user must not see the last one's error.
  useEffect(() => () => interviewActions.dismissError(), [])

  return null
}
