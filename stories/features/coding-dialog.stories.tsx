import { expect, fn, userEvent, within } from 'storybook/test'
import preview from '../../.storybook/preview'
import { AddCodeDialog } from '@/features/coding/components/add-code-dialog'
import { page } from '../support/screens'

/**
 * Add Code (docs/product.md#coding): the passage, trimmed by the researcher, a code chosen or
 * created as one types, and a note. Saving is the story's own (no call is made).
 */
const ANSWER =
  'Once the cold coffee sat at reception for an hour, and nobody told me. The app said delivered.'

const CODES = ['Cold coffee', 'Late delivery', 'Live tracking', 'Oat milk'].map((name, index) => ({
  id: `code-${index}`,
  name,
  parentId: null,
}))

const meta = preview.meta({
  title: 'Screens/Coding/Add Code',
  component: AddCodeDialog,
  args: {
    answerText: ANSWER,
    codes: CODES,
    onSubmit: fn(() => Promise.resolve(null)),
    onClose: fn(),
  },
})

/** Code this answer: the whole answer, to trim. */
export const WholeAnswer = meta.story({
  play: async ({ args }) => {
    const dialog = await page.findByRole('dialog', { name: 'Add Code' })
    await expect(within(dialog).getByRole('textbox', { name: 'Passage' })).toHaveValue(ANSWER)
    await userEvent.type(within(dialog).getByRole('combobox', { name: 'Code' }), 'cold')
    await expect(await page.findByRole('option', { name: 'Cold coffee' })).toBeVisible()
    await expect(page.getByRole('option', { name: 'Create "cold"' })).toBeVisible()
    await userEvent.click(page.getByRole('option', { name: 'Cold coffee' }))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Code' }))
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ start: 0, end: ANSWER.length, code: { codeId: 'code-0' } }),
    )
  },
})

/** Code selection: the words selected with the mouse. */
export const Selection = meta.story({
  args: { initial: { start: 5, end: 20 } },
  play: async () => {
    const dialog = await page.findByRole('dialog', { name: 'Add Code' })
    await expect(within(dialog).getByRole('textbox', { name: 'Passage' })).toHaveValue(
      ANSWER.slice(5, 20),
    )
  },
})

/** A passage the answer does not hold is refused. */
export const NotPartOfTheAnswer = meta.story({
  play: async ({ args }) => {
    const dialog = await page.findByRole('dialog', { name: 'Add Code' })
    const passage = within(dialog).getByRole('textbox', { name: 'Passage' })
    await userEvent.clear(passage)
    await userEvent.type(passage, 'the warm coffee')
    await userEvent.type(within(dialog).getByRole('combobox', { name: 'Code' }), 'Temperature')
    await userEvent.click(await page.findByRole('option', { name: 'Create "Temperature"' }))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Code' }))
    await expect(
      await within(dialog).findByText('The passage must be part of the answer.'),
    ).toBeVisible()
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
})
