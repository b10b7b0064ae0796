import { expect, userEvent, within } from 'storybook/test'
import preview from '../../.storybook/preview'
import { appScreen, openProject, openResults, page } from '../support/screens'

/**
 * The study's screens for the project's lead (docs/product.md#studies): Invite by Link with the
 * demo's Newsletter link and the funnel in Results.
 */
const meta = preview.meta({
  title: 'Screens/Study',
  ...appScreen({ signedInAs: 'lead' }),
})

const COFFEE = 'BeanRunner morning delivery study'

export const InviteByLink = meta.story({
  play: async () => {
    const detail = await openProject(COFFEE)
    await userEvent.click(within(detail).getByRole('button', { name: 'Invite by Link' }))
    const dialog = await page.findByRole('dialog', { name: 'Invite by Link' })
    await expect(await within(dialog).findByText('Newsletter')).toBeInTheDocument()
    await expect(within(dialog).getByText(/3 of 20 responses/)).toBeInTheDocument()
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Label' }), 'Panel')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create link' }))
    const link = await within(dialog).findByRole('textbox', { name: 'Link' })
    await expect((link as HTMLInputElement).value).toMatch(/\/join\/[\w-]{43}$/)
    await expect(within(dialog).getByRole('button', { name: 'Copy link' })).toBeInTheDocument()
  },
})

export const Funnel = meta.story({
  play: async () => {
    const results = await openResults(COFFEE)
    const funnel = await within(results).findByRole('table', { name: 'Funnel' })
    await expect(within(funnel).getByRole('rowheader', { name: 'No source' })).toBeInTheDocument()
    await expect(
      within(funnel).getByRole('columnheader', { name: 'Completion rate' }),
    ).toBeInTheDocument()
  },
})
