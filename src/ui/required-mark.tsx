import * as styles from './field.css'

/** The asterisk after a required field's label, hidden from its name: the input says it. */
export function RequiredMark() {
  return (
    <span aria-hidden="true" className={styles.requiredMark}>
      *
    </span>
  )
}
