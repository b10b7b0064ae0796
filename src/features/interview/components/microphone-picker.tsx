import { useEffect, useState } from 'react'
import { DEFAULT_DEVICE_ID, MICROPHONE_MESSAGES } from '@/lib/microphones'
import { Alert, Button, Inline, Modal, Radio, RadioGroup, Spinner, Stack, Text } from '@/ui'
import { useInterview } from '../interview-store'
import { microphoneActions, useMicrophones } from '../microphone-store'

/**
 * The dialog's content, mounted each time it opens: reads the devices and starts from the
 * microphone in use. The choice applies with the confirm button, so arrowing through the radios
 * changes nothing yet.
 */
function PickerBody({ close }: { close: () => void }) {
  const { deviceId } = useInterview()
  const { devices, loading, busy, notice } = useMicrophones()
  const [selected, setSelected] = useState<string | null>(deviceId ?? DEFAULT_DEVICE_ID)

  useEffect(() => {
    // An older notice (a test's result) is not about this choice.
    microphoneActions.dismissNotice()
    void microphoneActions.refresh()
  }, [])

  async function apply() {
    if (selected !== null && (await microphoneActions.change(selected))) close()
  }

  return (
    <Stack gap="lg">
      {loading && devices.length === 0 ? (
        <Spinner label="Loading microphones" showLabel />
      ) : devices.length === 0 ? (
        <Text>{MICROPHONE_MESSAGES.notFound}</Text>
      ) : (
        <RadioGroup
          label="Audio input devices"
          value={selected}
          onChange={setSelected}
          isDisabled={busy}
        >
          {devices.map((device) => (
            <Radio key={device.deviceId} value={device.deviceId}>
              {device.label}
            </Radio>
          ))}
        </RadioGroup>
      )}
      {notice?.tone === 'danger' && (
        <Alert tone="danger" title={notice.title}>
          {notice.detail}
        </Alert>
      )}
      <Inline gap="sm" justify="flex-end">
        <Button variant="secondary" onPress={close}>
          Cancel
        </Button>
        <Button
          isDisabled={selected === null || devices.length === 0 || busy}
          onPress={() => void apply()}
        >
          Use Microphone
        </Button>
      </Inline>
    </Stack>
  )
}

/**
 * docs/product.md#interview microphone picker: the audio inputs, the default one named 'System Default'. Put it
 * inside a DialogTrigger beside its button.
 */
export function MicrophonePicker() {
  return (
    <Modal title="Select Microphone" size="sm">
      {({ close }) => <PickerBody close={close} />}
    </Modal>
  )
}
