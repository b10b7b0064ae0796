import { useState } from 'react'
import {
  Button,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select,
  SelectValue,
  Text,
} from 'react-aria-components'
import { scenarios, type ScenarioName } from '../scenarios'
import {
  readDataSettings,
  setBrokenPrompt,
  setRegistrationEnabled,
  type DataSettings,
} from './data-settings'
import * as styles from './mock-controls.css'
import { Section, ToggleSwitch } from './panel-parts'

interface DemoDataSectionProps {
  scenario: ScenarioName
  onChooseScenario: ((scenario: ScenarioName) => Promise<void>) | undefined
  onResetData: () => Promise<void>
  reload: () => void
}

/** The scenario, the server's data switches and the reset: each change reloads or asks to. */
export function DemoDataSection({
  scenario,
  onChooseScenario,
  onResetData,
  reload,
}: DemoDataSectionProps) {
  const [data, setData] = useState<DataSettings>(readDataSettings)
  const [confirmingReset, setConfirmingReset] = useState(false)
  const [resetting, setResetting] = useState(false)

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
