import { expect, userEvent, within } from 'storybook/test'
import preview from '../../.storybook/preview'
import { fixtureIds } from '../../fixtures/ids'
import { withFakeMicrophones, withFakeRecorder } from '../support/interview'
import { appScreen, openInterview, page, agreeAndStart } from '../support/screens'

/**
 * docs/product.md#interview sidebar microphone section and picker, with their docs/product.md#errors messages. The devices are fakes:
 * the system default, a named microphone and one without a label (named by its id's first 8
 * characters).
 */
const meta = preview.meta({
  title: 'Screens/Interview/Microphone',
  ...appScreen({ signedInAs: 'interviewee' }),
  beforeEach: [withFakeRecorder(), openInterview(fixtureIds.projects.network)],
})

const sidebar = () => page.getByRole('complementary', { name: 'Interview settings' })
const microphone = () => within(sidebar()).getByRole('region', { name: 'Microphone' })

async function start() {
  await agreeAndStart()
  await page.findByRole('heading', { level: 3, name: /Question 1$/ })
}

async function openPicker(): Promise<HTMLElement> {
  await start()
  await userEvent.click(within(microphone()).getByRole('button', { name: 'Change Microphone' }))
  return page.findByRole('dialog', { name: 'Select Microphone' })
}

async function testMic() {
  await start()
  await userEvent.click(within(microphone()).getByRole('button', { name: 'Test Mic' }))
}

export const Picker = meta.story({
  beforeEach: withFakeMicrophones(),
  play: async () => {
    const dialog = await openPicker()
    const devices = await within(dialog).findByRole('radiogroup', { name: 'Audio input devices' })
    await expect(within(devices).getByRole('radio', { name: 'System Default' })).toBeChecked()
    await expect(
      within(devices).getByRole('radio', { name: 'Studio Microphone' }),
    ).toBeInTheDocument()
    await expect(within(devices).getByRole('radio', { name: 'a1b2c3d4' })).toBeInTheDocument()
  },
})

export const MicrophoneChanged = meta.story({
  beforeEach: withFakeMicrophones(),
  play: async () => {
    const dialog = await openPicker()
    await userEvent.click(await within(dialog).findByRole('radio', { name: 'Studio Microphone' }))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Use Microphone' }))
    await expect(await within(microphone()).findByRole('status')).toHaveTextContent(
      'Microphone changed to Studio Microphone',
    )
    await expect(microphone()).toHaveTextContent('In useStudio Microphone')
  },
})

export const NoMicrophone = meta.story({
  beforeEach: withFakeMicrophones({ devices: [] }),
  play: async () => {
    const dialog = await openPicker()
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'No microphone found. Please connect a microphone.',
    )
    await expect(within(dialog).getByRole('button', { name: 'Use Microphone' })).toBeDisabled()
  },
})

/** Device names stay hidden until the permission is granted, and the user refuses it. */
export const PermissionDenied = meta.story({
  beforeEach: withFakeMicrophones({
    devices: [{ deviceId: '', label: '' }],
    refuse: 'NotAllowedError',
  }),
  play: async () => {
    await openPicker()
    await expect(await within(microphone()).findByRole('alert')).toHaveTextContent(
      'Microphone access denied. Please allow microphone access in your browser settings.',
    )
  },
})

export const ChangeFailed = meta.story({
  beforeEach: withFakeMicrophones({ refuse: 'NotReadableError' }),
  play: async () => {
    const dialog = await openPicker()
    await userEvent.click(await within(dialog).findByRole('radio', { name: 'Studio Microphone' }))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Use Microphone' }))
    const alert = await within(dialog).findByRole('alert')
    await expect(alert).toHaveTextContent('Failed to change microphone')
    await expect(alert).toHaveTextContent('Microphone error: Device busy')
  },
})

export const Testing = meta.story({
  beforeEach: withFakeMicrophones({ hang: true }),
  play: async () => {
    await testMic()
    await expect(await within(microphone()).findByRole('status')).toHaveTextContent(
      'Testing microphone access...',
    )
  },
})

export const TestSucceeded = meta.story({
  beforeEach: withFakeMicrophones(),
  play: async () => {
    await testMic()
    await expect(await within(microphone()).findByRole('status')).toHaveTextContent(
      /^Microphone test successful! Using: .+/,
    )
  },
})

export const TestDenied = meta.story({
  beforeEach: withFakeMicrophones({ refuse: 'NotAllowedError' }),
  play: async () => {
    await testMic()
    await expect(await within(microphone()).findByRole('alert')).toHaveTextContent(
      'Microphone test failed: Permission denied. Please allow microphone access in your browser.',
    )
  },
})

export const TestNoMicrophone = meta.story({
  beforeEach: withFakeMicrophones({ refuse: 'NotFoundError' }),
  play: async () => {
    await testMic()
    await expect(await within(microphone()).findByRole('alert')).toHaveTextContent(
      'Microphone test failed: No microphone found. Please connect a microphone.',
    )
  },
})

export const TestFailed = meta.story({
  beforeEach: withFakeMicrophones({ refuse: 'NotReadableError' }),
  play: async () => {
    await testMic()
    await expect(await within(microphone()).findByRole('alert')).toHaveTextContent(
      'Microphone test failed: Device busy',
    )
  },
})
