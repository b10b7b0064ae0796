import { useId, useState } from 'react'
import type { Snapshot } from 'valtio'
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
  isQuestionActive,
  nextQuestionOrder,
  projectTypesActions,
  type TypeQuestions,
} from '../project-types-store'
import { ProjectTypeFields, type ProjectTypeDraft } from './project-type-fields'
import { QuestionDialog, type QuestionDialogTarget } from './question-dialog'

const tabularNumbers = sprinkles({ fontVariantNumeric: 'tabular-nums' })
const fill = sprinkles({ flex: 'fill', minWidth: 0 })

function EditProjectTypeDialog({
  type,
  onClose,
}: {
  type: Snapshot<ProjectType>
  onClose: () => void
}) {
  const [draft, setDraft] = useState<ProjectTypeDraft>({
    name: type.name,
    description: type.description,
    category: type.category,
  })
  const [isActive, setActive] = useState(type.isActive)

  async function submit(): Promise<string | null> {
    const { category } = draft
    if (category === null) return 'Category is required'
    const outcome = await projectTypesActions.update(type.id, { ...draft, category, isActive })
    return outcome.ok ? null : outcome.error
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
}: {
  typeId: string
  question: Snapshot<ProjectTypeQuestion>
  index: number
  onEdit: () => void
}) {
  const active = isQuestionActive(question)
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
          onConfirm={() => projectTypesActions.deleteQuestion(typeId, question)}
        />
      </Inline>
    </Box>
  )
}

function TypeQuestionsSection({
  type,
  questions,
}: {
  type: Snapshot<ProjectType>
  questions: Snapshot<TypeQuestions> | undefined
}) {
  const headingId = useId()
  const [dialog, setDialog] = useState<QuestionDialogTarget | null>(null)
  const items = questions?.items ?? []
  const loading = !questions || questions.status === 'loading'

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
        {questions?.error && <Alert tone="danger">{questions.error}</Alert>}
        {items.length > 0 ? (
          <List as="ol" gap="sm">
            {items.map((question, index) => (
              <QuestionItem
                key={question.id}
                typeId={type.id}
                question={question}
                index={index + 1}
                onEdit={() => setDialog({ kind: 'edit', question })}
              />
            ))}
          </List>
        ) : loading ? (
          <Spinner label="Loading questions" />
        ) : (
          questions.status === 'ready' && <Text tone="muted">{ADMIN_MESSAGES.noQuestions}</Text>
        )}
      </Stack>
      {dialog && (
        <QuestionDialog typeId={type.id} target={dialog} onClose={() => setDialog(null)} />
      )}
    </Box>
  )
}

export interface ProjectTypeCardProps {
  type: Snapshot<ProjectType>
  expanded: boolean
  questions: Snapshot<TypeQuestions> | undefined
}

/** One type: name, description, category, and its Show Questions / Edit / Delete actions. */
export function ProjectTypeCard({ type, expanded, questions }: ProjectTypeCardProps) {
  const questionsId = useId()
  const [editing, setEditing] = useState(false)

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
            onPress={() => projectTypesActions.toggleQuestions(type.id)}
          >
            {expanded ? 'Hide Questions' : 'Show Questions'}
          </Button>
          <Button size="sm" variant="secondary" onPress={() => setEditing(true)}>
            Edit
          </Button>
          <DeleteButton
            title="Delete Project Type?"
            message={`Delete ${type.name} and its questions? This action cannot be undone.`}
            onConfirm={() => projectTypesActions.remove(type)}
          />
        </Inline>
        {expanded && (
          <div id={questionsId}>
            <TypeQuestionsSection type={type} questions={questions} />
          </div>
        )}
      </Stack>
      {editing && <EditProjectTypeDialog type={type} onClose={() => setEditing(false)} />}
    </Card>
  )
}
