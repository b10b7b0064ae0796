import { useEffect } from 'react'
import type { User } from '@/contract/types'
import { Modal, Tab, TabList, TabPanel, Tabs } from '@/ui'
import { usersActions } from '../users-store'
import * as styles from './admin-panel.css'
import { AiModelsTab } from './ai-models-tab'
import { InterviewPromptsTab } from './interview-prompts-tab'
import { ProjectTypesTab } from './project-types-tab'
import { UserManagementTab } from './user-management-tab'

const ADMIN_PANEL_TABS = ['users', 'project-types', 'models', 'prompts'] as const

export type AdminPanelTab = (typeof ADMIN_PANEL_TABS)[number]

const isAdminPanelTab = (key: unknown): key is AdminPanelTab =>
  (ADMIN_PANEL_TABS as readonly unknown[]).includes(key)

export interface AdminPanelProps {
  /** The tab shown; the panel opens on it. */
  tab: AdminPanelTab
  onTabChange: (tab: AdminPanelTab) => void
  /** The header's Close button, Escape, or a saved interviewer prompt. */
  onClose: () => void
  /** The signed-in admin: his own row has no Reset Password nor Delete. */
  currentUser: Pick<User, 'id' | 'role'>
}

/** docs/product.md#admin-panel Admin panel: a modal with four tabs, for admins only (the caller checks the role). */
export function AdminPanel({ tab, onTabChange, onClose, currentUser }: AdminPanelProps) {
  // Closing forgets a half-filled user form and a password on show; the tabs' server data stays
  // cached for the session, refreshed when the panel opens again.
  useEffect(() => () => usersActions.reset(), [])

  return (
    <Modal
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose()
      }}
      title="Admin Panel"
      size="lg"
      className={styles.panel}
      // A stray click outside must not throw away a half-filled form; Escape and Close still close.
      isDismissable={false}
    >
      <Tabs
        selectedKey={tab}
        onSelectionChange={(key) => {
          if (isAdminPanelTab(key)) onTabChange(key)
        }}
      >
        <TabList aria-label="Admin sections">
          <Tab id="users">User Management</Tab>
          <Tab id="project-types">Project Types</Tab>
          <Tab id="models">AI Models</Tab>
          <Tab id="prompts">Interview Prompts</Tab>
        </TabList>
        <TabPanel id="users" className={styles.tabContent}>
          <UserManagementTab currentUser={currentUser} />
        </TabPanel>
        <TabPanel id="project-types" className={styles.tabContent}>
          <ProjectTypesTab />
        </TabPanel>
        <TabPanel id="models" className={styles.tabContent}>
          <AiModelsTab />
        </TabPanel>
        <TabPanel id="prompts" className={styles.tabContent}>
          <InterviewPromptsTab onSaved={onClose} />
        </TabPanel>
      </Tabs>
    </Modal>
  )
}
