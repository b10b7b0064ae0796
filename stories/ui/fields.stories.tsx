import { expect, fn } from 'storybook/test'
import preview from '../../.storybook/preview'
import { Button, Form, NumberField, TextArea, TextField } from '@/ui'

/** Text, multi-line and number fields, and the Form that lays them out. */
const meta = preview.meta({
  title: 'UI/Fields',
  component: TextField,
  args: { label: 'Project Name' },
})

export const SingleLine = meta.story({})

export const Required = meta.story({ args: { isRequired: true, label: 'Company Name' } })

export const WithDescription = meta.story({
  args: {
    label: 'New Password',
    type: 'password',
    description: 'Leave blank to keep your current password.',
  },
})

export const Invalid = meta.story({
  args: {
    label: 'Email',
    type: 'email',
    defaultValue: 'ada@',
    isInvalid: true,
    errorMessage: 'Please enter a valid email address',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toBeInvalid()
    await expect(canvas.getByText('Please enter a valid email address')).toBeVisible()
  },
})

export const Disabled = meta.story({ args: { isDisabled: true, defaultValue: 'BeanRunner' } })

export const Typing = meta.story({
  args: { onChange: fn() },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Project Name' }), 'Pilot')
    await expect(args.onChange).toHaveBeenLastCalledWith('Pilot')
  },
})

export const MultiLine = meta.story({
  render: () => (
    <TextArea label="Product Description" isRequired defaultValue="Coffee to your door by 8am." />
  ),
})

export const NumberInput = meta.story({
  render: () => <NumberField label="Display Order" minValue={1} defaultValue={3} />,
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Display Order' })
    await userEvent.click(input)
    await userEvent.keyboard('{ArrowUp}')
    await expect(input).toHaveValue('4')
  },
})

/** Native validation on submit: the required field says what is missing. */
export const FormValidation = meta.story({
  render: () => (
    <Form>
      <TextField label="Project Name" isRequired errorMessage="Project Name is required" />
      <TextArea label="Description" />
      <Button type="submit">Create Project</Button>
    </Form>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create Project' }))
    await expect(canvas.getByText('Project Name is required')).toBeVisible()
  },
})
