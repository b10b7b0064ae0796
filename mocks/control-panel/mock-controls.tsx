import { useId, useState, useSyncExternalStore, type ReactNode } from 'react'
import {
  Button,
  Dialog,
  DialogTrigger,
  FieldError,
  Heading,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Modal,
  ModalOverlay,
  NumberField,
  Popover,
  Select,
  SelectValue,
  Switch,
  Text,
  TextField,
} from 'react-aria-components'
import { clearFaults, faultSettings, hasFaults, onFaultsChange, setFaults } from '../faults'
import { formatLatency, parseFailOperations, parseLatency } from '../fault-params'
import {
  readDataSettings,
  setBrokenPrompt,
  setRegistrationEnabled,
  type DataSettings,
} from './data-settings'
import { HybridTable } from './hybrid-table'
import * as styles from './mock-controls.css'
import { scenarios, type ScenarioName } from '../scenarios'

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

const useFaults = () => useSyncExternalStore(onFaultsChange, faultSettings)

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
  const faults = useFaults()
  // The text fields keep what is typed, even when it cannot be read yet; a readable value
  // applies at once.
  const [latencyText, setLatencyText] = useState(() => formatLatency(faults.latency))
  const [failText, setFailText] = useState(() => faults.failOperations.join(', '))
  const [data, setData] = useState<DataSettings>(readDataSettings)
  const [confirmingReset, setConfirmingReset] = useState(false)
  const [resetting, setResetting] = useState(false)
  const latency = parseLatency(latencyText)
  const failing = parseFailOperations(failText)

  async function changeData(change: Promise<void>) {
    await change
    setData(readDataSettings())
  }

  async function reset() {
    setResetting(true)
    try {
      await onResetData()
    } finally {
      setResetting(false)
    }
    reload()
  }

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
      <div className={styles.row}>
        <Button
          className={styles.button}
          onPress={() => {
            clearFaults()
            setLatencyText('')
            setFailText('')
          }}
        >
          Clear faults
        </Button>
      </div>

      <Section title="Demo data">
        {onChooseScenario && (
          <ScenarioSelect
            scenario={scenario}
            onChoose={async (chosen) => {
              await onChooseScenario(chosen)
              reload()
            }}
          />
        )}
        <ToggleSwitch
          isSelected={data.registrationEnabled}
          onChange={(enabled) => void changeData(setRegistrationEnabled(enabled))}
        >
          Registration enabled
        </ToggleSwitch>
        <ToggleSwitch
          isSelected={data.brokenPrompt}
          onChange={(broken) => void changeData(setBrokenPrompt(broken))}
        >
          Broken interviewer prompt
        </ToggleSwitch>
        <Text className={styles.hint}>The app reads these when it loads: reload to see them.</Text>
        {confirmingReset ? (
          <div className={styles.row}>
            <Text>Replace every change with the seed data? The page reloads.</Text>
            <Button
              className={styles.dangerButton}
              isDisabled={resetting}
              onPress={() => void reset()}
            >
              Yes, reset
            </Button>
            <Button
              className={styles.button}
              isDisabled={resetting}
              onPress={() => setConfirmingReset(false)}
            >
              Cancel
            </Button>
          </div>
        ) : (
          <div className={styles.row}>
            <Button className={styles.dangerButton} onPress={() => setConfirmingReset(true)}>
              Reset demo data
            </Button>
          </div>
        )}
      </Section>

      <div className={styles.actions}>
        <Button className={styles.button} onPress={close}>
          Close
        </Button>
      </div>
    </>
  )
}

/** The scenario select: choosing one reseeds the data with it and reloads the page. */
function ScenarioSelect({
  scenario,
  onChoose,
}: {
  scenario: ScenarioName
  onChoose: (scenario: ScenarioName) => Promise<void>
}) {
  const [busy, setBusy] = useState(false)
  return (
    <Select
      className={styles.field}
      selectedKey={scenario}
      isDisabled={busy}
      onSelectionChange={(key) => {
        const chosen = Object.keys(scenarios).find((name) => name === key) as
          ScenarioName | undefined
        if (!chosen || chosen === scenario) return
        setBusy(true)
        void onChoose(chosen).finally(() => setBusy(false))
      }}
    >
      <Label className={styles.label}>Scenario</Label>
      <Button className={styles.selectButton}>
        <SelectValue />
      </Button>
      <Text slot="description" className={styles.hint}>
        {scenarios[scenario].description} Choosing another replaces the data and reloads.
      </Text>
      <Popover className={styles.popover}>
        <ListBox className={styles.listBox}>
          {Object.entries(scenarios).map(([name, definition]) => (
            <ListBoxItem key={name} id={name} className={styles.option}>
              {definition.title}
            </ListBoxItem>
          ))}
        </ListBox>
      </Popover>
    </Select>
  )
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId()
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h3 id={id} className={styles.sectionTitle}>
        {title}
      </h3>
      {children}
    </section>
  )
}

function ToggleSwitch({
  isSelected,
  onChange,
  children,
}: {
  isSelected: boolean
  onChange: (selected: boolean) => void
  children: ReactNode
}) {
  return (
    <Switch className={styles.switchRoot} isSelected={isSelected} onChange={onChange}>
      <span className={styles.switchTrack} aria-hidden="true">
        <span className={styles.switchThumb} />
      </span>
      {children}
    </Switch>
  )
}
