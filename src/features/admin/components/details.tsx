import { Fragment, type ReactNode } from 'react'
import * as styles from './admin-panel.css'

export interface DetailItem {
  term: string
  value: ReactNode
}

/** Label / value pairs as a description list. */
export function Details({ items }: { items: readonly DetailItem[] }) {
  return (
    <dl className={styles.details}>
      {items.map((item) => (
        <Fragment key={item.term}>
          <dt className={styles.term}>{item.term}</dt>
          <dd className={styles.definition}>{item.value}</dd>
        </Fragment>
      ))}
    </dl>
  )
}
