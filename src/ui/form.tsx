import { Form as RACForm, type FormProps as RACFormProps } from 'react-aria-components'
import type { SpaceToken } from '@/styles/tokens'
import * as styles from './layout.css'
import { cx } from './utils'

export interface FormProps extends RACFormProps {
  /** Space between fields. @default 'lg' */
  gap?: SpaceToken
}

/** RAC's Form (native validation, server errors via `validationErrors`) laid out as a column. */
export function Form({ gap = 'lg', className, ...props }: FormProps) {
  return <RACForm {...props} className={cx(styles.stack, styles.gap[gap], className)} />
}
