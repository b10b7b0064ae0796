import type { ReactNode } from 'react'
import {
  Button as RACButton,
  Input,
  SearchField as RACSearchField,
  composeRenderProps,
  type SearchFieldProps as RACSearchFieldProps,
} from 'react-aria-components'
import { FieldDescription, FieldLabel } from './field'
import * as styles from './field.css'
import { cx } from './utils'

export interface SearchFieldProps extends Omit<RACSearchFieldProps, 'children'> {
  /** The visible label, which also names the input. Without it, pass `aria-label`. */
  label?: ReactNode
  /** Help text under the input, announced with it. */
  description?: ReactNode
  placeholder?: string
}

/** A filter box: Escape or the clear button empties it (RAC SearchField behaviour). */
export function SearchField({
  label,
  description,
  placeholder,
  className,
  ...props
}: SearchFieldProps) {
  return (
    <RACSearchField
      {...props}
      className={composeRenderProps(className, (own) => cx(styles.field, styles.search, own))}
    >
      {label != null && <FieldLabel>{label}</FieldLabel>}
      <div className={styles.searchBox}>
        <Input className={cx(styles.input, styles.searchInput)} placeholder={placeholder} />
        <RACButton className={styles.searchClear} aria-label="Clear search">
          ×
        </RACButton>
      </div>
      {description != null && <FieldDescription>{description}</FieldDescription>}
    </RACSearchField>
  )
}
