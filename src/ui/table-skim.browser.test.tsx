import { describe, expect, it } from 'vitest'
import { page } from 'vitest/browser'
import { expectNoSeriousA11yViolations } from '../../tests/support/axe'
import { renderWithTheme } from '../../tests/support/render'
import { Cell, Column, Row, Table, TableBody, TableHeader } from './table'

/**
 * A long virtualized table skims: a view that jumps by more than half its height in a frame
 * shows its rows by their names only, and every cell once it rests (see table-skim.ts).
 */

const people = Array.from({ length: 2_000 }, (_, index) => ({
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
/** Scrolls the table and waits until the frame that shows it has been drawn. */
async function scrollTo(top: number) {
  grid().element().scrollTop = top
  await nextFrame()
  await nextFrame()
}
const rowOf = (name: string) => grid().getByRole('row', { name, exact: true })
const emailCells = () => grid().getByRole('gridcell').elements()

describe('A virtualized table that skims', () => {
  it('keeps every cell of the rows in view while the view moves a few rows at a time', async () => {
    await renderWithTheme(<People />)
    await expect.element(rowOf('Person 1')).toBeVisible()
    for (let row = 2; row <= 12; row += 2) {
      await scrollTo(row * ROW_HEIGHT)
      const top = `Person ${row + 1}`
      await expect.element(rowOf(top)).toBeVisible()
      expect(rowOf(top).getByRole('gridcell').element()).toHaveTextContent(`person.${row + 1}@`)
    }
  })

  it('shows the rows by their names while the view jumps, and every cell once it rests', async () => {
    await renderWithTheme(<People />)
    await expect.element(rowOf('Person 1')).toBeVisible()
    await scrollTo(1_000 * ROW_HEIGHT)
    // In the frame after the jump: the rows in view, each named, with no other cell.
    await expect.element(rowOf('Person 1001')).toBeInTheDocument()
    expect(emailCells()).toHaveLength(0)
    expect(rowOf('Person 1001').element()).toHaveAttribute('aria-rowindex', '1002')
    await expectNoSeriousA11yViolations(grid().element())
    // Resting, the cells follow.
    await expect
      .element(rowOf('Person 1001').getByRole('gridcell'))
      .toHaveTextContent('person.1001@example.org')
    expect(emailCells().length).toBeGreaterThan(5)
  })

  it('keeps the cells of the focused row wherever the view jumps', async () => {
    await renderWithTheme(<People />)
    await expect.element(rowOf('Person 1')).toBeVisible()
    ;(rowOf('Person 1').element() as HTMLElement).focus()
    await expect.element(rowOf('Person 1')).toHaveFocus()
    await scrollTo(1_500 * ROW_HEIGHT)
    await expect.element(rowOf('Person 1501')).toBeInTheDocument()
    // The focused row stays in the DOM, whole; the others in view wait for the rest.
    expect(emailCells().map((cell) => cell.textContent)).toEqual(['person.1@example.org'])
    await expect.element(rowOf('Person 1')).toHaveFocus()
    await expect
      .element(rowOf('Person 1501').getByRole('gridcell'))
      .toHaveTextContent('person.1501@example.org')
  })
})
