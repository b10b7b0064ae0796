import { expect, screen, waitFor, within } from 'storybook/test'
import preview from '../../.storybook/preview'
import { Button, toasts, type ToastContent } from '@/ui'

/**
 * The app's toast queue, shown by the ToastRegion every story has (bottom right). The interview
 * error toast stays until closed (docs/product.md#root-shell).
 */
function ToastDemo(content: ToastContent) {
  return <Button onPress={() => toasts.add(content)}>Show toast</Button>
}

const meta = preview.meta({ title: 'UI/Toast', component: ToastDemo })

export const Danger = meta.story({
  args: { title: 'Connection to server was lost', tone: 'danger' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }))
    const toast = await screen.findByRole('alertdialog')
    await expect(toast).toHaveTextContent('Connection to server was lost')
  },
})

export const WithDescription = meta.story({
  args: { title: 'Invited Ines Ibarra', description: 'An invitation was sent.', tone: 'success' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }))
    await expect(await screen.findByRole('alertdialog')).toHaveTextContent(
      'An invitation was sent.',
    )
  },
})

export const Dismissed = meta.story({
  args: { title: 'Failed to upload audio', tone: 'danger' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }))
    const toast = await screen.findByRole('alertdialog')
    await userEvent.click(within(toast).getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
  },
})
