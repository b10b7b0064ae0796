import { expect } from 'storybook/test'
import preview from '../../.storybook/preview'
import { Badge, Cell, Column, Row, Table, TableBody, TableHeader } from '../../src/ui'

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
