import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { errorText } from '@/api/query'
import type { ProjectType, ProjectTypeQuestion } from '@/contract/types'
import { sprinkles } from '@/styles'
import {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  Checkbox,
  DeleteButton,
  FormModal,
  Heading,
  Inline,
  List,
  Spinner,
  Stack,
  Text,
} from '@/ui'
import { ADMIN_MESSAGES, CATEGORY_LABELS } from '../admin-texts'
import {
  deleteProjectTypeMutation,
  deleteQuestionMutation,
  isQuestionActive,
  nextQuestionOrder,
  typeQuestionsQuery,
  updateProjectTypeMutation,
} from '../project-types-queries'
import { ProjectTypeFields, type ProjectTypeDraft } from './project-type-fields'
import { QuestionDialog, type QuestionDialogTarget } from './question-dialog'

/** A failed delete of a type or a question (shown above the types), or null when one is tried. */
type ActionError = (message: string | null) => void

/** Runs a delete, reporting its failure's text (or null first, as it is tried again). */
async function reportingFailure(
  run: () => Promise<unknown>,
  onActionError: ActionError,
  fallback: string,
) {
  onActionError(null)
  try {
    await run()
  } catch (error) {
    onActionError(errorText(error, fallback))
  }
}

const tabularNumbers = sprinkles({ fontVariantNumeric: 'tabular-nums' })
const fill = sprinkles({ flex: 'fill', minWidth: 0 })

function EditProjectTypeDialog({ type, onClose }: { type: ProjectType; onClose: () => void }) {
  const [draft, setDraft] = useState<ProjectTypeDraft>({
    name: type.name,
    description: type.description,
    category: type.category,
  })
  const [isActive, setActive] = useState(type.isActive)
  const update = useMutation(updateProjectTypeMutation(useQueryClient(), type.id))

  async function submit(): Promise<string | null> {
    const { category } = draft
    if (category === null) return 'Category is required'
    try {
      await update.mutateAsync({ ...draft, category, isActive })
      return null
    } catch (error) {
      return errorText(error, ADMIN_MESSAGES.updateProjectType)
    }
  }

  return (
    <FormModal
      title="Edit Project Type"
      submitLabel="Save Changes"
      onSubmit={submit}
      onClose={onClose}
      gap="md"
    >
      <ProjectTypeFields draft={draft} onChange={setDraft} />
      <Checkbox isSelected={isActive} onChange={setActive}>
        Active
      </Checkbox>
    </FormModal>
  )
}

function QuestionItem({
  typeId,
  question,
  index,
  onEdit,
  onActionError,
}: {
  typeId: string
  question: ProjectTypeQuestion
  index: number
  onEdit: () => void
  onActionError: ActionError
}) {
  const active = isQuestionActive(question)
  const remove = useMutation(deleteQuestionMutation(useQueryClient(), typeId))
  return (
    <Box
      as="li"
      display="flex"
      alignItems="flex-start"
      gap="md"
      padding="md"
      borderRadius="md"
      border="subtle"
      background="surface"
    >
      <Text elementType="span" weight="semibold" tone="muted" className={tabularNumbers}>
        {index}.
      </Text>
      <Stack gap="xs" className={fill}>
        <Text>{question.text}</Text>
        <Inline gap="sm">
          <Text elementType="span" size="sm" tone="muted">
            Order: {question.order}
          </Text>
          <Badge tone={active ? 'success' : 'neutral'}>{active ? 'Active' : 'Inactive'}</Badge>
        </Inline>
      </Stack>
      <Inline gap="xs" wrap={false}>
        <Button size="sm" variant="secondary" onPress={onEdit}>
          Edit
        </Button>
        <DeleteButton
          title="Delete Question?"
          message={`Delete the question "${question.text}"? This action cannot be undone.`}
          onConfirm={() =>
            reportingFailure(
              () => remove.mutateAsync(question),
              onActionError,
              ADMIN_MESSAGES.deleteQuestion,
            )
          }
        />
      </Inline>
    </Box>
  )
}

function TypeQuestionsSection({
  type,
  onActionError,
}: {
  type: ProjectType
  onActionError: ActionError
}) {
  const headingId = useId()
  const [dialog, setDialog] = useState<QuestionDialogTarget | null>(null)
  const questions = useQuery(typeQuestionsQuery(type.id))
  // A failed read shows no questions: an older list would pass for the current one.
  const items = questions.isError ? [] : (questions.data ?? [])

  return (
    <Box as="section" aria-labelledby={headingId} paddingTop="md" borderTop="subtle">
      <Stack gap="md">
        <Inline justify="space-between">
          <Heading level={5} id={headingId}>
            Questions of {type.name}
          </Heading>
          <Button
            size="sm"
            onPress={() => setDialog({ kind: 'create', defaultOrder: nextQuestionOrder(items) })}
          >
            Add Question
          </Button>
        </Inline>
        {questions.error && <Alert tone="danger">{questions.error.message}</Alert>}
        {items.length > 0 ? (
          <List as="ol" gap="sm">
            {items.map((question, index) => (
              <QuestionItem
                key={question.id}
                typeId={type.id}
                question={question}
                index={index + 1}
                onEdit={() => setDialog({ kind: 'edit', question })}
                onActionError={onActionError}
              />
            ))}
          </List>
        ) : questions.isPending ? (
          <Spinner label="Loading questions" />
        ) : (
          questions.isSuccess && <Text tone="muted">{ADMIN_MESSAGES.noQuestions}</Text>
        )}
      </Stack>
      {dialog && (
        <QuestionDialog typeId={type.id} target={dialog} onClose={() => setDialog(null)} />
      )}
    </Box>
  )
}

export interface ProjectTypeCardProps {
  type: ProjectType
  onActionError: ActionError
}

/** One type: name, description, category, and its Show Questions / Edit / Delete actions. */
export function ProjectTypeCard({ type, onActionError }: ProjectTypeCardProps) {
  const questionsId = useId()
  const [editing, setEditing] = useState(false)
  // Showing the questions reads them (again); hiding them only hides them.
  const [expanded, setExpanded] = useState(false)
  const remove = useMutation(deleteProjectTypeMutation(useQueryClient()))

  return (
    <Card as="article" title={type.name} headingLevel={4}>
      <Stack gap="md">
        {type.description && <Text tone="muted">{type.description}</Text>}
        <Inline gap="sm">
          <Badge tone="info">{CATEGORY_LABELS[type.category]}</Badge>
          {!type.isActive && <Badge tone="warning">Inactive</Badge>}
        </Inline>
        <Inline gap="sm">
          <Button
            size="sm"
            variant="secondary"
            aria-expanded={expanded}
            aria-controls={expanded ? questionsId : undefined}
            onPress={() => setExpanded((shown) => !shown)}
          >
            {expanded ? 'Hide Questions' : 'Show Questions'}
          </Button>
          <Button size="sm" variant="secondary" onPress={() => setEditing(true)}>
            Edit
          </Button>
          <DeleteButton
            title="Delete Project Type?"
            message={`Delete ${type.name} and its questions? This action cannot be undone.`}
            onConfirm={() =>
              reportingFailure(
                () => remove.mutateAsync(type),
                onActionError,
                ADMIN_MESSAGES.deleteProjectType,
              )
            }
          />
        </Inline>
        {expanded && (
          <div id={questionsId}>
            <TypeQuestionsSection type={type} onActionError={onActionError} />
          </div>
        )}
      </Stack>
      {editing && <EditProjectTypeDialog type={type} onClose={() => setEditing(false)} />}
    </Card>
  )
}
