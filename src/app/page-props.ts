import type { ReactNode } from 'react'
import type { User } from '@/contract/types'

/** Props the shell gives every signed-in page it loads lazily. */
export interface SignedInPageProps {
  user: User
  /** The dashboard header (welcome line, settings menu): composed by the shell. */
  header: ReactNode
}
