// Modal and ConfirmDialog: opening, dismissal, stacking and scrolling. Where focus goes when what
// opened a dialog is gone: focus-return.browser.test.tsx.
import { useState } from 'react'
import { DialogTrigger } from 'react-aria-components'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { expectNoSeriousA11yViolations } from '../../tests/support/axe'
import { renderWithColorScheme } from '../../tests/support/render'
import { Button } from './button'
import { ConfirmDialog } from './confirm-dialog'
import { Modal } from './modal'
import { Select } from './select'

beforeEach(() => localStorage.clear())

function ProfileDialog({ isDismissable }: { isDismissable?: boolean }) {
  return (
    <DialogTrigger>
      <Button>Profile</Button>
      <Modal
        title="My Profile"
        isDismissable={isDismissable}
        footer={({ close }) => (
          <Button variant="secondary" onPress={close}>
            Cancel
          </Button>
        )}
      >
        <p>Edit your name and email.</p>
      </Modal>
    </DialogTrigger>
  )
}

describe('Modal', () => {
  it('opens from its trigger, takes focus, names itself by its title, and Escape closes it', async () => {
    await renderWithColorScheme(<ProfileDialog />)
    await userEvent.tab()
    await userEvent.keyboard('{Enter}')

    const dialog = page.getByRole('dialog', { name: 'My Profile' })
    await expect.element(dialog).toBeVisible()
    await expect.element(page.getByRole('heading', { name: 'My Profile' })).toBeVisible()
    await expect.element(dialog).toHaveFocus()

    await userEvent.keyboard('{Escape}')
    await expect.element(dialog).not.toBeInTheDocument()
    await expect.element(page.getByRole('button', { name: 'Profile' })).toHaveFocus()
  })

  it('closes with the header button named "Close" and with a footer action', async () => {
    await renderWithColorScheme(<ProfileDialog />)
    await page.getByRole('button', { name: 'Profile' }).click()
    await page.getByRole('button', { name: 'Close', exact: true }).click()
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument()

    await page.getByRole('button', { name: 'Profile' }).click()
    await page.getByRole('button', { name: 'Cancel' }).click()
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument()
  })

  it('keeps Tab inside the dialog', async () => {
    await renderWithColorScheme(<ProfileDialog />)
    await page.getByRole('button', { name: 'Profile' }).click()
    await userEvent.tab()
    await expect.element(page.getByRole('button', { name: 'Close' })).toHaveFocus()
    await userEvent.tab()
    await expect.element(page.getByRole('button', { name: 'Cancel' })).toHaveFocus()
    await userEvent.tab()
    await expect.element(page.getByRole('button', { name: 'Close' })).toHaveFocus()
  })

  it('closes on an outside click only when dismissable', async () => {
    await renderWithColorScheme(<ProfileDialog isDismissable={false} />)
    await page.getByRole('button', { name: 'Profile' }).click()
    await userEvent.click(document.body, { position: { x: 5, y: 5 } })
    const dialog = page.getByRole('dialog')
    await expect.element(dialog).toBeVisible()
    // The click takes focus out of the dialog until its focus scope brings it back on the next
    // frame. An Escape before that goes to the page, not the dialog: on a busy machine, it did.
    await expect.poll(() => dialog.element().contains(document.activeElement)).toBe(true)
    await userEvent.keyboard('{Escape}')
    await expect.element(dialog).not.toBeInTheDocument()

    await renderWithColorScheme(<ProfileDialog />)
    await page.getByRole('button', { name: 'Profile' }).last().click()
    await userEvent.click(document.body, { position: { x: 5, y: 5 } })
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument()
  })

  it('is controlled by isOpen/onOpenChange, and a Select inside it opens above it', async () => {
    function Controlled() {
      const [open, setOpen] = useState(true)
      return (
        <Modal title="Invite Member" size="lg" isOpen={open} onOpenChange={setOpen}>
          <Select
            label="User"
            items={[
              { id: 'u1', label: 'Ivy Interviewee' },
              { id: 'u2', label: 'Ian Interviewee' },
            ]}
          />
        </Modal>
      )
    }
    await renderWithColorScheme(<Controlled />)
    await page.getByRole('button', { name: /User/ }).click()
    await page.getByRole('option', { name: 'Ian Interviewee' }).click()
    await expect.element(page.getByRole('button', { name: /User/ })).toHaveTextContent('Ian')
    // Escape closed only the listbox above; the dialog stays until the next one.
    await page.getByRole('button', { name: /User/ }).click()
    await userEvent.keyboard('{Escape}')
    await expect.element(page.getByRole('dialog', { name: 'Invite Member' })).toBeVisible()
    await expect.element(page.getByRole('button', { name: /User/ })).toHaveFocus()
    await userEvent.keyboard('{Escape}')
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument()
  })
})

