import { useId, useState, type FormEvent, type InputHTMLAttributes } from 'react'
import * as styles from './field.css'
import { RequiredMark } from './required-mark'

export interface NativeTextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange' | 'required' | 'className' | 'id'
> {
  /** The visible label, which names the input. */
  label: string
  value: string
  onChange: (value: string) => void
  /** @default false */
  isRequired?: boolean
}

/**
 * A text field on the browser's own input, for the first screen (Sign In), which loads before
 * any react-aria code: the label, the required mark and the validation messages look and behave
 * like TextField's. A failed submit shows the browser's message under the field instead of its
 * bubble, and the message follows the value until the field is valid again.
 */
export function NativeTextField({
  label,
  value,
  onChange,
  isRequired = false,
  ...props
}: NativeTextFieldProps) {
  const id = useId()
  const errorId = `${id}-error`
  const [error, setError] = useState<string | null>(null)

  function onInvalid(event: FormEvent<HTMLInputElement>) {
    const input = event.currentTarget
    event.preventDefault()
    setError(input.validationMessage)
    // Cancelling the bubble also cancels the browser's focus move: the first invalid field
    // of the form takes the focus, as it would without this handler (a fieldset around
    // invalid fields is :invalid too, hence the element names).
    if (input.form?.querySelector(':is(input, select, textarea):invalid') === input) input.focus()
  }

  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {isRequired && <RequiredMark />}
      </label>
      <input
        {...props}
        id={id}
        className={styles.input}
        value={value}
        required={isRequired}
        aria-invalid={error !== null || undefined}
        aria-describedby={error !== null ? errorId : undefined}
        onInvalid={onInvalid}
        onChange={(event) => {
          const input = event.currentTarget
          onChange(input.value)
          if (error !== null) setError(input.validity.valid ? null : input.validationMessage)
        }}
      />
      {error !== null && (
        <span id={errorId} className={styles.fieldError}>
          {error}
        </span>
      )}
    </div>
  )
}
