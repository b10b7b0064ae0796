import { useEffect, useId } from 'react'
import type { User } from '@/contract/types'
import { Alert, Box, Button, Heading, Inline, Modal, SearchField, Stack, Text } from '@/ui'
import { USER_LIST_TEXTS } from '../admin-texts'
import { userListActions, useUserList } from '../user-list-store'
import { useUsers, usersActions } from '../users-store'
import { CopyButton } from './copy-button'
import { Details } from './details'
import { UserForm } from './user-form'
import { UsersTable } from './users-table'

/** The contract's longest `q`. */
const SEARCH_MAX_LENGTH = 200

/** docs/product.md#user-management User Management: the create/edit form, System Users, and the one-time passwords. */
export function UserManagementTab({ currentUser }: { currentUser: Pick<User, 'id' | 'role'> }) {
  const users = useUsers()
  const list = useUserList()
  const listHeadingId = useId()

  useEffect(() => {
    void userListActions.loadUsers()
  }, [])

  return (
    <Stack gap="xl">
      <Inline justify="flex-end">
        <Button
          variant={users.form ? 'secondary' : 'primary'}
          onPress={() => usersActions.toggleCreateForm()}
        >
          {users.form ? 'Cancel' : 'Create New User'}
        </Button>
      </Inline>

      {users.form && (
        <UserForm
          key={users.form.kind === 'edit' ? users.form.userId : 'create'}
          form={users.form}
          projects={users.projects}
          projectsError={users.projectsError}
          saving={users.saving}
          error={users.formError}
        />
      )}

      <section aria-labelledby={listHeadingId}>
        <Stack gap="md">
          <Heading level={3} id={listHeadingId}>
            System Users
          </Heading>
          {list.error && <Alert tone="danger">{list.error}</Alert>}
          <Inline justify="space-between" align="flex-end">
            <SearchField
              label={USER_LIST_TEXTS.search}
              value={list.search}
              onChange={(text) => userListActions.search(text)}
              maxLength={SEARCH_MAX_LENGTH}
            />
            {/* A status, so a screen reader hears how many users a search found. */}
            <Text role="status" tone="muted">
              {list.total !== null && USER_LIST_TEXTS.count(list.total)}
            </Text>
          </Inline>
          <UsersTable
            users={list.users}
            status={list.status}
            loadingMore={list.loadingMore}
            currentUser={currentUser}
          />
        </Stack>
      </section>

      <Modal
        isOpen={users.created !== null}
        onOpenChange={(open) => {
          if (!open) usersActions.dismissCreated()
        }}
        title="User Created Successfully"
        size="sm"
        isDismissable={false}
      >
        {users.created && (
          <>
            <Details
              items={[
                { term: 'Email', value: users.created.email },
                {
                  term: 'Password',
                  value: (
                    <Box as="code" fontFamily="mono" fontSize="sm">
                      {users.created.password}
                    </Box>
                  ),
                },
                {
                  term: 'Projects',
                  value:
                    users.created.projectNames.length > 0
                      ? users.created.projectNames.join(', ')
                      : 'None',
                },
              ]}
            />
            <CopyButton text={users.created.password} />
            <Alert tone="warning" role="status">
              {users.created.warning}
            </Alert>
          </>
        )}
      </Modal>

      <Modal
        isOpen={users.credentials !== null}
        onOpenChange={(open) => {
          if (!open) usersActions.dismissCredentials()
        }}
        title="Password Reset"
        size="sm"
        isDismissable={false}
      >
        {users.credentials && (
          <>
            <Text>Give these temporary credentials to the user.</Text>
            <Details
              items={[
                { term: 'Email', value: users.credentials.email },
                {
                  term: 'Temporary Password',
                  value: (
                    <Box as="code" fontFamily="mono" fontSize="sm">
                      {users.credentials.temporaryPassword}
                    </Box>
                  ),
                },
              ]}
            />
            <CopyButton text={users.credentials.temporaryPassword} />
            <Alert tone="warning" role="status">
              {users.credentials.warning}
            </Alert>
          </>
        )}
      </Modal>
    </Stack>
  )
}
