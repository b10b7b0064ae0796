import { expect, userEvent, waitFor, within } from 'storybook/test'
import preview from '../../.storybook/preview'
import { overrides } from '../support/failures'
import { appScreen, openAdminPanel, page } from '../support/screens'

/** docs/product.md#admin-panel Admin panel, AI Models tab: current models, choices, save. */
const meta = preview.meta({
  title: 'Screens/Admin Panel/AI Models',
  ...appScreen({ signedInAs: 'admin' }),
  beforeEach: openAdminPanel('models'),
})

const panel = () => page.findByRole('dialog', { name: 'Admin Panel' })

export const CurrentModels = meta.story({
  play: async () => {
    const box = within(await panel())
    const chat = await box.findByRole('radiogroup', { name: 'Chat Model' })
    // The choices (available models) and the current ones are two calls: a busy machine can
    // show the radio groups before the current models check their radios.
    await waitFor(() =>
      expect(within(chat).getByRole('radio', { name: /^gpt-4o-mini/ })).toBeChecked(),
    )
    const audio = box.getByRole('radiogroup', { name: 'Audio Model' })
    await waitFor(() =>
      expect(within(audio).getByRole('radio', { name: /^whisper-1/ })).toBeChecked(),
    )
    await expect(await panel()).toHaveTextContent(
      'Current chat model (used for sentiment and follow-ups)gpt-4o-mini',
    )
    await expect(await panel()).toHaveTextContent(
      'Current audio model (used for transcription)whisper-1',
    )
    await expect(box.getByRole('button', { name: 'Refresh Models' })).toBeInTheDocument()
  },
})

export const NotSet = meta.story({
  beforeEach: overrides('modelsUnset'),
  play: async () => {
    const dialog = await panel()
    await within(dialog).findByRole('radiogroup', { name: 'Chat Model' })
    await expect(dialog).toHaveTextContent(
      'Current chat model (used for sentiment and follow-ups)Not set',
    )
    await expect(dialog).toHaveTextContent('Current audio model (used for transcription)Not set')
    await expect(
      within(dialog).getByRole('button', { name: 'Save Model Selection' }),
    ).toBeDisabled()
  },
})

export const NoModelsAvailable = meta.story({
  beforeEach: overrides('noModels'),
  play: async () => {
    const dialog = await panel()
    await expect(await within(dialog).findByText('No audio models available')).toBeInTheDocument()
  },
})

export const LoadFailed = meta.story({
  beforeEach: overrides('modelsFail'),
  play: async () => {
    await expect(await within(await panel()).findByRole('alert')).toHaveTextContent(
      'Failed to load available models',
    )
  },
})

export const SaveFailed = meta.story({
  beforeEach: overrides('saveModelsFails'),
  play: async () => {
    const box = within(await panel())
    const chat = await box.findByRole('radiogroup', { name: 'Chat Model' })
    await userEvent.click(within(chat).getByRole('radio', { name: /^o4-mini/ }))
    await userEvent.click(box.getByRole('button', { name: 'Save Model Selection' }))
    await expect(await box.findByRole('alert')).toHaveTextContent('Failed to save model selection')
  },
})
