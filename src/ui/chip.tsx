import type { ReactNode } from 'react'
import { Button } from './button'
import * as styles from './chip.css'
import { CloseIcon } from './icons'

export interface ChipProps {
  /** What the chip names: a label, with a swatch or a note beside it. */
  children: ReactNode
  /** The remove button's name ('Remove code Pricing'). */
  removeLabel: string
  onRemove: () => void
  /** 'li' in a list of chips. @default 'span' */
  as?: 'span' | 'li'
}

/** A removable tag (a code on an answer): its label, then a small close button. */
export function Chip({ children, removeLabel, onRemove, as: Element = 'span' }: ChipProps) {
  return (
    <Element className={styles.chip}>
      {children}
      <Button
        variant="ghost"
        size="sm"
        className={styles.remove}
        aria-label={removeLabel}
        onPress={onRemove}
      >
        <CloseIcon />
      </Button>
    </Element>
  )
}
