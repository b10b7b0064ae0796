import type { ReactNode } from 'react'
import {
  CheckboxGroup as RACCheckboxGroup,
  composeRenderProps,
  type CheckboxGroupProps as RACCheckboxGroupProps,
} from 'react-aria-components'
import * as styles from './choice.css'
import { FieldDescription, FieldErrorText, FieldLabel, type FieldErrorMessage } from './field'
import { cx } from './utils'

export interface CheckboxGroupProps extends Omit<RACCheckboxGroupProps, 'children'> {
  /** The group's visible label. Without it, pass `aria-label`. */
  label?: ReactNode
  description?: ReactNode
  /** @default the browser's validation message */
  errorMessage?: FieldErrorMessage
  /** `Checkbox` elements, each with a `value`. */
  children?: ReactNode
}

export function CheckboxGroup({
  label,
  description,
  errorMessage,
  children,
  className,
  ...props
}: CheckboxGroupProps) {
  return (
    <RACCheckboxGroup
      {...props}
      className={composeRenderProps(className, (own) => cx(styles.group, own))}
    >
      {label != null && <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>}
      <div className={styles.groupItems}>{children}</div>
      {description != null && <FieldDescription>{description}</FieldDescription>}
      <FieldErrorText>{errorMessage}</FieldErrorText>
    </RACCheckboxGroup>
  )
}
