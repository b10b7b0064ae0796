import { expect } from 'storybook/test'
import preview from '../../.storybook/preview'
import { api } from '@/api/client'
import { connectInterviewSocket } from '@/api/interview-socket'
import { Stack, Text } from '@/ui'
import { overrides } from '../support/failures'
import { scenario } from '../support/scenario'

/**
 * The mock backend every story talks to: the app's handlers and interview socket, reseeded
 * before each story, with per-story overrides in front. These stories call the API directly to
 * prove it, in the Storybook UI and under the vitest addon alike.
 */
const meta = preview.meta({
  title: 'Mock/Backend',
  render: () => (
    <Stack gap="sm">
      <Text>This story calls the mock API from its play function.</Text>
      <Text tone="muted">The Interactions panel shows each check.</Text>
    </Stack>
  ),
})

export const HandlersReachEveryStory = meta.story({
  play: async () => {
    const { data } = await api.GET('/auth/config')
    await expect(data).toEqual({ registrationEnabled: true })
  },
})

export const SeededDataSignedIn = meta.story({
  parameters: scenario({ signedInAs: 'lead' }),
  play: async () => {
    const { data } = await api.GET('/projects')
    await expect(data?.map((project) => project.name)).toEqual([
      'BeanRunner morning delivery study',
    ])
  },
})

/** What an earlier story created is gone: each story starts from the seed. */
export const EachStoryStartsFromTheSeed = meta.story({
  parameters: scenario({ signedInAs: 'admin' }),
  play: async () => {
    const before = await api.GET('/users')
    const created = await api.POST('/users', {
      body: {
        email: 'seed-check@example.com',
        firstName: 'Seed',
        lastName: 'Check',
        role: 'interviewee',
        projectIds: [],
      },
    })
    await expect(created.data?.email).toBe('seed-check@example.com')
    const after = await api.GET('/users')
    await expect(after.data?.length).toBe((before.data?.length ?? 0) + 1)
  },
})

export const SeedOptionsApply = meta.story({
  parameters: scenario({ seed: { registrationEnabled: false } }),
  play: async () => {
    const { data } = await api.GET('/auth/config')
    await expect(data).toEqual({ registrationEnabled: false })
  },
})

/** The toolbar's Scenario (a global) picks the data: here the fresh install, only the admin. */
export const ScenarioGlobalApplies = meta.story({
  globals: { scenario: 'empty' },
  parameters: scenario({ signedInAs: 'admin' }),
  play: async () => {
    const users = await api.GET('/users')
    await expect(users.data?.map((user) => user.email)).toEqual(['admin@candor.test'])
    const projects = await api.GET('/projects')
    await expect(projects.data).toEqual([])
  },
})

export const OverridesApplyToOneStory = meta.story({
  parameters: scenario({ signedInAs: 'admin' }),
  beforeEach: overrides('projectsEmpty'),
  play: async () => {
    const { data } = await api.GET('/projects')
    await expect(data).toEqual([])
  },
})

export const InterviewSocket = meta.story({
  parameters: scenario({ signedInAs: 'interviewee' }),
  play: async () => {
    const started = await api.POST('/interviews', {
      body: { company: 'NetNest', product: 'NetNest Home Setup' },
    })
    const id = started.data?.id
    await expect(id).toBeTruthy()
    const socket = await connectInterviewSocket(id ?? '')
    await expect(socket.isOpen).toBe(true)
    socket.close()
  },
})
