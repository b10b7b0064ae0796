import {
  createContext,
  useCallback,
  useContext,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type RefObject,
} from 'react'
import type { Snapshot } from 'valtio'
import { formatDate } from '@/domain/dates'
import { ADMIN_ROLE, DEFAULT_ROLE, INTERVIEW_LEAD_ROLE, isAdmin, ROLE_LABELS } from '@/domain/roles'
import type { Role, User } from '@/contract/types'
import {
  Badge,
  Cell,
  CellButton,
  Column,
  ConfirmDialog,
  Inline,
  MenuButton,
  MenuItem,
  Row,
  Table,
  TableBody,
  TableHeader,
  type BadgeProps,
} from '@/ui'
import { ADMIN_MESSAGES, USER_LIST_TEXTS } from '../admin-texts'
import { usersActions } from '../users-store'

const ROLE_TONES: Readonly<Record<Role, NonNullable<BadgeProps['tone']>>> = {
  [ADMIN_ROLE]: 'info',
  [INTERVIEW_LEAD_ROLE]: 'success',
  [DEFAULT_ROLE]: 'neutral',
}

const fullName = (user: Pick<User, 'firstName' | 'lastName'>) =>
  `${user.firstName} ${user.lastName}`.trim()

/**
 * Fixed, so the table is virtualized. A row holds one line (or the small action buttons), so
 * the column widths below fit each column's longest value: a lead's '287 project(s)', the three
 * actions. Name and Email share the rest.
 */
const ROW_HEIGHT = 48
const HEADING_HEIGHT = 40

/**
 * Which columns the table's width has room for, so that it never scrolls sideways: all of them
 * with the three actions as buttons (the panel at 1280 px), else the row's actions in a menu,
 * without Created and Last Login (a narrow window), or with Name and Role only (a phone).
 */
type Layout = 'full' | 'medium' | 'narrow'

/** The least width each layout's columns need (their widths and minimum widths below). */
const FULL_WIDTH = 1090
const MEDIUM_WIDTH = 640

function layoutFor(width: number): Layout {
  if (width >= FULL_WIDTH) return 'full'
  return width >= MEDIUM_WIDTH ? 'medium' : 'narrow'
}

/** The layout for the width of the box the table is in, following it as it changes. */
function useLayout(): [RefObject<HTMLDivElement | null>, Layout] {
  const box = useRef<HTMLDivElement>(null)
  const [layout, setLayout] = useState<Layout>('full')
  // Measured before the first paint, so a phone never shows the full table for a frame.
  useLayoutEffect(() => {
    const element = box.current
    if (element === null) return
    const measure = () => setLayout(layoutFor(element.clientWidth))
    measure()
    const resizes = new ResizeObserver(measure)
    resizes.observe(element)
    return () => resizes.disconnect()
  }, [])
  return [box, layout]
}

/** docs/product.md#user-management: 'All' for admins, 'n project(s)', or 'None'. */
function projectsSummary(user: Snapshot<Pick<User, 'role' | 'projects'>>): string {
  if (isAdmin(user.role)) return 'All'
  return user.projects.length > 0 ? `${user.projects.length} project(s)` : 'None'
}

/** A row's Reset Password or Delete, asking to confirm; kept while the dialog closes. */
interface Confirmation {
  action: 'resetPassword' | 'delete'
  user: Snapshot<User>
  isOpen: boolean
}

/**
 * The confirmations of Reset Password and Delete: one pair for the table, not one per row. A
 * DialogTrigger and a closed dialog in each row were a good part of the cost of every row that
 * scrolls into view.
 */
