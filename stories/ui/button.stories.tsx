import { expect, fn } from 'storybook/test'
import preview from '../../.storybook/preview'
import { Button, Inline } from '@/ui'

const meta = preview.meta({
  title: 'UI/Button',
  component: Button,
  args: { children: 'Save Changes', onPress: fn() },
})

export const Primary = meta.story({
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }))
    await expect(args.onPress).toHaveBeenCalledOnce()
  },
})

export const Secondary = meta.story({ args: { variant: 'secondary', children: 'Cancel' } })

export const Danger = meta.story({ args: { variant: 'danger', children: 'Delete' } })

export const Ghost = meta.story({ args: { variant: 'ghost', children: 'Refresh' } })

export const Small = meta.story({ args: { size: 'sm', children: 'Edit' } })

export const Disabled = meta.story({
  args: { isDisabled: true, children: 'Submit Response' },
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Submit Response' })
    await expect(button).toBeDisabled()
    await userEvent.click(button)
    await expect(args.onPress).not.toHaveBeenCalled()
  },
})

/** Busy: announced as pending, not pressable until the work is done. */
export const Pending = meta.story({
  args: { isPending: true, children: 'Sign In' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Sign In/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
  },
})

export const AllVariants = meta.story({
  render: () => (
    <Inline gap="sm">
      <Button>Primary</Button>
      <Button variant="secondary">Secondary</Button>
      <Button variant="danger">Danger</Button>
      <Button variant="ghost">Ghost</Button>
      <Button size="sm">Small</Button>
      <Button isDisabled>Disabled</Button>
    </Inline>
  ),
})
