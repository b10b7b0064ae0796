import { expect, fn } from 'storybook/test'
import preview from '../../.storybook/preview'
import { Link, Text } from '@/ui'

const meta = preview.meta({ title: 'UI/Link', component: Link })

/** An in-app link: it switches screens by state (Create Account). */
export const InApp = meta.story({
  args: { children: 'Create Account', onPress: fn() },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Create Account' }))
    await expect(args.onPress).toHaveBeenCalledOnce()
  },
})

export const Href = meta.story({ args: { children: 'SPEC', href: '#spec' } })

export const InText = meta.story({
  render: () => (
    <Text size="sm">
      Already have an account? <Link onPress={() => undefined}>Sign In</Link>
    </Text>
  ),
})
