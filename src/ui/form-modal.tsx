import { useId, useState, type FormEvent, type ReactNode } from 'react'
import { Alert } from './alert'
import { Button } from './button'
import { Form } from './form'
import { Modal, type ModalProps } from './modal'

export interface FormModalProps extends Pick<ModalProps, 'title' | 'size'> {
  /** The submit button's label (Create Project, Save Changes …). */
  submitLabel: string
  /**
   * Saves the form: resolves to the message to show when it failed, or null when it succeeded,
   * and the modal then closes.
   */
  onSubmit: () => Promise<string | null>
  /** Closes the modal: Cancel, Close, Escape, and after a successful save. */
  onClose: () => void
  /** Keeps the submit button disabled while the form cannot be saved. */
  isSubmitDisabled?: boolean
  /** Field spacing of the form. @default 'lg' */
  gap?: 'md' | 'lg'
  children: ReactNode
}

/**
 * A modal holding one form with Cancel and a submit button in its footer. While it saves, the
 * buttons wait and nothing closes it; a failure shows its message under the fields and keeps
 * everything typed. An outside click never closes it, so a stray click loses nothing.
 */
export function FormModal({
  title,
  size,
  submitLabel,
  onSubmit,
  onClose,
  isSubmitDisabled = false,
  gap,
  children,
}: FormModalProps) {
  const formId = useId()
  const [saving, setSaving] = useState(false)
  const [error, setError] = useState<string | null>(null)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (saving || isSubmitDisabled) return
    setSaving(true)
    setError(null)
    const failure = await onSubmit()
    setSaving(false)
    if (failure === null) onClose()
    else setError(failure)
  }

  return (
    <Modal
      title={title}
      size={size}
      isOpen
      onOpenChange={(open) => {
        if (!open && !saving) onClose()
      }}
      isDismissable={false}
      isKeyboardDismissDisabled={saving}
      footer={({ close }) => (
        <>
          <Button variant="secondary" onPress={close} isDisabled={saving}>
            Cancel
          </Button>
          <Button type="submit" form={formId} isPending={saving} isDisabled={isSubmitDisabled}>
            {submitLabel}
          </Button>
        </>
      )}
    >
      <Form id={formId} onSubmit={(event) => void submit(event)} gap={gap}>
        {children}
        {error !== null && <Alert tone="danger">{error}</Alert>}
      </Form>
    </Modal>
  )
}
