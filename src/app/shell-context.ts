import { createContext, useContext, type ReactNode } from 'react'
import type { User } from '@/contract/types'

/** What every signed-in route is given by the shell: the user and the header it composed. */
export interface ShellValue {
  user: User
  header: ReactNode
}

export const ShellContext = createContext<ShellValue | null>(null)

export function useShell(): ShellValue {
  const value = useContext(ShellContext)
  if (value === null) throw new Error('useShell is for routes inside the signed-in shell')
  return value
}
