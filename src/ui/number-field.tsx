import {
  Button as RACButton,
  Group,
  Input,
  NumberField as RACNumberField,
  composeRenderProps,
  type NumberFieldProps as RACNumberFieldProps,
} from 'react-aria-components'
import { FieldParts, splitFieldProps, type FieldTextProps } from './field'
import * as styles from './field.css'
import { ChevronDownIcon, ChevronUpIcon } from './icons'
import { cx } from './utils'

export interface NumberFieldProps extends Omit<RACNumberFieldProps, 'children'>, FieldTextProps {
  placeholder?: string
}

export function NumberField({ placeholder, className, ...props }: NumberFieldProps) {
  const [parts, field] = splitFieldProps(props)
  return (
    <RACNumberField
      {...field}
      className={composeRenderProps(className, (own) => cx(styles.field, own))}
    >
      <FieldParts {...parts}>
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
      </FieldParts>
    </RACNumberField>
  )
}
