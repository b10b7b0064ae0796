import type { ReactNode } from 'react'
import { FieldError, Label, Text, type ValidationResult } from 'react-aria-components'
import * as styles from './field.css'
import { RequiredMark } from './required-mark'

/** What a field shows under itself when invalid: text, or text computed from the validation. */
type FieldErrorMessage = ReactNode | ((validation: ValidationResult) => ReactNode)

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

function FieldErrorText({ children }: { children?: FieldErrorMessage }) {
  return <FieldError className={styles.fieldError}>{children}</FieldError>
}

/** What every field takes for the texts around its control. */
export interface FieldTextProps {
  /** The visible label, which also names the field. Without it, pass `aria-label`. */
  label?: ReactNode
  /** Help text under the control, announced with it. */
  description?: ReactNode
  /**
   * Shown under the control while the field is invalid (`isInvalid`, or a failed `validate` or
   * native constraint).
   * @default the browser's validation message
   */
  errorMessage?: FieldErrorMessage
}

/** The props of the parts around a field's control; `isRequired` marks the label. */
export interface FieldPartsProps extends FieldTextProps {
  isRequired?: boolean
}

/**
 * Splits a field's props into those of the parts around its control and those of the RAC field,
 * which keeps `isRequired` as well, since it also validates.
 */
export function splitFieldProps<P extends FieldPartsProps>(props: P) {
  const { label, description, errorMessage, ...field } = props
  return [{ label, description, errorMessage, isRequired: props.isRequired }, field] as const
}

/** The label, help text and error every field shows around its control, in that order. */
export function FieldParts({
  label,
  isRequired,
  description,
  errorMessage,
  children,
}: FieldPartsProps & { children: ReactNode }) {
  return (
    <>
      {label != null && <FieldLabel isRequired={isRequired}>{label}</FieldLabel>}
      {children}
      {description != null && <FieldDescription>{description}</FieldDescription>}
      <FieldErrorText>{errorMessage}</FieldErrorText>
    </>
  )
}
