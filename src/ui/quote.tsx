import type { ReactNode } from 'react'
import * as styles from './quote.css'

export interface QuoteProps {
  /** The quoted words, as the interviewee gave them (their line breaks kept); none when lost. */
  text?: ReactNode
  /** Below the quote: where it comes from, a note, its actions. */
  children?: ReactNode
}

/** An interviewee's words set off by a rule: a figure holding the blockquote and its source. */
export function Quote({ text, children }: QuoteProps) {
  return (
    <figure className={styles.quote}>
      {text != null && <blockquote className={styles.text}>{text}</blockquote>}
      {children}
    </figure>
  )
}
