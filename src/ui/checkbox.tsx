import type { ReactNode } from 'react'
import {
  CheckboxButton,
  CheckboxField,
  Text,
  composeRenderProps,
  type CheckboxFieldProps as RACCheckboxFieldProps,
} from 'react-aria-components'
import * as styles from './choice.css'
import { CheckIcon, MinusIcon } from './icons'
import { cx } from './utils'

/** RAC 1.22 splits a checkbox into CheckboxField (with a description slot) and CheckboxButton. */
export interface CheckboxProps extends Omit<RACCheckboxFieldProps, 'children'> {
  /** The label. */
  children?: ReactNode
  /** A line under the label, announced as the checkbox's description. */
  description?: ReactNode
}

export function Checkbox({ children, description, className, ...props }: CheckboxProps) {
  return (
    <CheckboxField
      {...props}
      className={composeRenderProps(className, (own) => cx(styles.choiceField, own))}
    >
      <CheckboxButton className={styles.choiceButton}>
        {({ isSelected, isIndeterminate }) => (
          <>
            <span className={styles.checkbox} aria-hidden="true">
              {isIndeterminate ? <MinusIcon /> : isSelected ? <CheckIcon /> : null}
            </span>
            {children}
          </>
        )}
      </CheckboxButton>
      {description != null && (
        <Text slot="description" className={styles.choiceDescription}>
          {description}
        </Text>
      )}
    </CheckboxField>
  )
}
