import { useState } from 'react'
import { FieldError, Input, Label, NumberField, Text, TextField } from 'react-aria-components'
import { setFaults } from '../faults/fault-settings'
import { formatLatency, parseFailOperations, parseLatency } from '../faults/fault-params'
import * as styles from './mock-controls.css'
import { Section } from './panel-parts'
import { useFaults } from './use-faults'

/**
 * Latency, error rate and failing operations. The text fields start from the current settings
 * (the panel remounts this section when the faults are cleared).
 */
export function FaultsSection() {
  const faults = useFaults()
  // The text fields keep what is typed, even when it cannot be read yet; a readable value
  // applies at once.
  const [latencyText, setLatencyText] = useState(() => formatLatency(faults.latency))
  const [failText, setFailText] = useState(() => faults.failOperations.join(', '))
  const latency = parseLatency(latencyText)
  const failing = parseFailOperations(failText)

  return (
    <Section title="Faults">
      <TextField
        className={styles.field}
        value={latencyText}
        isInvalid={'problem' in latency}
        onChange={(text) => {
          setLatencyText(text)
          const parsed = parseLatency(text)
          if ('value' in parsed) setFaults({ latency: parsed.value })
        }}
      >
        <Label className={styles.label}>Latency (ms)</Label>
        <Input className={styles.input} />
        <Text slot="description" className={styles.hint}>
          A number (200) or a range (100-800). Empty: the mock&apos;s usual latency.
        </Text>
        <FieldError className={styles.error}>
          {'problem' in latency ? latency.problem : null}
        </FieldError>
      </TextField>
      <NumberField
        className={styles.field}
        value={faults.errorRate}
        minValue={0}
        maxValue={1}
        step={0.05}
        formatOptions={{ style: 'percent', maximumFractionDigits: 1 }}
        onChange={(value) => setFaults({ errorRate: Number.isNaN(value) ? 0 : value })}
      >
        <Label className={styles.label}>Error rate</Label>
        <Input className={styles.input} />
        <Text slot="description" className={styles.hint}>
          Share of API calls answered with 500 internal_error.
        </Text>
      </NumberField>
      <TextField
        className={styles.field}
        value={failText}
        isInvalid={failing.problem !== undefined}
        onChange={(text) => {
          setFailText(text)
          setFaults({ failOperations: parseFailOperations(text).value })
        }}
      >
        <Label className={styles.label}>Failing operations</Label>
        <Input className={styles.input} />
        <Text slot="description" className={styles.hint}>
          operationIds from openapi.yaml, comma-separated (listProjects, getProfile). They answer
          500.
        </Text>
        <FieldError className={styles.error}>{failing.problem}</FieldError>
      </TextField>
    </Section>
  )
}
