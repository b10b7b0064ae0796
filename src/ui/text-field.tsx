import type { ReactNode } from 'react'
import {
  Input,
  TextField as RACTextField,
  composeRenderProps,
  type TextFieldProps as RACTextFieldProps,
} from 'react-aria-components'
import { FieldDescription, FieldErrorText, FieldLabel, type FieldErrorMessage } from './field'
import * as styles from './field.css'
import { cx } from './utils'

export interface TextFieldProps extends Omit<RACTextFieldProps, 'children'> {
  /** The visible label, which also names the input. Without it, pass `aria-label`. */
  label?: ReactNode
  /** Help text under the input, announced with it. */
  description?: ReactNode
  /**
   * Shown under the input while the field is invalid (`isInvalid`, or a failed `validate` or
   * native constraint).
   * @default the browser's validation message
   */
  errorMessage?: FieldErrorMessage
  placeholder?: string
}

export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  className,
  ...props
}: TextFieldProps) {
  return (
    <RACTextField
      {...props}
      className={composeRenderProps(className, (own) => cx(styles.field, own))}
    >
      {label != null && <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>}
      <Input className={styles.input} placeholder={placeholder} />
      {description != null && <FieldDescription>{description}</FieldDescription>}
      <FieldErrorText>{errorMessage}</FieldErrorText>
    </RACTextField>
  )
}
