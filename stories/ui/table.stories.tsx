import { useCallback, useState } from 'react'
import { expect, waitFor, within } from 'storybook/test'
import preview from '../../.storybook/preview'
import { Badge, Cell, Column, Row, Table, TableBody, TableHeader } from '@/ui'
import { CellButton } from '@/ui/table'

const users = [
  { id: '1', name: 'Ada Admin', email: 'admin@candor.test', role: 'Admin' },
  { id: '2', name: 'Leo Lead', email: 'lead@candor.test', role: 'Interview Lead' },
  { id: '3', name: 'Ines Interviewee', email: 'interviewee@candor.test', role: 'Interviewee' },
]

const meta = preview.meta({ title: 'UI/Table', component: Table })

export const Rows = meta.story({
  render: () => (
    <Table aria-label="System Users">
      <TableHeader>
        <Column isRowHeader>Name</Column>
        <Column>Email</Column>
        <Column>Role</Column>
      </TableHeader>
      <TableBody items={users}>
        {(user) => (
          <Row id={user.id}>
            <Cell>{user.name}</Cell>
            <Cell>{user.email}</Cell>
            <Cell>
              <Badge tone="info">{user.role}</Badge>
            </Cell>
          </Row>
        )}
      </TableBody>
    </Table>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('row')).toHaveLength(4)
    await expect(canvas.getByRole('rowheader', { name: 'Leo Lead' })).toBeVisible()
  },
})

/** A table of selectable rows with an Edit button each; it says which row's was pressed. */
function TableWithActions() {
  const [editing, setEditing] = useState<string | null>(null)
  return (
    <>
      <Table aria-label="System Users" selectionMode="multiple">
        <TableHeader>
          <Column isRowHeader>Name</Column>
          <Column>Actions</Column>
        </TableHeader>
        <TableBody items={users}>
          {(user) => (
            <Row id={user.id}>
              <Cell>{user.name}</Cell>
              <Cell>
                <CellButton size="sm" variant="secondary" onPress={() => setEditing(user.name)}>
                  Edit
                </CellButton>
              </Cell>
            </Row>
          )}
        </TableBody>
      </Table>
      <p role="status">{editing && `Editing ${editing}`}</p>
    </>
  )
}

/**
 * CellButton: a row's action, reached from the row with the arrow keys. Enter and a click press
 * the button, not the row (which would select it).
 */
export const RowActions = meta.story({
  render: () => <TableWithActions />,
  play: async ({ canvas, userEvent }) => {
    const row = canvas.getByRole('row', { name: /Leo Lead/ })
    row.focus()
    await userEvent.keyboard('{ArrowRight}{ArrowRight}')
    await expect(within(row).getByRole('button', { name: 'Edit' })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect(canvas.getByRole('status')).toHaveTextContent('Editing Leo Lead')
    await userEvent.click(
      within(canvas.getByRole('row', { name: /Ada Admin/ })).getByRole('button'),
    )
    await expect(canvas.getByRole('status')).toHaveTextContent('Editing Ada Admin')
  },
})

export const Empty = meta.story({
  render: () => (
    <Table aria-label="System Users">
      <TableHeader>
        <Column isRowHeader>Name</Column>
        <Column>Email</Column>
      </TableHeader>
      <TableBody items={[]} renderEmptyState={() => 'No users found'}>
        {[]}
      </TableBody>
    </Table>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No users found')).toBeVisible()
  },
})

/** 1,000 people, of which the table below loads 100 at a time. */
const people = Array.from({ length: 1_000 }, (_, index) => ({
  id: String(index + 1),
  name: `Person ${index + 1}`,
  email: `person.${index + 1}@example.org`,
}))
const PAGE = 100

/** A list far longer than the screen, loaded page by page as its end scrolls near. */
function LongTable() {
  const [loaded, setLoaded] = useState(PAGE)
  const loadMore = useCallback(
    () => setLoaded((count) => Math.min(count + PAGE, people.length)),
    [],
  )
  return (
    <Table aria-label="People" rowHeight={40}>
      <TableHeader>
        <Column isRowHeader>Name</Column>
        <Column>Email</Column>
      </TableHeader>
      <TableBody
        items={people.slice(0, loaded)}
        onLoadMore={loadMore}
        loadingLabel="Loading more people"
      >
        {(person) => (
          <Row id={person.id}>
            <Cell>{person.name}</Cell>
            <Cell>{person.email}</Cell>
          </Row>
        )}
      </TableBody>
    </Table>
  )
}

/** `rowHeight` virtualizes: only the rows in view are in the DOM, however many are loaded. */
export const Virtualized = meta.story({
  render: () => <LongTable />,
  play: async ({ canvas }) => {
    const grid = canvas.getByRole('grid', { name: 'People' })
    await expect(within(grid).getByRole('rowheader', { name: 'Person 1' })).toBeVisible()
    await expect(within(grid).getAllByRole('row').length).toBeLessThan(30)
    // Scrolled to its end, the table asks for the next page.
    grid.scrollTop = grid.scrollHeight
    await waitFor(() => expect(grid).toHaveAttribute('aria-rowcount', String(2 * PAGE + 1)))
    await expect(within(grid).getAllByRole('row').length).toBeLessThan(30)
  },
})