function RowConfirmations({
  confirmation,
  onClose,
  onResetPassword,
  onDelete,
}: {
  confirmation: Confirmation | null
  onClose: () => void
} & Pick<UsersTableProps, 'onResetPassword' | 'onDelete'>) {
  const user = confirmation?.user
  const isOpen = (action: Confirmation['action']) =>
    confirmation?.action === action && confirmation.isOpen
  const closed = (open: boolean) => {
    if (!open) onClose()
  }
  return (
    <>
      <ConfirmDialog
        isOpen={isOpen('resetPassword')}
        onOpenChange={closed}
        title="Reset Password?"
        message={`Reset the password of ${user?.email ?? ''}? They will need the new temporary password to sign in.`}
        confirmLabel="Reset Password"
        tone="primary"
        onConfirm={() => (user ? onResetPassword(user) : undefined)}
      />
      <ConfirmDialog
        isOpen={isOpen('delete')}
        onOpenChange={closed}
        title="Delete User?"
        message={`Delete ${user ? fullName(user) : ''}? This action cannot be undone.`}
        confirmLabel="Delete"
        onConfirm={() => (user ? onDelete(user) : undefined)}
      />
    </>
  )
}

export interface UsersTableProps {
  /** The pages loaded so far; the next one is asked for as the end of these comes near. */
  users: readonly Snapshot<User>[]
  /** The first page (of a new search) is on its way: an empty table says so. */
  loading: boolean
  /** A next page has been on its way for a while: the table shows its loading row. */
  loadingMore: boolean
  /** The end of the rows comes near; ignored at the end and while a page is on its way. */
  onLoadMore: () => void
  onResetPassword: (user: Pick<User, 'id'>) => Promise<void>
  onDelete: (user: Pick<User, 'id'>) => Promise<void>
  currentUser: Pick<User, 'id' | 'role'>
}

type Confirm = (action: Confirmation['action'], user: Snapshot<User>) => void

/** What the table's rows come from: it changes with every page, search and load. */
const RowsContext = createContext<
  Pick<UsersTableProps, 'users' | 'loading' | 'loadingMore' | 'onLoadMore'>
>({
  users: [],
  loading: true,
  loadingMore: false,
  onLoadMore: () => undefined,
})

interface UserRowProps {
  user: Snapshot<User>
  /** The signed-in user's own row: no Reset Password nor Delete. */
  isSelf: boolean
  canDelete: boolean
  confirm: Confirm
  layout: Layout
}

/** The row's actions as one menu, where the table has no room for three buttons. */
function RowActionsMenu({ user, isSelf, canDelete, confirm }: Omit<UserRowProps, 'layout'>) {
  return (
    <MenuButton
      label="Actions"
      triggerProps={{ size: 'sm', variant: 'secondary' }}
      aria-label={`Actions for ${fullName(user)}`}
      onAction={(key) => {
        if (key === 'edit') usersActions.editUser(user)
        else if (key === 'resetPassword' || key === 'delete') confirm(key, user)
      }}
    >
      <MenuItem id="edit">Edit</MenuItem>
      {!isSelf && <MenuItem id="resetPassword">Reset Password</MenuItem>}
      {canDelete && !isSelf && <MenuItem id="delete">Delete</MenuItem>}
    </MenuButton>
  )
}

/**
 * One user's row. React Aria keeps the element it is given for each item, for every user loaded
 * (ten thousand on the large seed): one small element each, whose cells are made only when the
 * row is in the collection, rather than a row, its cells and their contents for every user.
 */
function UserRow({ user, isSelf, canDelete, confirm, layout }: UserRowProps) {
  const role = (
    <Cell>
      <Badge tone={ROLE_TONES[user.role]}>{ROLE_LABELS[user.role]}</Badge>
    </Cell>
  )
  const menu = (
    <Cell>
      <RowActionsMenu user={user} isSelf={isSelf} canDelete={canDelete} confirm={confirm} />
    </Cell>
  )
  if (layout === 'narrow') {
    return (
      <Row id={user.id}>
        <Cell>{fullName(user)}</Cell>
        {role}
        {menu}
      </Row>
    )
  }
  if (layout === 'medium') {
    return (
      <Row id={user.id}>
        <Cell>{fullName(user)}</Cell>
        <Cell>{user.email}</Cell>
        {role}
        <Cell>{projectsSummary(user)}</Cell>
        {menu}
      </Row>
    )
  }
  return (
    <Row id={user.id}>
      <Cell>{fullName(user)}</Cell>
      <Cell>{user.email}</Cell>
      {role}
      <Cell>{formatDate(user.createdAt)}</Cell>
      <Cell>{user.lastLoginAt ? formatDate(user.lastLoginAt) : ADMIN_MESSAGES.never}</Cell>
      <Cell>{projectsSummary(user)}</Cell>
      <Cell>
        <Inline gap="xs" wrap={false}>
          <CellButton size="sm" variant="secondary" onPress={() => usersActions.editUser(user)}>
            Edit
          </CellButton>
          {!isSelf && (
            <CellButton
              size="sm"
              variant="secondary"
              aria-haspopup="dialog"
              onPress={() => confirm('resetPassword', user)}
            >
              Reset Password
            </CellButton>
          )}
          {canDelete && !isSelf && (
            <CellButton
              size="sm"
              variant="danger"
              aria-haspopup="dialog"
              onPress={() => confirm('delete', user)}
            >
              Delete
            </CellButton>
          )}
        </Inline>
      </Cell>
    </Row>
  )
}

