import { expect } from 'storybook/test'
import preview from '../../.storybook/preview'
import { Meter, ProgressBar, Spinner } from '@/ui'

/** Spinner (indeterminate), ProgressBar (known progress) and Meter (a level: microphone input). */
const meta = preview.meta({ title: 'UI/Progress', component: Spinner })

export const SpinnerHidden = meta.story({
  name: 'Spinner',
  args: { label: 'Loading projects' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Loading projects' })).toBeVisible()
  },
})

export const SpinnerWithLabel = meta.story({
  args: { label: 'Uploading your response...', showLabel: true, size: 'sm' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Uploading your response...')).toBeVisible()
  },
})

export const SpinnerLarge = meta.story({ args: { size: 'lg' } })

export const Progress = meta.story({
  render: () => <ProgressBar label="Questions answered" value={3} maxValue={6} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Questions answered' })).toHaveAttribute(
      'aria-valuenow',
      '3',
    )
  },
})

export const ProgressIndeterminate = meta.story({
  render: () => <ProgressBar label="Saving" isIndeterminate />,
})

export const InputLevel = meta.story({
  render: () => <Meter label="Input level" value={45} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('meter', { name: 'Input level' })).toHaveAttribute(
      'aria-valuenow',
      '45',
    )
  },
})
