import { useMutation, type UseMutationResult } from '@tanstack/react-query'
import { useEffect, useEffectEvent, useId, useState, type FormEvent } from 'react'
import { errorText } from '@/api/query'
import type { User } from '@/contract/types'
import { accountFields } from '@/domain/account-fields'
import { Alert, Button, Form, Modal, TextField } from '@/ui'
import {
  newPasswordError,
  PROFILE_AUTO_CLOSE_MS,
  PROFILE_MESSAGES,
  updateProfileMutation,
  type ProfileValues,
} from '../queries'

type Save = UseMutationResult<User, Error, ProfileValues>

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
  // The form and its footer share the save; each opening starts without the previous one's message.
  const save = useMutation({ ...updateProfileMutation(), onSuccess: onSaved })
  return (
    <Modal
      title="My Profile"
      isOpen={isOpen}
      onOpenChange={(open) => {
        save.reset()
        onOpenChange(open)
      }}
      footer={({ close }) => <ProfileActions formId={formId} save={save} onCancel={close} />}
    >
      {({ close }) => <ProfileForm id={formId} user={user} save={save} onDone={close} />}
    </Modal>
  )
}

function ProfileActions({
  formId,
  save,
  onCancel,
}: {
  formId: string
  save: Save
  onCancel: () => void
}) {
  return (
    <>
      <Button variant="secondary" onPress={onCancel}>
        Cancel
      </Button>
      <Button type="submit" form={formId} isPending={save.isPending} isDisabled={save.isSuccess}>
        Save Changes
      </Button>
    </>
  )
}

interface ProfileFormProps {
  id: string
  user: ProfileDialogProps['user']
  save: Save
  onDone: () => void
}

function ProfileForm({ id, user, save, onDone }: ProfileFormProps) {
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

  const saved = save.isSuccess
  const closeAfterSuccess = useEffectEvent(onDone)
  useEffect(() => {
    if (!saved) return
    const timer = setTimeout(closeAfterSuccess, PROFILE_AUTO_CLOSE_MS)
    return () => clearTimeout(timer)
  }, [saved])

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (save.isPending || saved) return
    save.mutate(values)
  }

  return (
    <Form id={id} onSubmit={submit}>
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
      {saved && <Alert tone="success">{PROFILE_MESSAGES.success}</Alert>}
      {save.isError && (
        <Alert tone="danger">{errorText(save.error, PROFILE_MESSAGES.unexpected)}</Alert>
      )}
    </Form>
  )
}
