import type { ReactNode } from 'react'
import {
  Button as RACButton,
  Group,
  Input,
  NumberField as RACNumberField,
  composeRenderProps,
  type NumberFieldProps as RACNumberFieldProps,
} from 'react-aria-components'
import { FieldDescription, FieldErrorText, FieldLabel, type FieldErrorMessage } from './field'
import * as styles from './field.css'
import { ChevronDownIcon, ChevronUpIcon } from './icons'
import { cx } from './utils'

export interface NumberFieldProps extends Omit<RACNumberFieldProps, 'children'> {
  /** The visible label, which also names the input. Without it, pass `aria-label`. */
  label?: ReactNode
  description?: ReactNode
  /** @default the browser's validation message */
  errorMessage?: FieldErrorMessage
  placeholder?: string
}

export function NumberField({
  label,
  description,
  errorMessage,
  placeholder,
  className,
  ...props
}: NumberFieldProps) {
  return (
    <RACNumberField
      {...props}
      className={composeRenderProps(className, (own) => cx(styles.field, own))}
    >
      {label != null && <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>}
      <Group className={styles.group}>
        <Input className={styles.groupInput} placeholder={placeholder} />
        {/* RAC names these Increase and Decrease and keeps them out of the tab order. */}
        <div className={styles.stepper}>
          <RACButton slot="increment" className={styles.stepperButton}>
            <ChevronUpIcon />
          </RACButton>
          <RACButton slot="decrement" className={styles.stepperButton}>
            <ChevronDownIcon />
          </RACButton>
        </div>
      </Group>
      {description != null && <FieldDescription>{description}</FieldDescription>}
      <FieldErrorText>{errorMessage}</FieldErrorText>
    </RACNumberField>
  )
}
