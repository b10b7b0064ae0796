import type { ReactElement, ReactNode } from 'react'
import {
  Button as RACButton,
  ListBox,
  ListBoxItem,
  Popover,
  Select as RACSelect,
  SelectValue,
  composeRenderProps,
  type Key,
  type ListBoxItemProps,
  type SelectProps as RACSelectProps,
} from 'react-aria-components'
import { FieldParts, splitFieldProps, type FieldTextProps } from './field'
import { FocusReturn } from './focus-return'
import * as fieldStyles from './field.css'
import { CheckIcon, ChevronDownIcon } from './icons'
import * as listStyles from './popover.css'
import * as styles from './select.css'
import { cx } from './utils'

/** The simple option shape: screens map their records to it. */
export interface SelectOption {
  id: Key
  label: string
}

export interface SelectProps<T extends SelectOption = SelectOption>
  extends Omit<RACSelectProps<T>, 'children' | 'items'>, FieldTextProps {
  /** The options; each shows its `label` unless `children` renders it. */
  items?: Iterable<T>
  /** `SelectItem` elements, or a function rendering one per item of `items`. */
  children?: ReactNode | ((item: T) => ReactElement)
}

export function Select<T extends SelectOption = SelectOption>({
  items,
  children,
  className,
  ...props
}: SelectProps<T>) {
  const [parts, field] = splitFieldProps(props)
  return (
    <RACSelect
      {...field}
      className={composeRenderProps(className, (own) => cx(fieldStyles.field, own))}
    >
      <FieldParts {...parts}>
        <RACButton className={styles.trigger}>
          <SelectValue className={styles.value} />
          <ChevronDownIcon />
        </RACButton>
      </FieldParts>
      <Popover className={listStyles.popover}>
        <ListBox items={items} className={listStyles.list}>
          {children ?? ((item: T) => <SelectItem id={item.id}>{item.label}</SelectItem>)}
        </ListBox>
        <FocusReturn />
      </Popover>
    </RACSelect>
  )
}

export interface SelectItemProps<T extends object = object> extends Omit<
  ListBoxItemProps<T>,
  'children'
> {
  children: ReactNode
  /** Plain text for type-ahead when `children` is not a string. */
  textValue?: string
}

/** One option of a Select, with a check mark when selected. */
export function SelectItem<T extends object = object>({
  children,
  className,
  textValue,
  ...props
}: SelectItemProps<T>) {
  return (
    <ListBoxItem
      {...props}
      textValue={textValue ?? (typeof children === 'string' ? children : undefined)}
      className={composeRenderProps(className, (own) => cx(listStyles.item, own))}
    >
      <span className={listStyles.itemLabel}>{children}</span>
      <CheckIcon className={listStyles.itemCheck} />
    </ListBoxItem>
  )
}
