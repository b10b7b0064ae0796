import { expect, userEvent, within } from 'storybook/test'
import preview from '../../.storybook/preview'
import { overrides, refuse } from '../support/failures'
import { appScreen, openAdminPanel, page } from '../support/screens'
import { scenario } from '../support/scenario'

/** docs/product.md#admin-panel Admin panel, Interview Prompts tab. */
const meta = preview.meta({
  title: 'Screens/Admin Panel/Interview Prompts',
  ...appScreen({ signedInAs: 'admin' }),
  beforeEach: openAdminPanel('prompts'),
})

const panel = () => page.findByRole('dialog', { name: 'Admin Panel' })

export const CurrentPrompt = meta.story({
  play: async () => {
    const dialog = await panel()
    const files = await within(dialog).findByRole('radiogroup', { name: 'Prompt Files' })
    await expect(
      within(files).getByRole('radio', { name: /^interviewer\.system\.prompt1\.txt/ }),
    ).toBeChecked()
    await expect(files).toHaveTextContent('prompts/interviewer/interviewer.system.prompt2.txt')
    await expect(dialog).toHaveTextContent('File exists')
    await expect(
      within(dialog).getByRole('button', { name: 'Update Interviewer Prompt' }),
    ).toBeDisabled()
    await expect(
      within(dialog).getByRole('button', { name: 'Refresh Prompts' }),
    ).toBeInTheDocument()
  },
})

/** The selected prompt file is missing (seeded broken): the error box and 'File missing'. */
export const MissingPromptFile = meta.story({
  parameters: scenario({ seed: { brokenPrompt: true } }),
  play: async () => {
    const dialog = await panel()
    await expect(await within(dialog).findByText('File missing')).toBeInTheDocument()
    await expect(dialog).toHaveTextContent(
      'The currently selected interviewer prompt file is missing or invalid.',
    )
    await expect(dialog).toHaveTextContent(
      'Please select a valid prompt file below to restore system functionality.',
    )
  },
})

export const NoPromptFiles = meta.story({
  beforeEach: overrides('promptsEmpty'),
  play: async () => {
    await expect(
      await within(await panel()).findByText(
        'No prompt files found in prompts/interviewer/ directory',
      ),
    ).toBeInTheDocument()
  },
})

export const LoadFailed = meta.story({
  beforeEach: overrides('promptsFail'),
  play: async () => {
    await expect(await within(await panel()).findByRole('alert')).toHaveTextContent(
      'Failed to load available interviewer prompts',
    )
  },
})

export const SaveFailed = meta.story({
  beforeEach: overrides('savePromptFails'),
  play: async () => {
    const dialog = await panel()
    const files = await within(dialog).findByRole('radiogroup', { name: 'Prompt Files' })
    await userEvent.click(
      within(files).getByRole('radio', { name: /^interviewer\.system\.prompt2\.txt/ }),
    )
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update Interviewer Prompt' }))
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Failed to save interviewer prompt selection',
    )
  },
})

/** docs/product.md#calls: on failure the response text is the error shown. */
export const SaveRefused = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(refuse('post', '/admin/interviewer-prompts/select', 400, 'Prompt file is not readable'))
  },
  play: async () => {
    const dialog = await panel()
    const files = await within(dialog).findByRole('radiogroup', { name: 'Prompt Files' })
    await userEvent.click(
      within(files).getByRole('radio', { name: /^interviewer\.system\.prompt2\.txt/ }),
    )
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update Interviewer Prompt' }))
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Prompt file is not readable',
    )
  },
})

export const DefaultPrompt = meta.story({
  play: async () => {
    const dialog = await panel()
    await within(dialog).findByRole('radiogroup', { name: 'Prompt Files' })
    await expect(dialog).toHaveTextContent(
      'Default promptprompts/interviewer/interviewer.system.prompt1.txt',
    )
    await expect(
      within(dialog).getByRole('radio', { name: 'interviewer.system.prompt1.txt (default)' }),
    ).toBeInTheDocument()
  },
})
