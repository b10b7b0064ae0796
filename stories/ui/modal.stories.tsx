import { expect, fn, screen, waitFor } from 'storybook/test'
import preview from '../../.storybook/preview'
import { Button, DialogTrigger, Modal, Text, TextField } from '@/ui'

const meta = preview.meta({
  title: 'UI/Modal',
  component: Modal,
  args: {
    title: 'Invite Member',
    children: <Text>Only interviewees who are not members yet are offered.</Text>,
  },
})

export const Medium = meta.story({
  args: { isOpen: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Invite Member' })
    await expect(dialog).toHaveTextContent('Only interviewees who are not members yet are offered.')
  },
})

export const Small = meta.story({ args: { isOpen: true, size: 'sm', title: 'Password Reset' } })

export const Large = meta.story({ args: { isOpen: true, size: 'lg', title: 'Admin Panel' } })

export const WithFooter = meta.story({
  args: {
    isOpen: true,
    title: 'My Profile',
    children: <TextField label="First Name" defaultValue="Ada" />,
    footer: ({ close }) => (
      <>
        <Button variant="secondary" onPress={close}>
          Cancel
        </Button>
        <Button>Save Changes</Button>
      </>
    ),
  },
})

/** Opened by its trigger; Escape and the header's Close button close it. */
export const Triggered = meta.story({
  args: { onOpenChange: fn() },
  render: (args) => (
    <DialogTrigger>
      <Button>Invite Member</Button>
      <Modal {...args} />
    </DialogTrigger>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Invite Member' }))
    await screen.findByRole('dialog', { name: 'Invite Member' })
    await userEvent.click(screen.getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    // Focus goes back to the trigger once the exit animation is over.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Invite Member' })).toHaveFocus())
  },
})
