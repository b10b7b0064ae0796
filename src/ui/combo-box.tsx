import type { ReactElement, ReactNode } from 'react'
import {
  Button as RACButton,
  ComboBox as RACComboBox,
  Input,
  ListBox,
  Popover,
  composeRenderProps,
  type ComboBoxProps as RACComboBoxProps,
} from 'react-aria-components'
import { FieldParts, splitFieldProps, type FieldTextProps } from './field'
import * as fieldStyles from './field.css'
import { ChevronDownIcon } from './icons'
import * as listStyles from './popover.css'
import * as styles from './combo-box.css'
import { SelectItem, type SelectOption } from './select'
import { cx } from './utils'

export interface ComboBoxProps<T extends SelectOption = SelectOption>
  extends Omit<RACComboBoxProps<T>, 'children' | 'items'>, FieldTextProps {
  /** The options; each shows its `label` unless `children` renders it. */
  items?: Iterable<T>
  /** `SelectItem` elements, or a function rendering one per item of `items`. */
  children?: ReactNode | ((item: T) => ReactElement)
  placeholder?: string
}

/**
 * A text input with a list of suggestions (RAC ComboBox). With `items`, the caller filters them
 * by its `inputValue` (and may add options such as 'Create …'); with `SelectItem` children,
 * the box filters them by their text.
 */
export function ComboBox<T extends SelectOption = SelectOption>({
  items,
  children,
  placeholder,
  className,
  ...props
}: ComboBoxProps<T>) {
  const [parts, field] = splitFieldProps(props)
  return (
    <RACComboBox
      {...field}
      items={items}
      className={composeRenderProps(className, (own) => cx(fieldStyles.field, own))}
    >
      <FieldParts {...parts}>
        <div className={styles.box}>
          <Input className={cx(fieldStyles.input, styles.input)} placeholder={placeholder} />
          <RACButton className={styles.button}>
            <ChevronDownIcon />
          </RACButton>
        </div>
      </FieldParts>
      <Popover className={listStyles.popover}>
        <ListBox className={listStyles.list}>
          {children ?? ((item: T) => <SelectItem id={item.id}>{item.label}</SelectItem>)}
        </ListBox>
      </Popover>
    </RACComboBox>
  )
}
