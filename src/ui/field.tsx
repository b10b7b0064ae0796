import type { ReactNode } from 'react'
import { FieldError, Label, Text, type ValidationResult } from 'react-aria-components'
import * as styles from './field.css'
import { RequiredMark } from './required-mark'

/** What a field shows under itself when invalid: text, or text computed from the validation. */
export type FieldErrorMessage = ReactNode | ((validation: ValidationResult) => ReactNode)

/** Label, description and error parts shared by every form field. */
export function FieldLabel({
  children,
  isRequired,
}: {
  children: ReactNode
  isRequired?: boolean
}) {
  return (
    <Label className={styles.label}>
      {children}
      {isRequired && <RequiredMark />}
    </Label>
  )
}

export function FieldDescription({ children }: { children: ReactNode }) {
  return (
    <Text slot="description" className={styles.description}>
      {children}
    </Text>
  )
}

export function FieldErrorText({ children }: { children?: FieldErrorMessage }) {
  return <FieldError className={styles.fieldError}>{children}</FieldError>
}