describe('ConfirmDialog', () => {
  function RestartButton(props: { onConfirm: () => void | Promise<void>; onCancel: () => void }) {
    const [open, setOpen] = useState(false)
    return (
      <>
        <Button variant="danger" onPress={() => setOpen(true)}>
          Restart Interview
        </Button>
        <ConfirmDialog
          isOpen={open}
          onOpenChange={setOpen}
          title="Restart Interview?"
          message="This will discard all progress and return to the dashboard."
          confirmLabel="Yes, Restart"
          {...props}
        />
      </>
    )
  }

  it('is an alertdialog with its message, and calls onConfirm then closes', async () => {
    const onConfirm = vi.fn()
    const onCancel = vi.fn()
    await renderWithColorScheme(<RestartButton onConfirm={onConfirm} onCancel={onCancel} />)
    await page.getByRole('button', { name: 'Restart Interview' }).click()

    const dialog = page.getByRole('alertdialog', { name: 'Restart Interview?' })
    await expect.element(dialog).toBeVisible()
    await expect
      .element(dialog)
      .toHaveAccessibleDescription('This will discard all progress and return to the dashboard.')
    await page.getByRole('button', { name: 'Yes, Restart' }).click()
    expect(onConfirm).toHaveBeenCalledTimes(1)
    await expect.element(dialog).not.toBeInTheDocument()
    expect(onCancel).not.toHaveBeenCalled()
  })

  it('calls onCancel from its Cancel button, from Escape and from Close, never onConfirm', async () => {
    const onConfirm = vi.fn()
    const onCancel = vi.fn()
    await renderWithColorScheme(<RestartButton onConfirm={onConfirm} onCancel={onCancel} />)
    const open = page.getByRole('button', { name: 'Restart Interview' })

    await open.click()
    await page.getByRole('button', { name: 'Cancel' }).click()
    await expect.element(page.getByRole('alertdialog')).not.toBeInTheDocument()

    await open.click()
    await expect.element(page.getByRole('alertdialog')).toBeVisible()
    await userEvent.keyboard('{Escape}')
    await expect.element(page.getByRole('alertdialog')).not.toBeInTheDocument()

    await open.click()
    await page.getByRole('button', { name: 'Close' }).click()
    await expect.element(page.getByRole('alertdialog')).not.toBeInTheDocument()

    expect(onCancel).toHaveBeenCalledTimes(3)
    expect(onConfirm).not.toHaveBeenCalled()
  })

  it('is confirmed by keyboard, waits for an async onConfirm, and cancels after a confirm', async () => {
    let finish = () => {}
    const onConfirm = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)))
    const onCancel = vi.fn()
    await renderWithColorScheme(<RestartButton onConfirm={onConfirm} onCancel={onCancel} />)
    await page.getByRole('button', { name: 'Restart Interview' }).click()
    await userEvent.tab()
    await userEvent.tab()
    await userEvent.tab()
    await expect.element(page.getByRole('button', { name: 'Yes, Restart' })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    expect(onConfirm).toHaveBeenCalledTimes(1)
    await expect.element(page.getByRole('alertdialog')).toBeVisible()
    finish()
    await expect.element(page.getByRole('alertdialog')).not.toBeInTheDocument()

    await page.getByRole('button', { name: 'Restart Interview' }).click()
    await page.getByRole('button', { name: 'Cancel' }).click()
    expect(onCancel).toHaveBeenCalledTimes(1)
  })

  it('works inside a DialogTrigger too', async () => {
    const onConfirm = vi.fn()
    const onCancel = vi.fn()
    await renderWithColorScheme(
      <DialogTrigger>
        <Button variant="danger">Delete</Button>
        <ConfirmDialog
          title="Delete interview?"
          message="Are you sure you want to delete this in-progress interview? This action cannot be undone."
          confirmLabel="Delete"
          onConfirm={onConfirm}
          onCancel={onCancel}
        />
      </DialogTrigger>,
    )
    await page.getByRole('button', { name: 'Delete' }).click()
    await userEvent.keyboard('{Escape}')
    await expect.element(page.getByRole('alertdialog')).not.toBeInTheDocument()
    expect(onCancel).toHaveBeenCalledTimes(1)

    await page.getByRole('button', { name: 'Delete' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
    expect(onConfirm).toHaveBeenCalledTimes(1)
    await expect.element(page.getByRole('alertdialog')).not.toBeInTheDocument()
  })
})

