import { expect, fn, screen } from 'storybook/test'
import preview from '../../.storybook/preview'
import { FormModal, TextField } from '@/ui'

const meta = preview.meta({
  title: 'UI/FormModal',
  component: FormModal,
  args: {
    title: 'Edit Project',
    submitLabel: 'Save Changes',
    onClose: fn(),
    children: <TextField label="Project Name" defaultValue="Coffee delivery study" isRequired />,
  },
})

/** The save succeeds: the modal asks to be closed. */
export const Saves = meta.story({
  args: { onSubmit: fn(() => Promise.resolve(null)) },
  play: async ({ args, userEvent }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Save Changes' }))
    await expect(args.onSubmit).toHaveBeenCalled()
    await expect(args.onClose).toHaveBeenCalled()
  },
})

/** The save fails: its message shows under the fields and the form stays as typed. */
export const SaveFails = meta.story({
  args: { onSubmit: fn(() => Promise.resolve('Failed to update project')) },
  play: async ({ args, userEvent }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Save Changes' }))
    await expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update project')
    await expect(screen.getByRole('textbox', { name: /Project Name/ })).toHaveValue(
      'Coffee delivery study',
    )
    await expect(args.onClose).not.toHaveBeenCalled()
  },
})

export const SubmitDisabled = meta.story({
  args: { onSubmit: fn(() => Promise.resolve(null)), isSubmitDisabled: true },
})
