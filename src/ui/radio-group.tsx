import type { ReactNode } from 'react'
import {
  RadioButton,
  RadioField,
  RadioGroup as RACRadioGroup,
  Text,
  composeRenderProps,
  type RadioFieldProps as RACRadioFieldProps,
  type RadioGroupProps as RACRadioGroupProps,
} from 'react-aria-components'
import * as styles from './choice.css'
import { FieldDescription, FieldErrorText, FieldLabel, type FieldErrorMessage } from './field'
import { cx } from './utils'

export interface RadioGroupProps extends Omit<RACRadioGroupProps, 'children'> {
  /** The group's visible label. Without it, pass `aria-label`. */
  label?: ReactNode
  description?: ReactNode
  /** @default the browser's validation message */
  errorMessage?: FieldErrorMessage
  /** `Radio` elements. */
  children?: ReactNode
}

export function RadioGroup({
  label,
  description,
  errorMessage,
  children,
  className,
  ...props
}: RadioGroupProps) {
  return (
    <RACRadioGroup
      {...props}
      className={composeRenderProps(className, (own) => cx(styles.group, own))}
    >
      {label != null && <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>}
      <div className={styles.groupItems}>{children}</div>
      {description != null && <FieldDescription>{description}</FieldDescription>}
      <FieldErrorText>{errorMessage}</FieldErrorText>
    </RACRadioGroup>
  )
}

/** RAC 1.22 splits a radio into RadioField (with a description slot) and RadioButton. */
export interface RadioProps extends Omit<RACRadioFieldProps, 'children'> {
  /** The label. */
  children?: ReactNode
  /** A line under the label (a prompt file's path, a model's note), announced as its description. */
  description?: ReactNode
}

export function Radio({ children, description, className, ...props }: RadioProps) {
  return (
    <RadioField
      {...props}
      className={composeRenderProps(className, (own) => cx(styles.choiceField, own))}
    >
      <RadioButton className={styles.choiceButton}>
        <span className={styles.radio} aria-hidden="true" />
        {children}
      </RadioButton>
      {description != null && (
        <Text slot="description" className={styles.choiceDescription}>
          {description}
        </Text>
      )}
    </RadioField>
  )
}
