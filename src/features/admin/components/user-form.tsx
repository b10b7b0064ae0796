import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query'
import { useId, useState, type FormEvent } from 'react'
import type { Snapshot } from 'valtio'
import { ROLE_LABELS, ROLES, isRole } from '@/domain/roles'
import { sprinkles } from '@/styles'
import { Alert, Button, Form, Heading, Inline, Select, Stack, Text, TextField } from '@/ui'
import { ADMIN_MESSAGES } from '../admin-texts'
import {
  choicesOf,
  createUserMutation,
  projectChoicesQuery,
  totalOf,
  updateUserMutation,
  type UserBody,
} from '../user-queries'
import {
  emptyUserForm,
  usersActions,
  type UserForm as UserFormMode,
  type UserFormValues,
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
}

function trimmed(values: UserFormValues): UserBody {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    role: values.role,
    projectIds: [...values.projectIds],
  }
}

/**
 * Create User / Edit User (docs/product.md#user-management, docs/product.md#validation): first name, last name, a valid email and a role are
 * required; Projects offers the panel's projects, a page of them with a search when there are
 * many. Mounted afresh for each form, so what was typed is gone after Cancel.
 */
export function UserForm({ form }: UserFormProps) {
  const headingId = useId()
  const choices = useInfiniteQuery(projectChoicesQuery(''))
  const projects = choicesOf(choices.data)
  const queryClient = useQueryClient()
  const create = useMutation(createUserMutation(queryClient))
  const update = useMutation(
    updateUserMutation(queryClient, form.kind === 'edit' ? form.userId : ''),
  )
  const [values, setValues] = useState(() =>
    form.kind === 'edit'
      ? { ...form.values, projectIds: [...form.values.projectIds] }
      : emptyUserForm(),
  )
  // Every project's name seen in this form (the first page, searches, the edited user's), by id:
  // checked projects stay listed, and the success dialog names them, whatever a search shows.
  const [names, setNames] = useState<Readonly<Record<string, string>>>(() =>
    Object.fromEntries(form.kind === 'edit' ? form.projects.map(({ id, name }) => [id, name]) : []),
  )
  const creating = form.kind === 'create'
  const save = creating ? create : update

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (save.isPending) return
    const body = trimmed(values)
    if (!creating) {
      update.mutate(body, { onSuccess: () => usersActions.closeForm() })
      return
    }
    const known = { ...Object.fromEntries(projects.map(({ id, name }) => [id, name])), ...names }
    create.mutate(body, {
      onSuccess: (created) =>
        usersActions.showCreated({
          email: created.email,
          password: created.password,
          projectNames: created.projectIds.map((id) => known[id] ?? id),
          warning: created.warning,
        }),
    })
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
              total={totalOf(choices.data)}
              names={names}
              value={values.projectIds}
              onChange={(projectIds, seen) => {
                setValues((old) => ({ ...old, projectIds }))
                setNames((old) => ({ ...old, ...seen }))
              }}
            />
          ) : (
            <Stack gap="xs">
              <Text weight="semibold">Projects</Text>
              {choices.error ? (
                <Text tone="danger">{choices.error.message}</Text>
              ) : (
                <Text tone="muted">{ADMIN_MESSAGES.loadingProjects}</Text>
              )}
            </Stack>
          )}
          {save.error && <Alert tone="danger">{save.error.message}</Alert>}
          <Inline justify="flex-end">
            <Button type="submit" isDisabled={save.isPending}>
              {creating ? 'Create User' : 'Update User'}
            </Button>
          </Inline>
        </Form>
      </Stack>
    </section>
  )
}
