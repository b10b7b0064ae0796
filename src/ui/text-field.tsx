import {
  Input,
  TextField as RACTextField,
  composeRenderProps,
  type TextFieldProps as RACTextFieldProps,
} from 'react-aria-components'
import { FieldParts, splitFieldProps, type FieldTextProps } from './field'
import * as styles from './field.css'
import { cx } from './utils'

export interface TextFieldProps extends Omit<RACTextFieldProps, 'children'>, FieldTextProps {
  placeholder?: string
}

export function TextField({ placeholder, className, ...props }: TextFieldProps) {
  const [parts, field] = splitFieldProps(props)
  return (
    <RACTextField
      {...field}
      className={composeRenderProps(className, (own) => cx(styles.field, own))}
    >
      <FieldParts {...parts}>
        <Input className={styles.input} placeholder={placeholder} />
      </FieldParts>
    </RACTextField>
  )
}
