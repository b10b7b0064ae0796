import { useState } from 'react'
import {
  Button,
  Dialog,
  DialogTrigger,
  Heading,
  Modal,
  ModalOverlay,
  Text,
} from 'react-aria-components'
import { clearFaults, hasFaults } from '../faults/fault-settings'
import type { ScenarioName } from '../scenarios'
import { DemoDataSection } from './demo-data-section'
import { FaultsSection } from './faults-section'
import { HybridTable } from './hybrid-table'
import * as styles from './mock-controls.css'
import { Section, useFaults } from './panel-parts'
import { SocketSection } from './socket-section'

export interface MockControlsProps {
  /** Shown once at the top of the page until dismissed (e.g. the data had to be reset). */
  notice?: string | null
  /** Replaces the data with the seed (and the stored copy). */
  onResetData: () => Promise<void>
  /** Runs after a reset, whose data the app's state no longer matches. Default: reload the page. */
  reload?: () => void
  /** Whether the settings and the data outlive a reload (the panel says so). */
  persisted?: boolean
  /** The scenario the data started from (mocks/scenarios). */
  scenario?: ScenarioName
  /** Makes `scenario` the data (reseeds it, now or at the reload that follows). */
  onChooseScenario?: (scenario: ScenarioName) => Promise<void>
  /** Hybrid mode: show which operations are live and which mocked, with an override each. */
  hybrid?: boolean
}

/**
 * The mock's own controls (mock mode only; not part of the app): a button at the bottom of the
 * page opens a dialog to inject faults, flip the server's switches and reset the demo data.
 * Every change applies at once.
 */
export function MockControls({
  notice = null,
  onResetData,
  reload,
  persisted = false,
  scenario = 'demo',
  onChooseScenario,
  hybrid = false,
}: MockControlsProps) {
  const faults = useFaults()
  const [shownNotice, setShownNotice] = useState(notice)
  return (
    <>
      {shownNotice !== null && (
        <div role="alert" className={styles.notice}>
          <span>{shownNotice}</span>
          <Button className={styles.button} onPress={() => setShownNotice(null)}>
            Dismiss
          </Button>
        </div>
      )}
      <div className={styles.dock}>
        <DialogTrigger>
          <Button className={styles.toggle}>Mock controls</Button>
          <ModalOverlay isDismissable className={styles.overlay}>
            <Modal className={styles.modal}>
              <Dialog className={styles.dialog}>
                {({ close }) => (
                  <ControlsPanel
                    close={close}
                    persisted={persisted}
                    scenario={scenario}
                    onChooseScenario={onChooseScenario}
                    hybrid={hybrid}
                    onResetData={onResetData}
                    reload={reload ?? (() => window.location.reload())}
                  />
                )}
              </Dialog>
            </Modal>
          </ModalOverlay>
        </DialogTrigger>
        {hasFaults(faults) && <span className={styles.faultsOn}>Faults on</span>}
      </div>
    </>
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
