import { Input, Label, NumberField, Text } from 'react-aria-components'
import { setFaults } from '../faults/fault-settings'
import * as styles from './mock-controls.css'
import { Section, ToggleSwitch } from './panel-parts'
import { useFaults } from './use-faults'

/** The interview socket's faults: a dropped connection and slow transcription. */
export function SocketSection() {
  const faults = useFaults()
  return (
    <Section title="Interview socket">
      <ToggleSwitch
        isSelected={faults.dropSocket}
        onChange={(dropSocket) => setFaults({ dropSocket })}
      >
        Drop the connection mid-answer (close 1011)
      </ToggleSwitch>
      <NumberField
        className={styles.field}
        value={faults.slowTranscriptionMs}
        minValue={0}
        maxValue={120_000}
        step={500}
        onChange={(value) => setFaults({ slowTranscriptionMs: Number.isNaN(value) ? 0 : value })}
      >
        <Label className={styles.label}>Slow transcription (ms)</Label>
        <Input className={styles.input} />
        <Text slot="description" className={styles.hint}>
          Delay before each answer&apos;s transcript, over the socket and over HTTP.
        </Text>
      </NumberField>
    </Section>
  )
}
