import { useState } from 'react'
import { Button, Dialog, Heading, Modal, ModalOverlay, Text } from 'react-aria-components'
import { clearFaults } from '../faults/fault-settings'
import type { ScenarioName } from '../scenarios'
import { DemoDataSection } from './demo-data-section'
import { FaultsSection } from './faults-section'
import { HybridTable } from './hybrid-table'
import * as styles from './mock-controls.css'
import { Section } from './panel-parts'
import { SocketSection } from './socket-section'

export interface ControlsDialogProps extends Omit<ControlsPanelProps, 'close'> {
  onClose: () => void
}

/**
 * The Mock controls dialog, in a chunk of its own that loads when it is first opened: React
 * Aria and the panel's sections are most of the controls' code, and the demo's start has no
 * need of them (docs/architecture.md#demo-start). Escape, a click outside and Close close it;
 * focus goes back to the Mock controls button.
 */
export default function ControlsDialog({ onClose, ...panel }: ControlsDialogProps) {
  return (
    <ModalOverlay
      isOpen
      isDismissable
      onOpenChange={(open) => open || onClose()}
      className={styles.overlay}
    >
      <Modal className={styles.modal}>
        <Dialog className={styles.dialog}>
          {({ close }) => <ControlsPanel close={close} {...panel} />}
        </Dialog>
      </Modal>
    </ModalOverlay>
  )
}

interface ControlsPanelProps {
  close: () => void
  persisted: boolean
  scenario: ScenarioName
  onChooseScenario: ((scenario: ScenarioName) => Promise<void>) | undefined
  hybrid: boolean
  onResetData: () => Promise<void>
  reload: () => void
}

function ControlsPanel({
  close,
  persisted,
  scenario,
  onChooseScenario,
  hybrid,
  onResetData,
  reload,
}: ControlsPanelProps) {
  // Clearing the faults remounts their section, whose fields then start empty again.
  const [clears, setClears] = useState(0)
  return (
    <>
      <Heading slot="title" level={2} className={styles.title}>
        Mock controls
      </Heading>
      <Text className={styles.hint}>
        {persisted
          ? 'Mock mode only. Changes apply at once and are kept across reloads.'
          : 'Mock mode only. Changes apply at once, until the page reloads.'}
      </Text>

      {hybrid && (
        <Section title="Hybrid mode">
          <HybridTable />
        </Section>
      )}

      <FaultsSection key={clears} />
      <SocketSection />
      <div className={styles.row}>
        <Button
          className={styles.button}
          onPress={() => {
            clearFaults()
            setClears((count) => count + 1)
          }}
        >
          Clear faults
        </Button>
      </div>

      <DemoDataSection
        scenario={scenario}
        onChooseScenario={onChooseScenario}
        onResetData={onResetData}
        reload={reload}
      />

      <div className={styles.actions}>
        <Button className={styles.button} onPress={close}>
          Close
        </Button>
      </div>
    </>
  )
}
