import { useState } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { expectNoSeriousA11yViolations } from '../../tests/support/axe'
import { renderWithColorScheme } from '../../tests/support/render'
import { FormModal } from './form-modal'
import { TextField } from './text-field'

beforeEach(() => localStorage.clear())

/** A save the test settles by hand: `finish(null)` succeeds, `finish('…')` fails with that. */
function deferredSave() {
  let finish: (failure: string | null) => void = () => undefined
  const save = vi.fn(
    () =>
      new Promise<string | null>((resolve) => {
        finish = resolve
      }),
  )
  return { save, finish: (failure: string | null) => finish(failure) }
}

function RenameForm({
  onSubmit,
  onClose,
}: {
  onSubmit: (name: string) => Promise<string | null>
  onClose: () => void
}) {
  const [name, setName] = useState('Coffee study')
  return (
    <FormModal
      title="Edit Project"
      submitLabel="Save Changes"
      onSubmit={() => onSubmit(name)}
      onClose={onClose}
      isSubmitDisabled={name.trim() === ''}
    >
      <TextField label="Project Name" value={name} onChange={setName} isRequired />
    </FormModal>
  )
}

const dialog = () => page.getByRole('dialog', { name: 'Edit Project' })
const save = () => page.getByRole('button', { name: 'Save Changes' })
const cancel = () => page.getByRole('button', { name: 'Cancel' })

describe('FormModal', () => {
  it('saves with what was typed and closes once the save succeeds', async () => {
    const pending = deferredSave()
    const onClose = vi.fn()
    await renderWithColorScheme(<RenameForm onSubmit={pending.save} onClose={onClose} />)
    await page.getByRole('textbox', { name: 'Project Name' }).fill('Coffee study 2')
    await userEvent.keyboard('{Enter}')

    expect(pending.save).toHaveBeenCalledWith('Coffee study 2')
    await expect.element(cancel()).toBeDisabled()
    expect(onClose).not.toHaveBeenCalled()
    pending.finish(null)
    await expect.poll(() => onClose).toHaveBeenCalledTimes(1)
  })

  it('shows a failure under the fields and keeps what was typed, and saves again', async () => {
    const onSubmit = vi
      .fn<(name: string) => Promise<string | null>>()
      .mockResolvedValueOnce('Failed to update project')
      .mockResolvedValueOnce(null)
    const onClose = vi.fn()
    await renderWithColorScheme(<RenameForm onSubmit={onSubmit} onClose={onClose} />)
    await page.getByRole('textbox', { name: 'Project Name' }).fill('Tea study')
    await save().click()

    await expect.element(page.getByRole('alert')).toHaveTextContent('Failed to update project')
    await expect
      .element(page.getByRole('textbox', { name: 'Project Name' }))
      .toHaveValue('Tea study')
    expect(onClose).not.toHaveBeenCalled()
    await expectNoSeriousA11yViolations()

    await save().click()
    await expect.poll(() => onClose).toHaveBeenCalledTimes(1)
    expect(onSubmit).toHaveBeenLastCalledWith('Tea study')
  })

  it('keeps the submit button disabled while the form cannot be saved', async () => {
    const onSubmit = vi.fn(() => Promise.resolve(null))
    await renderWithColorScheme(<RenameForm onSubmit={onSubmit} onClose={vi.fn()} />)
    await page.getByRole('textbox', { name: 'Project Name' }).fill('  ')
    await expect.element(save()).toBeDisabled()
    await userEvent.keyboard('{Enter}')
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('is not closed by an outside click, nor by Escape or Close while it saves', async () => {
    const pending = deferredSave()
    const onClose = vi.fn()
    await renderWithColorScheme(<RenameForm onSubmit={pending.save} onClose={onClose} />)
    await userEvent.click(document.body, { position: { x: 5, y: 5 } })
    await expect.element(dialog()).toBeVisible()

    await save().click()
    await page.getByRole('button', { name: 'Close', exact: true }).click({ force: true })
    await userEvent.keyboard('{Escape}')
    expect(onClose).not.toHaveBeenCalled()

    pending.finish('Failed to update project')
    await expect.element(page.getByRole('alert')).toBeVisible()
    await cancel().click()
    expect(onClose).toHaveBeenCalledTimes(1)
  })
})
