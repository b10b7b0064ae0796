import type { ReactNode } from 'react'
import {
  CheckboxGroup as RACCheckboxGroup,
  composeRenderProps,
  type CheckboxGroupProps as RACCheckboxGroupProps,
} from 'react-aria-components'
import * as styles from './choice.css'
import { FieldParts, splitFieldProps, type FieldTextProps } from './field'
import { cx } from './utils'

export interface CheckboxGroupProps
  extends Omit<RACCheckboxGroupProps, 'children'>, FieldTextProps {
  /** `Checkbox` elements, each with a `value`. */
  children?: ReactNode
}

export function CheckboxGroup({ children, className, ...props }: CheckboxGroupProps) {
  const [parts, field] = splitFieldProps(props)
  return (
    <RACCheckboxGroup
      {...field}
      className={composeRenderProps(className, (own) => cx(styles.group, own))}
    >
      <FieldParts {...parts}>
        <div className={styles.groupItems}>{children}</div>
      </FieldParts>
    </RACCheckboxGroup>
  )
}
