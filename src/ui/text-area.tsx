import {
  TextArea as RACTextArea,
  TextField as RACTextField,
  composeRenderProps,
  type TextFieldProps as RACTextFieldProps,
} from 'react-aria-components'
import { FieldParts, splitFieldProps, type FieldTextProps } from './field'
import * as styles from './field.css'
import { cx } from './utils'

/** A multi-line text field (RAC TextField with a TextArea). */
export interface TextAreaProps
  extends Omit<RACTextFieldProps, 'children' | 'type'>, FieldTextProps {
  placeholder?: string
  /** @default 4 */
  rows?: number
}

export function TextArea({ placeholder, rows = 4, className, ...props }: TextAreaProps) {
  const [parts, field] = splitFieldProps(props)
  return (
    <RACTextField
      {...field}
      className={composeRenderProps(className, (own) => cx(styles.field, own))}
    >
      <FieldParts {...parts}>
        <RACTextArea className={styles.textArea} placeholder={placeholder} rows={rows} />
      </FieldParts>
    </RACTextField>
  )
}
