import { useEffect, useState, type FormEvent } from 'react'
import { DEFAULT_ROLE, isRole, ROLE_LABELS, ROLES } from '@/domain/roles'
import { accountFields } from '@/domain/account-fields'
import { Alert } from '@/ui/alert'
import { Button } from '@/ui/button'
import { Form } from '@/ui/form'
import { Grid } from '@/ui/grid'
import { Link } from '@/ui/link'
import { Select } from '@/ui/select'
import { TextField } from '@/ui/text-field'
import { Text } from '@/ui/typography'
import { authActions, useAuth } from '../auth-store'
import { canRegister, registrationErrors, type RegistrationValues } from '../validation'
import { AuthLayout } from './auth-layout'

const roleOptions = ROLES.map((role) => ({ id: role, label: ROLE_LABELS[role] }))

const emptyValues: RegistrationValues = {
  firstName: '',
  lastName: '',
  email: '',
  role: DEFAULT_ROLE,
  password: '',
  confirmPassword: '',
}

type TextValue = Exclude<keyof RegistrationValues, 'role'>

/** docs/product.md#create-account Create Account; shown only while the server enables registration. */
export function Register() {
  const { busy, error } = useAuth()
  const [values, setValues] = useState(emptyValues)
  const errors = registrationErrors(values)
  const valid = canRegister(values)

  // Registration may have been switched off since the sign-in screen looked.
  useEffect(() => {
    void authActions.loadConfig()
  }, [])

  const set = (field: TextValue) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }))
  // Every text field is required; those with a rule of their own also show its message.
  const field = (name: TextValue) => ({
    name,
    isRequired: true,
    value: values[name],
    onChange: set(name),
  })
  const checked = (name: keyof typeof errors) => ({
    ...field(name),
    isInvalid: errors[name] !== null,
    errorMessage: errors[name],
  })

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!valid) return
    void authActions.register({
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      email: values.email.trim(),
      role: values.role,
      password: values.password,
    })
  }

  return (
    <AuthLayout title="Create Account">
      <Form onSubmit={submit}>
        <Grid minColumnWidth="small" gap="lg">
          <TextField {...accountFields.firstName} {...field('firstName')} />
          <TextField {...accountFields.lastName} {...field('lastName')} />
        </Grid>
        <TextField {...accountFields.email} {...checked('email')} />
        <Select
          label="Role"
          name="role"
          isRequired
          items={roleOptions}
          value={values.role}
          onChange={(role) => {
            if (isRole(role)) setValues((current) => ({ ...current, role }))
          }}
        />
        <TextField label="Password" {...accountFields.newPassword} {...checked('password')} />
        <TextField
          label="Confirm Password"
          {...accountFields.newPassword}
          {...checked('confirmPassword')}
        />
        {error !== null && <Alert tone="danger">{error}</Alert>}
        <Button type="submit" isDisabled={!valid} isPending={busy}>
          Create Account
        </Button>
      </Form>
      <Text size="sm">
        Already have an account? <Link onPress={() => authActions.showSignIn()}>Sign In</Link>
      </Text>
    </AuthLayout>
  )
}
