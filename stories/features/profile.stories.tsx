import { expect, userEvent, within } from 'storybook/test'
import preview from '../../.storybook/preview'
import { overrides } from '../support/failures'
import { appScreen, page } from '../support/screens'

/** docs/product.md#profile Profile modal (My Profile), from the settings menu, and its docs/product.md#errors messages. */
const meta = preview.meta({
  title: 'Screens/Profile',
  ...appScreen({ signedInAs: 'interviewee' }),
})

async function openProfile(): Promise<HTMLElement> {
  await userEvent.click(await page.findByRole('button', { name: 'Settings' }))
  await userEvent.click(await page.findByRole('menuitem', { name: 'Profile' }))
  return page.findByRole('dialog', { name: 'My Profile' })
}

async function saveWithFirstName(dialog: HTMLElement, firstName: string) {
  const input = within(dialog).getByRole('textbox', { name: 'First Name' })
  await userEvent.clear(input)
  await userEvent.type(input, firstName)
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }))
}

/** The filled-in form; its values and hints are asserted in the profile browser test. */
export const MyProfile = meta.story({
  play: async () => {
    await openProfile()
  },
})

export const Saved = meta.story({
  play: async () => {
    const dialog = await openProfile()
    await saveWithFirstName(dialog, 'Inés')
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Profile updated successfully!',
    )
    // The header greets the new name at once.
    await expect(
      await page.findByRole('heading', { level: 1, name: 'Welcome, Inés!' }),
    ).toBeInTheDocument()
  },
})

export const SaveFailed = meta.story({
  beforeEach: overrides('profileSaveFails'),
  play: async () => {
    const dialog = await openProfile()
    await saveWithFirstName(dialog, 'Inés')
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Failed to update profile.',
    )
  },
})

/** The server's own message wins over the generic one (docs/product.md#errors). */
export const SaveRefused = meta.story({
  beforeEach: overrides('profileSaveRefused'),
  play: async () => {
    const dialog = await openProfile()
    await saveWithFirstName(dialog, 'Inés')
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'That email is already in use',
    )
  },
})

export const SaveUnexpectedError = meta.story({
  beforeEach: overrides('profileSaveOffline'),
  play: async () => {
    const dialog = await openProfile()
    await saveWithFirstName(dialog, 'Inés')
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'An unexpected error occurred.',
    )
  },
})
