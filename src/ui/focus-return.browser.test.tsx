import { useState } from 'react'
import { DialogTrigger } from 'react-aria-components'
import { beforeEach, describe, expect, it } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { renderWithColorScheme } from '../../tests/support/render'
import { Button } from './button'
import { ConfirmDialog } from './confirm-dialog'
import { Modal } from './modal'

// Where FocusReturn sends focus when a dialog closes and what had opened it is gone.

beforeEach(() => localStorage.clear())

/**
 * A panel, opened from the page, whose form closes as it saves and opens a success dialog over
 * the panel: that dialog's opener (Save) is gone by the time it closes, and the panel's opener
 * is behind the panel. `keepControls` false: the save leaves nothing to press in the panel's body.
 */
function PanelWithSavingForm({ keepControls }: { keepControls: boolean }) {
  return (
    <DialogTrigger>
      <Button>Open Panel</Button>
      <Modal title="Admin Panel">
        <SavingForm keepControls={keepControls} />
      </Modal>
    </DialogTrigger>
  )
}

function SavingForm({ keepControls }: { keepControls: boolean }) {
  const [form, setForm] = useState(false)
  const [saved, setSaved] = useState(false)
  const [done, setDone] = useState(false)
  return (
    <>
      {(keepControls || !done) && <Button onPress={() => setForm(true)}>New User</Button>}
      {form && (
        <section>
          <Button
            onPress={() => {
              setForm(false)
              setSaved(true)
              setDone(true)
            }}
          >
            Save
          </Button>
        </section>
      )}
      <Modal title="User Created" isOpen={saved} onOpenChange={setSaved}>
        <p>The new user can sign in.</p>
      </Modal>
    </>
  )
}

async function saveUser(keepControls: boolean) {
  await renderWithColorScheme(<PanelWithSavingForm keepControls={keepControls} />)
  await page.getByRole('button', { name: 'Open Panel' }).click()
  await page.getByRole('button', { name: 'New User' }).click()
  await page.getByRole('button', { name: 'Save' }).click()
  const created = page.getByRole('dialog', { name: 'User Created' })
  await expect.element(created).toBeVisible()
  return created
}

/** A list in a panel whose rows each ask to confirm their Delete, which removes the row. */
function PanelWithDeletableRows() {
  const [rows, setRows] = useState(['Ada', 'Leo', 'Nora'])
  return (
    <Modal title="Admin Panel" isOpen>
      <ul>
        {rows.map((row) => (
          <li key={row}>
            {row}
            <DialogTrigger>
              <Button aria-label={`Delete ${row}`}>Delete</Button>
              <ConfirmDialog
                title="Delete User?"
                message={`Delete ${row}?`}
                confirmLabel="Delete"
                onConfirm={() => setRows((old) => old.filter((kept) => kept !== row))}
              />
            </DialogTrigger>
          </li>
        ))}
      </ul>
    </Modal>
  )
}

describe('focus when what opened a dialog is gone', () => {
  it('goes to the first control of the nearest part of the dialog underneath that is left', async () => {
    const created = await saveUser(true)
    await userEvent.keyboard('{Escape}')
    await expect.element(created).not.toBeInTheDocument()
    await expect.element(page.getByRole('button', { name: 'New User' })).toHaveFocus()

    // Focus is in the panel, so Escape closes it, and focus goes back to the page.
    await userEvent.keyboard('{Escape}')
    await expect.element(page.getByRole('dialog', { name: 'Admin Panel' })).not.toBeInTheDocument()
    await expect.element(page.getByRole('button', { name: 'Open Panel' })).toHaveFocus()
  })

  it('goes back there when the dialog underneath takes focus itself a moment later', async () => {
    const created = await saveUser(true)
    await userEvent.keyboard('{Escape}')
    await expect.element(created).not.toBeInTheDocument()
    const newUser = page.getByRole('button', { name: 'New User' })
    await expect.element(newUser).toHaveFocus()

    // What React Aria's dialog does half a second after it entered, when focus is on it or lost.
    const panel = page.getByRole('dialog', { name: 'Admin Panel' }).element()
    if (panel instanceof HTMLElement) panel.focus()
    await expect.element(newUser).toHaveFocus()
    newUser.element().blur()
    await expect.element(newUser).toHaveFocus()
  })

  it("goes to the dialog underneath's heading when nothing near the opener is left", async () => {
    const created = await saveUser(false)
    await created.getByRole('button', { name: 'Close' }).click()
    await expect.element(created).not.toBeInTheDocument()
    await expect.element(page.getByRole('heading', { name: 'Admin Panel' })).toHaveFocus()
  })

  it('goes to the next row of the list when a confirmation deleted the row it came from', async () => {
    await renderWithColorScheme(<PanelWithDeletableRows />)
    await page.getByRole('button', { name: 'Delete Leo' }).click()
    const confirm = page.getByRole('alertdialog', { name: 'Delete User?' })
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click()
    await expect.element(confirm).not.toBeInTheDocument()
    await expect.element(page.getByText('Leo')).not.toBeInTheDocument()
    await expect.element(page.getByRole('button', { name: 'Delete Ada' })).toHaveFocus()
  })
})
