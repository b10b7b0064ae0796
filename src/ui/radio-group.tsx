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
import { FieldParts, splitFieldProps, type FieldTextProps } from './field'
import { cx } from './utils'

export interface RadioGroupProps extends Omit<RACRadioGroupProps, 'children'>, FieldTextProps {
  /** `Radio` elements. */
  children?: ReactNode
}

export function RadioGroup({ children, className, ...props }: RadioGroupProps) {
  const [parts, field] = splitFieldProps(props)
  return (
    <RACRadioGroup
      {...field}
      className={composeRenderProps(className, (own) => cx(styles.group, own))}
    >
      <FieldParts {...parts}>
        <div className={styles.groupItems}>{children}</div>
      </FieldParts>
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
