import { useId, useSyncExternalStore, type ReactNode } from 'react'
import { Switch } from 'react-aria-components'
import { faultSettings, onFaultsChange } from '../faults/fault-settings'
import * as styles from './mock-controls.css'

/** The fault settings, re-rendering on every change (whoever made it). */
export const useFaults = () => useSyncExternalStore(onFaultsChange, faultSettings)

/** One titled part of the panel, announced by its title. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
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

export function ToggleSwitch({
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
