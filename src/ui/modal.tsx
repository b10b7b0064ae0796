import type { ReactNode } from 'react'
import {
  Dialog,
  Heading,
  Modal as RACModal,
  ModalOverlay,
  type ModalOverlayProps as RACModalOverlayProps,
} from 'react-aria-components'
import { Button } from './button'
import { FocusReturn } from './focus-return'
import { CloseIcon } from './icons'
import * as styles from './modal.css'
import { keyboardScrollable } from './keyboard-scrollable'
import { cx } from './utils'

/** Modal content: nodes, or a function given `close` (e.g. for a Cancel button). */
type ModalContent = ReactNode | ((dialog: { close: () => void }) => ReactNode)

export interface ModalProps extends Omit<RACModalOverlayProps, 'children' | 'className'> {
  /** The heading at the top, which also names the dialog. */
  title: ReactNode
  children?: ModalContent
  /** Actions at the bottom (Save, Cancel). */
  footer?: ModalContent
  /**
   * Width: `sm` for confirmations, `md` for forms, `lg` for the admin panel and results.
   * @default 'md'
   */
  size?: 'sm' | 'md' | 'lg'
  /**
   * Whether a click outside closes it. Escape and the header's Close button always do.
   * @default true
   */
  isDismissable?: boolean
  /**
   * `alertdialog` for confirmations that interrupt the user.
   * @default 'dialog'
   */
  role?: 'dialog' | 'alertdialog'
  /** Extra class for the dialog panel. */
  className?: string
  /** The id of the element describing the dialog (a confirmation's message). */
  'aria-describedby'?: string
}

/**
 * A modal dialog with a heading and a header close button named "Close". Open it with
 * `isOpen`/`onOpenChange`, or put it inside a `DialogTrigger` next to its trigger button.
 */
export function Modal({
  title,
  children,
  footer,
  size = 'md',
  isDismissable = true,
  role = 'dialog',
  className,
  'aria-describedby': describedBy,
  ...props
}: ModalProps) {
  return (
    <ModalOverlay {...props} isDismissable={isDismissable} className={styles.overlay}>
      <RACModal className={cx(styles.modal({ size }), className)}>
        <Dialog role={role} aria-describedby={describedBy} className={styles.dialog}>
          {({ close }) => (
            <>
              <FocusReturn />
              <header className={styles.header}>
                {/* Focusable by script only: focus returns to it when a dialog above closes and
                    took with it what had opened it (see FocusReturn). */}
                <Heading slot="title" tabIndex={-1} className={styles.title}>
                  {title}
                </Heading>
                <Button variant="ghost" size="sm" aria-label="Close" onPress={close}>
                  <CloseIcon />
                </Button>
              </header>
              <div ref={keyboardScrollable} className={styles.body}>
                {typeof children === 'function' ? children({ close }) : children}
              </div>
              {footer != null && (
                <footer className={styles.footer}>
                  {typeof footer === 'function' ? footer({ close }) : footer}
                </footer>
              )}
            </>
          )}
        </Dialog>
      </RACModal>
    </ModalOverlay>
  )
}
