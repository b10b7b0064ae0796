import { expect } from 'storybook/test'
import preview from '../../.storybook/preview'
import { Tab, TabList, TabPanel, Tabs, Text } from '@/ui'

const meta = preview.meta({
  title: 'UI/Tabs',
  component: Tabs,
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Interviews">
        <Tab id="completed">Completed</Tab>
        <Tab id="in-progress">In Progress</Tab>
      </TabList>
      <TabPanel id="completed">
        <Text>No interviews completed yet</Text>
      </TabPanel>
      <TabPanel id="in-progress">
        <Text>No interviews in progress</Text>
      </TabPanel>
    </Tabs>
  ),
})

export const FirstTab = meta.story({})

export const Switching = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'In Progress' }))
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('No interviews in progress')
  },
})

export const DisabledTab = meta.story({ args: { disabledKeys: ['in-progress'] } })
