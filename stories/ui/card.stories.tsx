import { expect, fn } from 'storybook/test'
import preview from '../../.storybook/preview'
import { Badge, Button, Card, Inline, Text } from '@/ui'

const meta = preview.meta({
  title: 'UI/Card',
  component: Card,
  args: { title: 'Interview in Progress' },
})

export const Plain = meta.story({
  args: { children: <Text>BeanRunner - BeanRunner Express</Text> },
})

/** A project card: the title is the button that opens the project. */
export const Pressable = meta.story({
  args: {
    title: 'BeanRunner morning delivery study',
    onPress: fn(),
    children: (
      <Inline justify="space-between">
        <Text size="sm">BeanRunner - BeanRunner Express</Text>
        <Badge tone="success">Active</Badge>
      </Inline>
    ),
  },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'BeanRunner morning delivery study' }))
    await expect(args.onPress).toHaveBeenCalledOnce()
  },
})

export const WithActions = meta.story({
  args: {
    as: 'article',
    headingLevel: 2,
    children: <Text size="sm">Questions answered: 2 / 6</Text>,
    actions: (
      <>
        <Button>Resume Interview</Button>
        <Button variant="danger">Abandon</Button>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article', { name: 'Interview in Progress' })).toBeVisible()
  },
})
