import { useContext, useId, useRef, useState, type ReactNode } from 'react'
import { DialogTrigger, OverlayTriggerStateContext } from 'react-aria-components'
import { Button } from './button'
import { Modal, type ModalProps } from './modal'

export interface ConfirmDialogProps extends Omit<
  ModalProps,
  'children' | 'footer' | 'role' | 'size'
> {
  /** The question, e.g. 'Restart Interview?'. Names the dialog. */
  title: string
  /** What happens if the user confirms. */
  message: ReactNode
  /** The confirm button's text, e.g. 'Yes, Restart'. */
  confirmLabel: string
  /** @default 'Cancel' */
  cancelLabel?: string
  /**
   * The confirm button's style: `danger` for destructive actions.
   * @default 'danger'
   */
  tone?: 'danger' | 'primary'
  /**
   * Called on confirm. The dialog closes afterwards; a returned promise keeps the buttons busy
   * until it settles. Errors are the caller's to show (a toast, an alert).
   */
  onConfirm: () => void | Promise<void>
  /** Called when the user declines: the cancel button, Escape or the Close button. */
  onCancel?: () => void
  /**
   * Whether a click outside declines. Off: a stray click should not answer the question.
   * @default false
   */
  isDismissable?: boolean
}

/** A yes/no confirmation (Abandon, Delete, Reset Password, Restart Interview). */
export function ConfirmDialog({
  message,
  confirmLabel,
  cancelLabel = 'Cancel',
  tone = 'danger',
  onConfirm,
  onCancel,
  isOpen,
  onOpenChange,
  isDismissable = false,
  ...props
}: ConfirmDialogProps) {
  // Inside a DialogTrigger the open state is the trigger's; controlling the overlay with it
  // lets every way of closing pass through onOpenChange below, so onCancel never misses one.
  // Only when uncontrolled: nested in a Modal, the context is the outer Modal's state, and a
  // controlled confirmation must not close its parent.
  const context = useContext(OverlayTriggerStateContext)
  const trigger = isOpen === undefined ? context : null
  const confirmed = useRef(false)
  const [pending, setPending] = useState(false)

  const messageId = useId()

  function changeOpen(open: boolean) {
    if (!open && !confirmed.current) onCancel?.()
    onOpenChange?.(open)
    trigger?.setOpen(open)
  }

  async function confirm(close: () => void) {
    confirmed.current = true
    setPending(true)
    try {
      await onConfirm()
    } finally {
      setPending(false)
      close()
      confirmed.current = false
    }
  }

  return (
    <Modal
      {...props}
      isOpen={isOpen ?? trigger?.isOpen}
      onOpenChange={changeOpen}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={pending}
      role="alertdialog"
      aria-describedby={messageId}
      size="sm"
      footer={({ close }) => (
        <>
          <Button variant="secondary" onPress={close} isDisabled={pending}>
            {cancelLabel}
          </Button>
          {/* Disabled rather than isPending: the dialog closes right after, and RAC's pending
              announcement would be left pointing at a removed element (a serious axe finding). */}
          <Button variant={tone} onPress={() => void confirm(close)} isDisabled={pending}>
            {confirmLabel}
          </Button>
        </>
      )}
    >
      <div id={messageId}>{message}</div>
    </Modal>
  )
}

/**
 * A small Delete button that asks first (`title`, `message`). It brings its own trigger, so inside
 * another dialog the question does not take that dialog's open state for its own.
 */
export function DeleteButton({
  title,
  message,
  onConfirm,
}: Pick<ConfirmDialogProps, 'title' | 'message' | 'onConfirm'>) {
  return (
    <DialogTrigger>
      <Button size="sm" variant="danger">
        Delete
      </Button>
      <ConfirmDialog title={title} message={message} confirmLabel="Delete" onConfirm={onConfirm} />
    </DialogTrigger>
  )
}
