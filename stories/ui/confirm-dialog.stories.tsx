import { expect, fn, screen, waitFor } from 'storybook/test'
import preview from '../../.storybook/preview'
import { Button, ConfirmDialog, DialogTrigger } from '@/ui'

const meta = preview.meta({
  title: 'UI/Confirm Dialog',
  component: ConfirmDialog,
  args: {
    title: 'Restart Interview?',
    message: 'This will discard all progress and return to the dashboard.',
    confirmLabel: 'Yes, Restart',
    onConfirm: fn(),
    onCancel: fn(),
  },
  render: (args) => (
    <DialogTrigger>
      <Button variant="danger">Restart Interview</Button>
      <ConfirmDialog {...args} />
    </DialogTrigger>
  ),
})

export const Closed = meta.story({})

export const Open = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Restart Interview' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Restart Interview?' })
    await expect(dialog).toHaveAccessibleDescription(
      'This will discard all progress and return to the dashboard.',
    )
  },
})

export const Confirmed = meta.story({
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Restart Interview' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Yes, Restart' }))
    await expect(args.onConfirm).toHaveBeenCalledOnce()
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
  },
})

export const Cancelled = meta.story({
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Restart Interview' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }))
    await expect(args.onCancel).toHaveBeenCalledOnce()
    await expect(args.onConfirm).not.toHaveBeenCalled()
  },
})

/** A primary (not destructive) confirmation, e.g. Reset Password. */
export const PrimaryTone = meta.story({
  args: {
    title: 'Reset Password?',
    message: 'They will need the new temporary password to sign in.',
    confirmLabel: 'Reset Password',
    tone: 'primary',
  },
  render: (args) => <ConfirmDialog {...args} isOpen />,
})
