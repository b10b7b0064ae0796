import { beforeEach, describe, expect, it, vi } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { renderWithColorScheme } from '../../tests/support/render'
import { Badge } from './badge'
import { Button } from './button'
import { Menu, MenuButton, MenuHeader, MenuItem, MenuSection, MenuTrigger } from './menu'
import { Cell, Column, Row, Table, TableBody, TableHeader } from './table'
import { Tab, TabList, TabPanel, Tabs } from './tabs'

beforeEach(() => localStorage.clear())

describe('Tabs', () => {
  function AdminTabs({ onSelectionChange }: { onSelectionChange?: (key: unknown) => void }) {
    return (
      <Tabs onSelectionChange={onSelectionChange}>
        <TabList aria-label="Admin panel">
          <Tab id="users">User Management</Tab>
          <Tab id="types">Project Types</Tab>
          <Tab id="models">AI Models</Tab>
          <Tab id="prompts">Interview Prompts</Tab>
        </TabList>
        <TabPanel id="users">System Users</TabPanel>
        <TabPanel id="types">No project types found</TabPanel>
        <TabPanel id="models">Refresh Models</TabPanel>
        <TabPanel id="prompts">Refresh Prompts</TabPanel>
      </Tabs>
    )
  }

  it('moves between tabs with the arrow keys and shows the matching panel', async () => {
    const onSelectionChange = vi.fn()
    await renderWithColorScheme(<AdminTabs onSelectionChange={onSelectionChange} />)
    await expect.element(page.getByRole('tablist', { name: 'Admin panel' })).toBeVisible()
    await expect.element(page.getByRole('tabpanel')).toHaveTextContent('System Users')

    await userEvent.tab()
    await expect.element(page.getByRole('tab', { name: 'User Management' })).toHaveFocus()
    await userEvent.keyboard('{ArrowRight}')
    await expect
      .element(page.getByRole('tab', { name: 'Project Types' }))
      .toHaveAttribute('aria-selected', 'true')
    await expect
      .element(page.getByRole('tabpanel', { name: 'Project Types' }))
      .toHaveTextContent('No project types found')
    await userEvent.keyboard('{End}')
    await expect.element(page.getByRole('tabpanel')).toHaveTextContent('Refresh Prompts')
    await userEvent.keyboard('{ArrowRight}')
    await expect.element(page.getByRole('tabpanel')).toHaveTextContent('System Users')
    expect(onSelectionChange).toHaveBeenLastCalledWith('users')
  })

  it('opens on a chosen tab (Fix Configuration opens Interview Prompts)', async () => {
    await renderWithColorScheme(
      <Tabs defaultSelectedKey="prompts">
        <TabList aria-label="Admin panel">
          <Tab id="users">User Management</Tab>
          <Tab id="prompts">Interview Prompts</Tab>
        </TabList>
        <TabPanel id="users">System Users</TabPanel>
        <TabPanel id="prompts">Refresh Prompts</TabPanel>
      </Tabs>,
    )
    await expect
      .element(page.getByRole('tab', { name: 'Interview Prompts' }))
      .toHaveAttribute('aria-selected', 'true')
  })
})

describe('Table', () => {
  const users = [
    { id: 'u1', name: 'Ada Admin', email: 'admin@candor.test', role: 'Admin' },
    { id: 'u2', name: 'Leo Lead', email: 'lead@candor.test', role: 'Interview Lead' },
  ]

  function UsersTable({ items }: { items: typeof users }) {
    return (
      <Table aria-label="System Users">
        <TableHeader>
          <Column isRowHeader>Name</Column>
          <Column>Email</Column>
          <Column>Role</Column>
          <Column>Actions</Column>
        </TableHeader>
        <TableBody items={items} renderEmptyState={() => 'No users found'}>
          {(user) => (
            <Row id={user.id}>
              <Cell>{user.name}</Cell>
              <Cell>{user.email}</Cell>
              <Cell>
                <Badge tone="info">{user.role}</Badge>
              </Cell>
              <Cell>
                <Button size="sm" variant="secondary">
                  Edit
                </Button>
              </Cell>
            </Row>
          )}
        </TableBody>
      </Table>
    )
  }

  it('renders columns, rows and cells, navigable by the arrow keys', async () => {
    await renderWithColorScheme(<UsersTable items={users} />)
    const table = page.getByRole('grid', { name: 'System Users' })
    await expect.element(table).toBeVisible()
    expect(page.getByRole('columnheader').all()).toHaveLength(4)
    await expect.element(page.getByRole('rowheader', { name: 'Leo Lead' })).toBeVisible()
    await expect.element(page.getByRole('row', { name: /Ada Admin/ })).toHaveTextContent('Admin')

    await userEvent.tab()
    await expect.element(page.getByRole('row', { name: /Ada Admin/ })).toHaveFocus()
    await userEvent.keyboard('{ArrowDown}')
    await expect.element(page.getByRole('row', { name: /Leo Lead/ })).toHaveFocus()
  })

  it('shows its empty state', async () => {
    await renderWithColorScheme(<UsersTable items={[]} />)
    await expect.element(page.getByText('No users found')).toBeVisible()
  })
})

describe('Menu', () => {
  it('opens from its button by keyboard, shows a header section, and runs an action', async () => {
    const onAction = vi.fn()
    await renderWithColorScheme(
      <MenuButton label="Settings" onAction={onAction}>
        <MenuSection>
          <MenuHeader>admin@candor.test · Admin</MenuHeader>
          <MenuItem id="profile">Profile</MenuItem>
          <MenuItem id="sign-out">Sign Out</MenuItem>
        </MenuSection>
      </MenuButton>,
    )
    const trigger = page.getByRole('button', { name: 'Settings' })
    await userEvent.tab()
    await expect.element(trigger).toHaveFocus()
    await userEvent.keyboard('{Enter}')

    const menu = page.getByRole('menu')
    await expect.element(menu).toBeVisible()
    await expect.element(page.getByText('admin@candor.test · Admin')).toBeVisible()
    await expect.element(page.getByRole('menuitem', { name: 'Profile' })).toHaveFocus()
    await userEvent.keyboard('{ArrowDown}{Enter}')
    expect(onAction.mock.lastCall?.[0]).toBe('sign-out')
    await expect.element(menu).not.toBeInTheDocument()
  })

  it('closes with Escape and returns focus, and items are clickable', async () => {
    const onProfile = vi.fn()
    await renderWithColorScheme(
      <MenuTrigger>
        <Button aria-label="Open settings">⚙</Button>
        <Menu>
          <MenuItem onAction={onProfile}>Profile</MenuItem>
        </Menu>
      </MenuTrigger>,
    )
    const trigger = page.getByRole('button', { name: 'Open settings' })
    await trigger.click()
    await userEvent.keyboard('{Escape}')
    await expect.element(page.getByRole('menu')).not.toBeInTheDocument()
    await expect.element(trigger).toHaveFocus()

    await trigger.click()
    await page.getByRole('menuitem', { name: 'Profile' }).click()
    expect(onProfile).toHaveBeenCalledTimes(1)
  })
})
