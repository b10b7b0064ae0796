import type { ReactNode } from 'react'
import {
  SwitchButton,
  SwitchField,
  Text,
  composeRenderProps,
  type SwitchFieldProps as RACSwitchFieldProps,
} from 'react-aria-components'
import * as styles from './choice.css'
import { cx } from './utils'

/** An on/off setting that applies at once (RAC's SwitchField, laid out like Checkbox). */
export interface SwitchProps extends Omit<RACSwitchFieldProps, 'children'> {
  /** The label. */
  children?: ReactNode
  /** A line under the label, announced as the switch's description. */
  description?: ReactNode
}

export function Switch({ children, description, className, ...props }: SwitchProps) {
  return (
    <SwitchField
      {...props}
      className={composeRenderProps(className, (own) => cx(styles.choiceField, own))}
    >
      <SwitchButton className={styles.choiceButton}>
        <span className={styles.switchTrack} aria-hidden="true">
          <span className={styles.switchThumb} />
        </span>
        {children}
      </SwitchButton>
      {description != null && (
        <Text slot="description" className={styles.choiceDescription}>
          {description}
        </Text>
      )}
    </SwitchField>
  )
}
