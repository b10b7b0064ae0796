import { expect } from 'storybook/test'
import preview from '../../.storybook/preview'
import { colorSchemeState } from '@/lib/color-scheme'
import { ColorSchemePicker } from '@/ui'

/** docs/product.md#root-shell theme choice; the toolbar's Theme switch applies the same themes to every story. */
const meta = preview.meta({ title: 'UI/Theme Picker', component: ColorSchemePicker })

export const Horizontal = meta.story({})

export const Vertical = meta.story({ args: { orientation: 'vertical' } })

export const ChoosingDark = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Dark' }))
    await expect(colorSchemeState.choice).toBe('dark')
    await expect(localStorage.getItem('theme')).toBe('dark')
  },
})

/** Every story can be seen dark: here the toolbar global is set by the story itself. */
export const DarkColorScheme = meta.story({
  globals: { theme: 'dark' },
  play: async () => {
    await expect(document.documentElement.dataset.theme).toBe('dark')
  },
})
