import { useId, useState, type FormEvent } from 'react'
import type { Snapshot } from 'valtio'
import { ROLE_LABELS, ROLES, isRole } from '@/domain/roles'
import type { Project } from '@/contract/types'
import { sprinkles } from '@/styles'
import { Alert, Button, Form, Heading, Inline, Select, Stack, Text, TextField } from '@/ui'
import { ADMIN_MESSAGES } from '../admin-texts'
import {
  emptyUserForm,
  useUsers,
  usersActions,
  type UserForm as UserFormMode,
} from '../users-store'
import { ProjectChoices } from './project-choices'

// What the server's Email format accepts: something@domain.tld, without spaces.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/

const required = (message: string) => (value: string) => (value.trim() === '' ? message : null)

function validateEmail(value: string) {
  if (value.trim() === '') return 'Email is required'
  return EMAIL_PATTERN.test(value.trim()) ? null : 'Enter a valid email address'
}

const roleOptions = ROLES.map((role) => ({ id: role, label: ROLE_LABELS[role] }))

/** First and last name share the row, each growing from 12rem. */
const nameField = sprinkles({ flex: 'small' })

export interface UserFormProps {
  form: Snapshot<UserFormMode>
  /** The first page of projects ('Loading projects...' while it is empty). */
  projects: readonly Pick<Project, 'id' | 'name'>[]
  projectsError: string | null
  saving: boolean
  error: string | null
}

/**
 * Create User / Edit User (docs/product.md#user-management, docs/product.md#validation): first name, last name, a valid email and a role are
 * required; Projects offers the panel's projects, a page of them with a search when there are
 * many. Mounted afresh for each form, so what was typed is gone after Cancel.
 */
export function UserForm({ form, projects, projectsError, saving, error }: UserFormProps) {
  const headingId = useId()
  const { projectsTotal, knownProjectNames } = useUsers()
  const [values, setValues] = useState(() =>
    form.kind === 'edit'
      ? { ...form.values, projectIds: [...form.values.projectIds] }
      : emptyUserForm(),
  )
  const creating = form.kind === 'create'

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    void usersActions.submitForm(values)
  }

  return (
    <section aria-labelledby={headingId}>
      <Stack gap="md">
        <Heading level={3} id={headingId}>
          {creating ? 'Create User' : 'Edit User'}
        </Heading>
        <Form onSubmit={submit} gap="md">
          <Inline gap="md" align="flex-start">
            <TextField
              label="First Name"
              className={nameField}
              isRequired
              value={values.firstName}
              onChange={(firstName) => setValues((old) => ({ ...old, firstName }))}
              validate={required('First name is required')}
              autoComplete="off"
            />
            <TextField
              label="Last Name"
              className={nameField}
              isRequired
              value={values.lastName}
              onChange={(lastName) => setValues((old) => ({ ...old, lastName }))}
              validate={required('Last name is required')}
              autoComplete="off"
            />
          </Inline>
          <TextField
            label="Email"
            type="email"
            isRequired
            value={values.email}
            onChange={(email) => setValues((old) => ({ ...old, email }))}
            validate={validateEmail}
            autoComplete="off"
          />
          <Select
            label="Role"
            isRequired
            items={roleOptions}
            value={values.role}
            onChange={(role) => {
              if (isRole(role)) setValues((old) => ({ ...old, role }))
            }}
          />
          {projects.length > 0 ? (
            <ProjectChoices
              firstPage={projects}
              total={projectsTotal}
              names={knownProjectNames}
              value={values.projectIds}
              onChange={(projectIds) => setValues((old) => ({ ...old, projectIds }))}
            />
          ) : (
            <Stack gap="xs">
              <Text weight="semibold">Projects</Text>
              {projectsError ? (
                <Text tone="danger">{projectsError}</Text>
              ) : (
                <Text tone="muted">{ADMIN_MESSAGES.loadingProjects}</Text>
              )}
            </Stack>
          )}
          {error && <Alert tone="danger">{error}</Alert>}
          <Inline justify="flex-end">
            <Button type="submit" isDisabled={saving}>
              {creating ? 'Create User' : 'Update User'}
            </Button>
          </Inline>
        </Form>
      </Stack>
    </section>
  )
}
