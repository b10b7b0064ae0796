import type { HTMLAttributes, ReactNode } from 'react'
import * as styles from './alert.css'
import { cx } from './utils'

/** No RAC counterpart: an inline message box. */
export interface AlertProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /**
   * `danger` for errors and the configuration banner, `info`, `success`, `warning`.
   * @default 'info'
   */
  tone?: 'danger' | 'info' | 'success' | 'warning'
  /** A bold first line. */
  title?: ReactNode
  /** A button beside the message (Fix Configuration). */
  action?: ReactNode
  /**
   * `alert` is announced at once when it appears; pass `status` for polite, non-urgent news.
   * @default 'alert'
   */
  role?: 'alert' | 'status'
}

export function Alert({
  tone = 'info',
  title,
  action,
  role = 'alert',
  className,
  children,
  ...props
}: AlertProps) {
  return (
    <div {...props} role={role} className={cx(styles.alert, styles.tone[tone], className)}>
      <div className={styles.content}>
        {title != null && <strong className={styles.title}>{title}</strong>}
        {children != null && <div>{children}</div>}
      </div>
      {action != null && <div className={styles.action}>{action}</div>}
    </div>
  )
}
