import { useEffect } from 'react'
import type { User } from '@/api/types'
import { Alert, Button } from '@/ui'
import { dashboardActions, needsConfiguration, useDashboard } from '../dashboard-store'

export interface ConfigurationBannerProps {
  user: User
  /** Fix Configuration: the admin panel on its Interview Prompts tab. */
  onFix: () => void
  /** A new value checks again (the admin panel closing may have fixed it). */
  checkKey?: string
}

/** The red configuration-error banner (docs/product.md#dashboard): admins only, when the prompt file is unusable. */
export function ConfigurationBanner({ user, onFix, checkKey }: ConfigurationBannerProps) {
  const { promptStatus } = useDashboard()

  useEffect(() => {
    void dashboardActions.loadPromptStatus(user.role)
  }, [user.role, checkKey])

  if (!needsConfiguration(promptStatus)) return null
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
