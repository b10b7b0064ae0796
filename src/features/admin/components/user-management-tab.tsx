import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query'
import { useCallback, useEffect, useId, useMemo, useState } from 'react'
import { useSearchBox } from '@/api/paged-list'
import type { User } from '@/contract/types'
import { Alert, Box, Button, Heading, Inline, Modal, SearchField, Stack, Text } from '@/ui'
import { USER_LIST_TEXTS } from '../admin-texts'
import { deleteUserMutation, resetPasswordMutation, totalOf, userListQuery } from '../user-queries'
import { useUsers, usersActions } from '../users-store'
import { CopyButton } from './copy-button'
import { Details } from './details'
import { UserForm } from './user-form'
import { UsersTable } from './users-table'

/** The contract's longest `q`. */
const SEARCH_MAX_LENGTH = 200

/**
 * A next page quicker than this arrives without the loading row, rather than flashing it: the
 * table asks for it before its end is in view, and showing the row, then the page, re-rendered
 * every row in view twice.
 */
const LOADING_MORE_DELAY_MS = 200

/** `on`, once it has stayed on for `delayMs`; off at once. */
function useDelayed(on: boolean, delayMs: number): boolean {
  const [shown, setShown] = useState(false)
  useEffect(() => {
    if (!on) return
    const timer = setTimeout(() => setShown(true), delayMs)
    return () => {
      clearTimeout(timer)
      setShown(false)
    }
  }, [on, delayMs])
  return on && shown
}

/** System Users: the users matching the search box, page after page as the table scrolls. */
function useUserList() {
  const box = useSearchBox()
  const queryClient = useQueryClient()
  const options = useMemo(() => userListQuery(box.search), [box.search])
  const list = useInfiniteQuery({ ...options, placeholderData: keepPreviousData })
  const { data, hasNextPage, isFetchingNextPage, isError, fetchNextPage } = list
  const users = useMemo(() => data?.pages.flatMap((page) => page.items) ?? [], [data])
  const { queryKey } = options
  // Ignored at the end, while a page is on its way, and after a failure (never asked in a loop).
  // The cache's state, not the last render's: the table may ask again before the next render.
  const loadMore = useCallback(() => {
    const state = queryClient.getQueryState(queryKey)
    if (!hasNextPage || state?.fetchStatus !== 'idle' || state.status === 'error') return
    void fetchNextPage({ cancelRefetch: false })
  }, [queryClient, queryKey, hasNextPage, fetchNextPage])
  return {
    box,
    users,
    total: totalOf(data),
    loading: data === undefined ? !isError : list.isPlaceholderData,
    loadingMore: useDelayed(isFetchingNextPage, LOADING_MORE_DELAY_MS),
    loadMore,
    error: list.error?.message ?? null,
  }
}

/** Reset Password and Delete of a row; a failure shows above the table until the next try. */
function useRowActions() {
  const queryClient = useQueryClient()
  const resetting = useMutation(resetPasswordMutation())
  const remove = useMutation(deleteUserMutation(queryClient))
  const failed = resetting.error ?? remove.error
  return {
    error: failed?.message ?? null,
    resetPassword: async (user: Pick<User, 'id'>) => {
      remove.reset()
      try {
        usersActions.showCredentials(await resetting.mutateAsync(user.id))
      } catch {
        // The mutation's error is on show.
      }
    },
    deleteUser: async (user: Pick<User, 'id'>) => {
      resetting.reset()
      try {
        await remove.mutateAsync(user.id)
        usersActions.userDeleted(user.id)
      } catch {
        // The mutation's error is on show.
      }
    },
  }
}

/** docs/product.md#user-management User Management: the create/edit form, System Users, and the one-time passwords. */
export function UserManagementTab({ currentUser }: { currentUser: Pick<User, 'id' | 'role'> }) {
  const users = useUsers()
  const list = useUserList()
  const actions = useRowActions()
  const listHeadingId = useId()
  const error = actions.error ?? list.error

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
        />
      )}

      <section aria-labelledby={listHeadingId}>
        <Stack gap="md">
          <Heading level={3} id={listHeadingId}>
            System Users
          </Heading>
          {error && <Alert tone="danger">{error}</Alert>}
          <Inline justify="space-between" align="flex-end">
            <SearchField
              label={USER_LIST_TEXTS.search}
              value={list.box.text}
              onChange={list.box.type}
              maxLength={SEARCH_MAX_LENGTH}
            />
            {/* A status, so a screen reader hears how many users a search found. */}
            <Text role="status" tone="muted">
              {list.total !== null && USER_LIST_TEXTS.count(list.total)}
            </Text>
          </Inline>
          <UsersTable
            users={list.users}
            loading={list.loading}
            loadingMore={list.loadingMore}
            onLoadMore={list.loadMore}
            onResetPassword={actions.resetPassword}
            onDelete={actions.deleteUser}
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