function PanelWithControlledConfirm() {
  const [asking, setAsking] = useState(false)
  return (
    <Modal title="Admin Panel" isOpen onOpenChange={() => undefined}>
      <Button onPress={() => setAsking(true)}>Delete</Button>
      <ConfirmDialog
        title="Delete User?"
        message="This action cannot be undone."
        confirmLabel="Delete"
        isOpen={asking}
        onOpenChange={setAsking}
        onConfirm={() => undefined}
      />
    </Modal>
  )
}

describe('ConfirmDialog inside a Modal', () => {
  it('when controlled, closes itself and leaves the outer modal open', async () => {
    await renderWithColorScheme(<PanelWithControlledConfirm />)
    await page.getByRole('button', { name: 'Delete' }).click()
    const confirm = page.getByRole('alertdialog', { name: 'Delete User?' })
    await expect.element(confirm).toBeVisible()
    await confirm.getByRole('button', { name: 'Cancel' }).click()
    await expect.element(confirm).not.toBeInTheDocument()
    await expect.element(page.getByRole('dialog', { name: 'Admin Panel' })).toBeVisible()
  })
})

function LongReading({ paragraphs }: { paragraphs: number }) {
  return (
    <DialogTrigger>
      <Button>Read</Button>
      <Modal title="Interview Details">
        {Array.from({ length: paragraphs }, (_, index) => (
          <p key={index}>Answer {index + 1}: the courier arrived on time and the coffee was hot.</p>
        ))}
      </Modal>
    </DialogTrigger>
  )
}

describe('Modal body scrolling by keyboard', () => {
  it('becomes a tab stop while long text overflows it, and the arrow keys scroll it', async () => {
    await renderWithColorScheme(<LongReading paragraphs={80} />)
    await page.getByRole('button', { name: 'Read' }).click()
    const dialog = page.getByRole('dialog', { name: 'Interview Details' })
    await expect.element(dialog).toBeVisible()
    await expectNoSeriousA11yViolations()

    const body = dialog.getByText('Answer 1:', { exact: false }).element().parentElement
    expect(body?.tabIndex).toBe(0)
    body?.focus()
    await userEvent.keyboard('{PageDown}')
    await expect.poll(() => body?.scrollTop ?? 0).toBeGreaterThan(0)
  })

  it('adds no tab stop when the content fits', async () => {
    await renderWithColorScheme(<LongReading paragraphs={2} />)
    await page.getByRole('button', { name: 'Read' }).click()
    await expect.element(page.getByRole('dialog', { name: 'Interview Details' })).toBeVisible()
    const body = page.getByText('Answer 1:', { exact: false }).element().parentElement
    expect(body?.hasAttribute('tabindex')).toBe(false)
  })
})
