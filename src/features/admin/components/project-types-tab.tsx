import { useEffect, useId, useState, type FormEvent } from 'react'
import { Alert, Button, Form, Heading, Inline, Spinner, Stack, Text } from '@/ui'
import { ADMIN_MESSAGES } from '../admin-texts'
import { projectTypesActions, useProjectTypes } from '../project-types-store'
import { ProjectTypeCard } from './project-type-card'
import { ProjectTypeFields, type ProjectTypeDraft } from './project-type-fields'

const emptyDraft = (): ProjectTypeDraft => ({ name: '', description: '', category: null })

function CreateProjectTypeForm({ creating, error }: { creating: boolean; error: string | null }) {
  const headingId = useId()
  const [draft, setDraft] = useState(emptyDraft)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const { category } = draft
    if (category === null) return
    if (await projectTypesActions.create({ ...draft, category })) setDraft(emptyDraft())
  }

  return (
    <section aria-labelledby={headingId}>
      <Stack gap="md">
        <Heading level={3} id={headingId}>
          Create Project Type
        </Heading>
        <Form onSubmit={(event) => void submit(event)} gap="md">
          <ProjectTypeFields draft={draft} onChange={setDraft} />
          {error && <Alert tone="danger">{error}</Alert>}
          <Inline justify="flex-end">
            <Button type="submit" isDisabled={creating}>
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
  const state = useProjectTypes()
  const listHeadingId = useId()

  useEffect(() => {
    void projectTypesActions.load()
  }, [])

  const loading = state.status === 'idle' || state.status === 'loading'

  return (
    <Stack gap="xl">
      <CreateProjectTypeForm creating={state.creating} error={state.createError} />
      <section aria-labelledby={listHeadingId}>
        <Stack gap="md">
          <Heading level={3} id={listHeadingId}>
            Existing Project Types
          </Heading>
          {state.error && <Alert tone="danger">{state.error}</Alert>}
          {state.types.length > 0 ? (
            state.types.map((type) => (
              <ProjectTypeCard
                key={type.id}
                type={type}
                expanded={state.expanded.includes(type.id)}
                questions={state.questions[type.id]}
              />
            ))
          ) : loading ? (
            <Spinner label="Loading project types" />
          ) : (
            state.status === 'ready' && <Text tone="muted">{ADMIN_MESSAGES.noProjectTypes}</Text>
          )}
        </Stack>
      </section>
    </Stack>
  )
}
