import type { ReactNode } from 'react'
import * as styles from './choice.css'
import { CheckIcon } from './icons'

export interface NativeCheckboxProps {
  /** The label. */
  children: ReactNode
  isSelected: boolean
  onChange: (isSelected: boolean) => void
  /** @default false */
  isRequired?: boolean
}

/**
 * Checkbox's look on the browser's own checkbox, for a screen that loads before any react-aria
 * code (a participant link's consent): the label around it names it, Space ticks it, and the
 * input lies transparent over the whole label so a click anywhere on it lands on the input, as
 * ColorSchemePicker's radios do.
 */
export function NativeCheckbox({
  children,
  isSelected,
  onChange,
  isRequired = false,
}: NativeCheckboxProps) {
  return (
    <label className={styles.choiceButton}>
      <input
        type="checkbox"
        checked={isSelected}
        required={isRequired}
        onChange={(event) => onChange(event.currentTarget.checked)}
        className={styles.nativeChoiceInput}
      />
      <span className={styles.checkbox} aria-hidden="true">
        {isSelected && <CheckIcon />}
      </span>
      {children}
    </label>
  )
}