/**
 * The table's body, given its rows by RowsContext rather than by props, so that a new page
 * re-renders the body in React Aria's collection and not the table. A table's re-render
 * re-renders every row in view (React Aria's rows and cells re-render with the table's state),
 * and the collection the page changes re-renders them again.
 */
function UsersTableBody({
  currentUserId,
  canDelete,
  confirm,
  layout,
}: {
  currentUserId: string
  canDelete: boolean
  confirm: Confirm
  layout: Layout
}) {
  const { users, loading, loadingMore, onLoadMore } = useContext(RowsContext)
  return (
    <TableBody
      items={users}
      dependencies={[currentUserId, canDelete, layout]}
      onLoadMore={onLoadMore}
      isLoadingMore={loadingMore}
      loadingLabel={USER_LIST_TEXTS.loadingMore}
      renderEmptyState={() => (loading ? USER_LIST_TEXTS.loading : ADMIN_MESSAGES.noUsers)}
    >
      {(user) => (
        <UserRow
          user={user}
          isSelf={user.id === currentUserId}
          canDelete={canDelete}
          confirm={confirm}
          layout={layout}
        />
      )}
    </TableBody>
  )
}

/**
 * System Users (docs/product.md#user-management): Edit always; Reset Password and Delete never on one's own row.
 * Virtualized, as the list may hold thousands.
 */
export function UsersTable({
  users,
  loading,
  loadingMore,
  onLoadMore,
  onResetPassword,
  onDelete,
  currentUser,
}: UsersTableProps) {
  const canDelete = isAdmin(currentUser.role)
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null)
  const confirm = useCallback<Confirm>(
    (action, user) => setConfirmation({ action, user, isOpen: true }),
    [],
  )
  const rows = useMemo(
    () => ({ users, loading, loadingMore, onLoadMore }),
    [users, loading, loadingMore, onLoadMore],
  )
  const [box, layout] = useLayout()
  // The same element while the user, their rights and the layout stay: see UsersTableBody.
  const table = useMemo(
    () => (
      <Table aria-label="System Users" rowHeight={ROW_HEIGHT} headingHeight={HEADING_HEIGHT}>
        <TableHeader>
          <Column isRowHeader minWidth={layout === 'narrow' ? 100 : 140}>
            Name
          </Column>
          {layout !== 'narrow' && <Column minWidth={200}>Email</Column>}
          <Column width={layout === 'narrow' ? 120 : 140}>Role</Column>
          {layout === 'full' && <Column width={100}>Created</Column>}
          {layout === 'full' && <Column width={100}>Last Login</Column>}
          {layout !== 'narrow' && <Column width={120}>Projects</Column>}
          <Column width={layout === 'full' ? 290 : 90}>Actions</Column>
        </TableHeader>
        <UsersTableBody
          currentUserId={currentUser.id}
          canDelete={canDelete}
          confirm={confirm}
          layout={layout}
        />
      </Table>
    ),
    [currentUser.id, canDelete, confirm, layout],
  )
  return (
    <>
      <div ref={box}>
        <RowsContext value={rows}>{table}</RowsContext>
      </div>
      <RowConfirmations
        confirmation={confirmation}
        onClose={() => setConfirmation((shown) => shown && { ...shown, isOpen: false })}
        onResetPassword={onResetPassword}
        onDelete={onDelete}
      />
    </>
  )
}
