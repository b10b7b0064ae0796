import { expect, userEvent, within } from 'storybook/test'
import preview from '../../.storybook/preview'
import { ScreenErrorBoundary } from '@/app/screen-error-boundary'
import { appScreen, page } from '../support/screens'
import { scenario } from '../support/scenario'

/**
 * docs/product.md#root-shell Root shell: the footer (copyright, version 0.1.7, theme choice) on every screen, and
 * what a screen that fails to render shows. The loading spinner is under Sign In; the error
 * toast under Interview / Errors.
 */
const meta = preview.meta({
  title: 'Screens/Root Shell',
  ...appScreen(),
})

export const Footer = meta.story({
  play: async () => {
    const footer = await page.findByRole('contentinfo')
    await expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} Candor`)
    await expect(footer).toHaveTextContent('Version 0.1.7')
    const theme = within(footer).getByRole('radiogroup', { name: 'Theme' })
    await expect(within(theme).getByRole('radio', { name: 'Light' })).toBeChecked()
    await expect(within(theme).getByRole('radio', { name: 'System' })).toBeInTheDocument()
  },
})

export const FooterSignedIn = meta.story({
  parameters: scenario({ signedInAs: 'interviewee' }),
  play: async () => {
    await page.findByRole('heading', { level: 1, name: 'Welcome, Ines!' })
    await expect(page.getByRole('contentinfo')).toHaveTextContent('Version 0.1.7')
  },
})

/** The footer's theme choice switches the whole app (and is kept for the next visit). */
export const ChoosingDarkColorScheme = meta.story({
  play: async () => {
    const footer = await page.findByRole('contentinfo')
    await userEvent.click(within(footer).getByRole('radio', { name: 'Dark' }))
    await expect(document.documentElement.dataset.theme).toBe('dark')
    await expect(localStorage.getItem('theme')).toBe('dark')
  },
})

function BrokenScreen(): never {
  throw new Error('A screen that fails to render')
}

/** A screen that throws (or whose code cannot be fetched) offers a reload, not a blank page. */
export const ScreenFailed = meta.story({
  parameters: { expectScreenError: true },
  render: () => (
    <ScreenErrorBoundary>
      <BrokenScreen />
    </ScreenErrorBoundary>
  ),
  play: async () => {
    const alert = await page.findByRole('alert')
    await expect(alert).toHaveTextContent('This screen could not be shown.')
    await expect(within(alert).getByRole('button', { name: 'Reload' })).toBeInTheDocument()
  },
})
