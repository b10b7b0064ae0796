import { expect, fn, isMockFunction, screen } from 'storybook/test'
import preview from '../../.storybook/preview'
import { Badge, MenuButton, MenuHeader, MenuItem, MenuSection, MenuSeparator } from '@/ui'

/** The settings menu's parts: MenuButton, sections with a header, items and separators. */
const meta = preview.meta({
  title: 'UI/Menu',
  component: MenuButton,
  args: { label: 'Settings', onAction: fn() },
  render: (args) => (
    <MenuButton {...args}>
      <MenuSection>
        <MenuHeader>
          ada@candor.test <Badge tone="info">Admin</Badge>
        </MenuHeader>
        <MenuItem id="profile">Profile</MenuItem>
      </MenuSection>
      <MenuSeparator />
      <MenuItem id="sign-out">Sign Out</MenuItem>
    </MenuButton>
  ),
})

export const Closed = meta.story({})

export const Open = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Settings' }))
    const menu = await screen.findByRole('menu')
    await expect(menu).toHaveTextContent('ada@candor.test')
    await expect(screen.getByRole('menuitem', { name: 'Profile' })).toBeInTheDocument()
  },
})

export const ChoosingAnItem = meta.story({
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Settings' }))
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Sign Out' }))
    const { onAction } = args
    if (!isMockFunction(onAction)) throw new Error('onAction is not a spy')
    await expect(onAction).toHaveBeenCalledOnce()
    // The first argument is the item's key.
    await expect(onAction.mock.calls[0]?.[0]).toBe('sign-out')
  },
})
