import preview from '../../.storybook/preview'
import { Badge, Button, Heading, Inline, Stack, Text } from '@/ui'

/** Stack (a column) and Inline (a wrapping row), with token gaps. */
const meta = preview.meta({ title: 'UI/Layout', component: Stack })

export const StackColumn = meta.story({
  render: () => (
    <Stack gap="md">
      <Heading level={2}>Project Details</Heading>
      <Text>BeanRunner - BeanRunner Express</Text>
      <Text tone="muted">Follow-up Intensity: 3/5 (Standard)</Text>
    </Stack>
  ),
})

export const InlineRow = meta.story({
  render: () => (
    <Inline gap="sm">
      <Button>Start Interview</Button>
      <Button variant="secondary">View Interview Results</Button>
      <Badge tone="success">Active</Badge>
    </Inline>
  ),
})

export const SpaceBetween = meta.story({
  render: () => (
    <Inline justify="space-between">
      <Text>The chat model and audio model the interviews use.</Text>
      <Button variant="secondary">Refresh Models</Button>
    </Inline>
  ),
})
