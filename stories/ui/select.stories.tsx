import { expect, fn, screen } from 'storybook/test'
import preview from '../../.storybook/preview'
import { Select } from '@/ui'

const intensities = [
  { id: 1, label: '1 - Minimal' },
  { id: 2, label: '2 - Conservative' },
  { id: 3, label: '3 - Standard' },
  { id: 4, label: '4 - Thorough' },
  { id: 5, label: '5 - Exhaustive' },
]

const meta = preview.meta({
  title: 'UI/Select',
  component: Select,
  args: { label: 'Follow-up Intensity', items: intensities, onChange: fn() },
})

export const WithValue = meta.story({ args: { defaultValue: 3 } })

export const Placeholder = meta.story({
  args: { label: 'Project Type', placeholder: 'Select a project type', isRequired: true },
})

export const Open = meta.story({
  args: { defaultValue: 3 },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Follow-up Intensity/ }))
    await userEvent.click(await screen.findByRole('option', { name: '5 - Exhaustive' }))
    await expect(args.onChange).toHaveBeenCalledWith(5)
  },
})

export const Invalid = meta.story({
  args: {
    label: 'Project Type',
    placeholder: 'Select a project type',
    isRequired: true,
    isInvalid: true,
    errorMessage: 'Project Type is required',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Project Type is required')).toBeVisible()
  },
})

export const Disabled = meta.story({ args: { isDisabled: true, defaultValue: 3 } })
