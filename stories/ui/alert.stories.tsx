import { expect } from 'storybook/test'
import preview from '../../.storybook/preview'
import { Alert, Button } from '@/ui'

const meta = preview.meta({
  title: 'UI/Alert',
  component: Alert,
  args: { children: 'Failed to load project members' },
})

export const Danger = meta.story({
  args: { tone: 'danger' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to load project members')
  },
})

export const Info = meta.story({
  args: { tone: 'info', role: 'status', children: 'Resumed your interview.' },
})

export const Success = meta.story({
  args: { tone: 'success', role: 'status', children: 'Profile updated successfully!' },
})

export const Warning = meta.story({
  args: { tone: 'warning', role: 'status', children: 'Share this password now: it is shown once.' },
})

/** The dashboard's configuration banner: a title, the message, and an action beside it. */
export const WithTitleAndAction = meta.story({
  args: {
    tone: 'danger',
    title: 'Configuration Error',
    children: 'The currently selected interviewer prompt file is missing or invalid.',
    action: <Button variant="danger">Fix Configuration</Button>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Fix Configuration' })).toBeVisible()
  },
})
