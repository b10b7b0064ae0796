import { useId, type ReactNode } from 'react'
import { Switch } from 'react-aria-components'
import * as styles from './mock-controls.css'

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
