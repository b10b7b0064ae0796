import { expect, fn } from 'storybook/test'
import preview from '../../.storybook/preview'
import { Radio, RadioGroup } from '@/ui'

const meta = preview.meta({
  title: 'UI/Radio Group',
  component: RadioGroup,
  args: { label: 'Chat Model', onChange: fn() },
  render: (args) => (
    <RadioGroup {...args}>
      <Radio value="gpt-4o-mini">gpt-4o-mini</Radio>
      <Radio value="gpt-4o" description="Slower, more thorough follow-ups">
        gpt-4o
      </Radio>
      <Radio value="o3-mini">o3-mini</Radio>
    </RadioGroup>
  ),
})

export const Vertical = meta.story({
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'gpt-4o' }))
    await expect(args.onChange).toHaveBeenCalledWith('gpt-4o')
  },
})

export const Selected = meta.story({ args: { defaultValue: 'gpt-4o-mini' } })

export const Horizontal = meta.story({ args: { orientation: 'horizontal' } })

export const Disabled = meta.story({ args: { isDisabled: true, defaultValue: 'gpt-4o' } })

export const Invalid = meta.story({
  args: { isRequired: true, isInvalid: true, errorMessage: 'Choose a chat model' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Choose a chat model')).toBeVisible()
  },
})
