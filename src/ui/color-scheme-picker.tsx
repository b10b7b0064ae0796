import { useId } from 'react'
import {
  colorSchemeActions,
  colorSchemeChoices,
  useColorScheme,
  type ColorSchemeChoice,
} from '@/lib/color-scheme'
import * as styles from './choice.css'
import * as fieldStyles from './field.css'
import { cx } from './utils'

const labels: Record<ColorSchemeChoice, string> = { light: 'Light', dark: 'Dark', system: 'System' }

export interface ColorSchemePickerProps {
  /** @default 'Theme' */
  label?: string
  /** @default 'horizontal' */
  orientation?: 'horizontal' | 'vertical'
  className?: string
}

/**
 * The theme choice (docs/product.md#root-shell): light, dark or system, saved for the next visit. It is in the
 * footer of the first screen, which loads before any react-aria code, so it is built on the
 * browser's own radio buttons: one name makes them a group that Tab enters at the checked one
 * and the arrow keys move through, choosing as they go. It looks like RadioGroup.
 */
export function ColorSchemePicker({
  label = 'Theme',
  orientation = 'horizontal',
  className,
}: ColorSchemePickerProps) {
  const { choice } = useColorScheme()
  const id = useId()
  return (
    <div
      role="radiogroup"
      aria-labelledby={`${id}-label`}
      aria-orientation={orientation}
      data-orientation={orientation}
      className={cx(styles.group, className)}
    >
      <span id={`${id}-label`} className={fieldStyles.label}>
        {label}
      </span>
      <div className={styles.groupItems}>
        {colorSchemeChoices.map((value) => (
          <label key={value} className={styles.choiceButton}>
            <input
              type="radio"
              name={id}
              value={value}
              checked={choice === value}
              onChange={() => colorSchemeActions.setChoice(value)}
              className={styles.nativeChoiceInput}
            />
            <span className={styles.radio} aria-hidden="true" />
            {labels[value]}
          </label>
        ))}
      </div>
    </div>
  )
}
