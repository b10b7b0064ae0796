import { useEffect, useEffectEvent, useId, useState, type FormEvent } from 'react'
import type { User } from '@/contract/types'
import { accountFields } from '@/domain/account-fields'
import { Alert, Button, Form, Modal, TextField } from '@/ui'
import {
  newPasswordError,
  PROFILE_AUTO_CLOSE_MS,
  profileActions,
  useProfile,
  type ProfileValues,
} from '../profile-store'

export interface ProfileDialogProps {
  /** The signed-in user, whose fields fill the form. */
  user: Pick<User, 'firstName' | 'lastName' | 'email'>
  isOpen: boolean
  onOpenChange: (isOpen: boolean) => void
  /** Called with the server's updated user, so the app can show the new name at once. */
  onSaved: (user: User) => void
}

const required = (value: string) => (value.trim() === '' ? 'Please fill out this field.' : null)

/** docs/product.md#profile Profile modal (My Profile). */
export function ProfileDialog({ user, isOpen, onOpenChange, onSaved }: ProfileDialogProps) {
  const formId = useId()
  return (
    <Modal
      title="My Profile"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      footer={({ close }) => <ProfileActions formId={formId} onCancel={close} />}
    >
      {({ close }) => <ProfileForm id={formId} user={user} onSaved={onSaved} onDone={close} />}
    </Modal>
  )
}

function ProfileActions({ formId, onCancel }: { formId: string; onCancel: () => void }) {
  const { status } = useProfile()
  return (
    <>
      <Button variant="secondary" onPress={onCancel}>
        Cancel
      </Button>
      <Button
        type="submit"
        form={formId}
        isPending={status === 'saving'}
        isDisabled={status === 'saved'}
      >
        Save Changes
      </Button>
    </>
  )
}

interface ProfileFormProps {
  id: string
  user: ProfileDialogProps['user']
  onSaved: (user: User) => void
  onDone: () => void
}

function ProfileForm({ id, user, onSaved, onDone }: ProfileFormProps) {
  const { status, message } = useProfile()
  const [values, setValues] = useState<ProfileValues>({
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    password: '',
  })
  const set = (field: keyof ProfileValues) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }))
  const field = (name: keyof ProfileValues) => ({ name, value: values[name], onChange: set(name) })
  const filled = (name: keyof ProfileValues) => ({
    ...field(name),
    isRequired: true,
    validate: required,
  })

  // Each opening starts without the previous one's message.
  useEffect(() => () => profileActions.reset(), [])

  const closeAfterSuccess = useEffectEvent(onDone)
  useEffect(() => {
    if (status !== 'saved') return
    const timer = setTimeout(closeAfterSuccess, PROFILE_AUTO_CLOSE_MS)
    return () => clearTimeout(timer)
  }, [status])

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (status === 'saving' || status === 'saved') return
    const updated = await profileActions.save(values)
    if (updated) onSaved(updated)
  }

  return (
    <Form id={id} onSubmit={(event) => void submit(event)}>
      <TextField {...accountFields.firstName} {...filled('firstName')} />
      <TextField {...accountFields.lastName} {...filled('lastName')} />
      <TextField {...accountFields.email} {...filled('email')} />
      <TextField
        label="New Password"
        {...accountFields.newPassword}
        description="Leave blank to keep your current password."
        validate={newPasswordError}
        {...field('password')}
      />
      {message !== null && (
        <Alert tone={status === 'saved' ? 'success' : 'danger'}>{message}</Alert>
      )}
    </Form>
  )
}
