import { expect } from 'storybook/test'
import preview from '../../.storybook/preview'
import { Heading, Stack, Text } from '@/ui'

const meta = preview.meta({
  title: 'UI/Typography',
  component: Text,
  args: { children: 'Thank you for sharing your thoughts on NetNest Home Setup!' },
})

export const Body = meta.story({})

export const Tones = meta.story({
  render: () => (
    <Stack gap="sm">
      <Text>Default</Text>
      <Text tone="muted">Muted: No projects created yet.</Text>
      <Text tone="danger">Danger: Failed to load projects</Text>
      <Text tone="success">Success: Model selection saved</Text>
      <Text tone="warning">Warning: shown once</Text>
    </Stack>
  ),
})

export const SizesAndWeights = meta.story({
  render: () => (
    <Stack gap="sm">
      <Text size="xs">Extra small</Text>
      <Text size="sm" weight="medium">
        Small, medium weight
      </Text>
      <Text size="lg" weight="semibold">
        Large, semibold
      </Text>
      <Text mono>prompts/interviewer/interviewer.system.prompt1.txt</Text>
    </Stack>
  ),
})

export const Headings = meta.story({
  render: () => (
    <Stack gap="sm">
      <Heading level={1}>Welcome, Ada!</Heading>
      <Heading level={2}>Projects</Heading>
      <Heading level={3}>Interview Summary</Heading>
      <Heading level={4}>Project Details</Heading>
      <Heading level={2} size="xl">
        BeanRunner - BeanRunner Express
      </Heading>
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome, Ada!')
  },
})
