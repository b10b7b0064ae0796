import { useQuery } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { isAdmin } from '@/domain/roles'
import type { User } from '@/contract/types'
import { Alert, Button } from '@/ui'
import { needsConfiguration, promptStatusQuery } from '../queries'

export interface ConfigurationBannerProps {
  user: User
  /** Fix Configuration: the admin panel on its Interview Prompts tab. */
  onFix: () => void
  /** A new value checks again (the admin panel closing may have fixed it). */
  checkKey?: string
}

/** The red configuration-error banner (docs/product.md#dashboard): admins only, when the prompt file is unusable. */
export function ConfigurationBanner({ user, onFix, checkKey }: ConfigurationBannerProps) {
  const admin = isAdmin(user.role)
  // A failed check shows nothing: it is console-only (docs/product.md#errors).
  const { data: promptStatus, refetch } = useQuery({ ...promptStatusQuery(), enabled: admin })

  const checked = useRef(checkKey)
  useEffect(() => {
    if (checked.current === checkKey) return
    checked.current = checkKey
    if (admin) void refetch()
  }, [admin, checkKey, refetch])

  if (!admin || !needsConfiguration(promptStatus)) return null
  return (
    <Alert
      tone="danger"
      title="Configuration Error"
      action={
        <Button variant="danger" onPress={onFix}>
          Fix Configuration
        </Button>
      }
    >
      The interviewer prompt file is missing or invalid, so interviews cannot run until an admin
      selects a valid one.
    </Alert>
  )
}
