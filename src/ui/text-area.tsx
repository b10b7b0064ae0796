import type { ReactNode } from 'react'
import {
  TextArea as RACTextArea,
  TextField as RACTextField,
  composeRenderProps,
  type TextFieldProps as RACTextFieldProps,
} from 'react-aria-components'
import { FieldDescription, FieldErrorText, FieldLabel, type FieldErrorMessage } from './field'
import * as styles from './field.css'
import { cx } from './utils'

/** A multi-line text field (RAC TextField with a TextArea). */
export interface TextAreaProps extends Omit<RACTextFieldProps, 'children' | 'type'> {
  /** The visible label, which also names the textarea. Without it, pass `aria-label`. */
  label?: ReactNode
  description?: ReactNode
  /** @default the browser's validation message */
  errorMessage?: FieldErrorMessage
  placeholder?: string
  /** @default 4 */
  rows?: number
}

export function TextArea({
  label,
  description,
  errorMessage,
  placeholder,
  rows = 4,
  className,
  ...props
}: TextAreaProps) {
  return (
    <RACTextField
      {...props}
      className={composeRenderProps(className, (own) => cx(styles.field, own))}
    >
      {label != null && <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>}
      <RACTextArea className={styles.textArea} placeholder={placeholder} rows={rows} />
      {description != null && <FieldDescription>{description}</FieldDescription>}
      <FieldErrorText>{errorMessage}</FieldErrorText>
    </RACTextField>
  )
}
