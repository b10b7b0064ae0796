import { lazy, Suspense, useState } from 'react'
import { hasFaults } from '../faults/fault-settings'
import type { ScenarioName } from '../scenarios'
import * as styles from './mock-controls.css'
import { useFaults } from './use-faults'

const ControlsDialog = lazy(() => import('./controls-dialog'))

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
 * Every change applies at once. What shows before the dialog opens is plain HTML, so the
 * controls add no React Aria to the demo's start (./controls-dialog loads on the first press).
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
  const [isOpen, setOpen] = useState(false)
  return (
    <>
      {shownNotice !== null && (
        <div role="alert" className={styles.notice}>
          <span>{shownNotice}</span>
          <button type="button" className={styles.button} onClick={() => setShownNotice(null)}>
            Dismiss
          </button>
        </div>
      )}
      <div className={styles.dock}>
        <button
          type="button"
          className={styles.toggle}
          aria-haspopup="dialog"
          aria-expanded={isOpen}
          onClick={() => setOpen(true)}
        >
          Mock controls
        </button>
        {isOpen && (
          <Suspense fallback={null}>
            <ControlsDialog
              onClose={() => setOpen(false)}
              persisted={persisted}
              scenario={scenario}
              onChooseScenario={onChooseScenario}
              hybrid={hybrid}
              onResetData={onResetData}
              reload={reload ?? (() => window.location.reload())}
            />
          </Suspense>
        )}
        {hasFaults(faults) && <span className={styles.faultsOn}>Faults on</span>}
      </div>
    </>
  )
}
