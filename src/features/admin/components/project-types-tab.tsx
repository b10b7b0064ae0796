import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useId, useState, type FormEvent } from 'react'
import { Alert, Button, Form, Heading, Inline, Spinner, Stack, Text } from '@/ui'
import { ADMIN_MESSAGES } from '../admin-texts'
import { createProjectTypeMutation, projectTypesQuery } from '../project-types-queries'
import { ProjectTypeCard } from './project-type-card'
import { ProjectTypeFields, type ProjectTypeDraft } from './project-type-fields'

const emptyDraft = (): ProjectTypeDraft => ({ name: '', description: '', category: null })

function CreateProjectTypeForm() {
  const headingId = useId()
  const [draft, setDraft] = useState(emptyDraft)
  const create = useMutation(createProjectTypeMutation(useQueryClient()))

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const { category } = draft
    if (category === null || create.isPending) return
    create.mutate({ ...draft, category }, { onSuccess: () => setDraft(emptyDraft()) })
  }

  return (
    <section aria-labelledby={headingId}>
      <Stack gap="md">
        <Heading level={3} id={headingId}>
          Create Project Type
        </Heading>
        <Form onSubmit={submit} gap="md">
          <ProjectTypeFields draft={draft} onChange={setDraft} />
          {create.error && <Alert tone="danger">{create.error.message}</Alert>}
          <Inline justify="flex-end">
            <Button type="submit" isDisabled={create.isPending}>
              Create Project Type
            </Button>
          </Inline>
        </Form>
      </Stack>
    </section>
  )
}

/** docs/product.md#project-types Project Types: the create form and the list, each type with its questions. */
export function ProjectTypesTab() {
  const types = useQuery(projectTypesQuery())
  // A failed delete (a 409 'in use' included) of a type or a question, until the next try.
  const [actionError, setActionError] = useState<string | null>(null)
  const listHeadingId = useId()
  const error = actionError ?? types.error?.message
  const listed = types.data ?? []

  return (
    <Stack gap="xl">
      <CreateProjectTypeForm />
      <section aria-labelledby={listHeadingId}>
        <Stack gap="md">
          <Heading level={3} id={listHeadingId}>
            Existing Project Types
          </Heading>
          {error && <Alert tone="danger">{error}</Alert>}
          {listed.length > 0 ? (
            listed.map((type) => (
              <ProjectTypeCard key={type.id} type={type} onActionError={setActionError} />
            ))
          ) : types.isPending ? (
            <Spinner label="Loading project types" />
          ) : (
            types.isSuccess && <Text tone="muted">{ADMIN_MESSAGES.noProjectTypes}</Text>
          )}
        </Stack>
      </section>
    </Stack>
  )
}
