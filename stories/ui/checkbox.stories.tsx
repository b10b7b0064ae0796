import { expect } from 'storybook/test'
import preview from '../../.storybook/preview'
import { Checkbox, CheckboxGroup } from '@/ui'

const meta = preview.meta({
  title: 'UI/Checkbox',
  component: Checkbox,
  args: { children: 'Active' },
})

export const Unchecked = meta.story({
  play: async ({ canvas, userEvent }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Active' })
    await expect(checkbox).not.toBeChecked()
    await userEvent.click(checkbox)
    await expect(checkbox).toBeChecked()
  },
})

export const Checked = meta.story({ args: { defaultSelected: true } })

export const Indeterminate = meta.story({
  args: { isIndeterminate: true, children: 'All projects' },
})

export const WithDescription = meta.story({
  args: { description: 'Inactive questions are not asked.' },
})

export const Disabled = meta.story({ args: { isDisabled: true, defaultSelected: true } })

/** The user form's Projects checkboxes. */
export const Group = meta.story({
  render: () => (
    <CheckboxGroup label="Projects" defaultValue={['coffee']}>
      <Checkbox value="coffee">BeanRunner morning delivery study</Checkbox>
      <Checkbox value="network">NetNest installation feedback</Checkbox>
    </CheckboxGroup>
  ),
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'Projects' })
    await expect(group).toBeVisible()
    await expect(
      canvas.getByRole('checkbox', { name: 'BeanRunner morning delivery study' }),
    ).toBeChecked()
  },
})

export const GroupInvalid = meta.story({
  render: () => (
    <CheckboxGroup label="Projects" isRequired isInvalid errorMessage="Choose at least one project">
      <Checkbox value="coffee">BeanRunner morning delivery study</Checkbox>
      <Checkbox value="network">NetNest installation feedback</Checkbox>
    </CheckboxGroup>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Choose at least one project')).toBeVisible()
  },
})
