import { describe, expect, it } from 'vitest'
import { page } from 'vitest/browser'
import { expectNoSeriousA11yViolations } from '../../tests/support/axe'
import { renderWithColorScheme } from '../../tests/support/render'
import { Cell, Column, Row, Table, TableBody, TableHeader } from './table'

/**
 * A long virtualized table skims: a view that jumps by more than half its height in a frame
 * shows its rows by their names only, and every cell once it rests (see table-skim.ts).
 */

// Short enough for the table's collection to hold every row (see table-window.ts): the rows a
// jump brings are drawn in the frame of its scroll event.
const people = Array.from({ length: 400 }, (_, index) => ({
  id: String(index + 1),
  name: `Person ${index + 1}`,
  email: `person.${index + 1}@example.org`,
}))
const ROW_HEIGHT = 40

function People() {
  return (
    <Table aria-label="People" rowHeight={ROW_HEIGHT}>
      <TableHeader>
        <Column isRowHeader>Name</Column>
        <Column>Email</Column>
      </TableHeader>
      <TableBody items={people}>
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

const grid = () => page.getByRole('grid', { name: 'People' })
const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve))
/**
 * Scrolls the table and waits for the next frame: its scroll event, and the table's render in
 * it, come before the frame's callbacks. The checks of a skim that follow are synchronous, well
 * within the 100 ms after which the cells come back.
 */
async function scrollTo(top: number) {
  grid().element().scrollTop = top
  await nextFrame()
}
const rowOf = (name: string) => grid().getByRole('row', { name, exact: true })
const emailCells = () => grid().getByRole('gridcell').elements()

describe('A virtualized table that skims', () => {
  it('keeps every cell of the rows in view while the view moves a few rows at a time', async () => {
    await renderWithColorScheme(<People />)
    await expect.element(rowOf('Person 1')).toBeVisible()
    for (let row = 2; row <= 12; row += 2) {
      await scrollTo(row * ROW_HEIGHT)
      const top = `Person ${row + 1}`
      await expect.element(rowOf(top)).toBeVisible()
      expect(rowOf(top).getByRole('gridcell').element()).toHaveTextContent(`person.${row + 1}@`)
    }
  })

  it('shows the rows by their names while the view jumps, and every cell once it rests', async () => {
    await renderWithColorScheme(<People />)
    await expect.element(rowOf('Person 1')).toBeVisible()
    await scrollTo(200 * ROW_HEIGHT)
    // In the frame after the jump: the rows in view, each with its name cell and no other.
    expect(rowOf('Person 201').element()).toHaveAttribute('aria-rowindex', '202')
    expect(emailCells()).toHaveLength(0)
    const rows = grid().getByRole('row').elements().slice(1)
    expect(rows.length).toBeGreaterThan(5)
    for (const row of rows) {
      expect(row.querySelectorAll('[role=rowheader]')).toHaveLength(1)
      expect(row).toHaveAccessibleName(/^Person \d+$/)
    }
    await expectNoSeriousA11yViolations(grid().element())
    // Resting, the cells follow.
    await expect
      .element(rowOf('Person 201').getByRole('gridcell'))
      .toHaveTextContent('person.201@example.org')
    expect(emailCells().length).toBeGreaterThan(5)
  })

  it('keeps the cells of the focused row wherever the view jumps', async () => {
    await renderWithColorScheme(<People />)
    await expect.element(rowOf('Person 1')).toBeVisible()
    ;(rowOf('Person 1').element() as HTMLElement).focus()
    await expect.element(rowOf('Person 1')).toHaveFocus()
    await scrollTo(300 * ROW_HEIGHT)
    // The focused row stays in the DOM, whole; the others in view wait for the rest.
    expect(rowOf('Person 301').element()).toBeInTheDocument()
    expect(emailCells().map((cell) => cell.textContent)).toEqual(['person.1@example.org'])
    await expect.element(rowOf('Person 1')).toHaveFocus()
    await expect
      .element(rowOf('Person 301').getByRole('gridcell'))
      .toHaveTextContent('person.301@example.org')
  })
})
