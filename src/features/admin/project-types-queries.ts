/**
 * Project Types' server state (docs/architecture.md#server-state): the types, each type's
 * questions, and the writes to them. Which types are expanded is the card's own state.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { serverMessage } from '@/api/call'
import { unwrap } from '@/api/query'
import type { ProjectCategory, ProjectType, ProjectTypeQuestion } from '@/contract/types'
import * as projectTypesApi from '@/api/resources/project-types'
import { ADMIN_MESSAGES } from './admin-texts'

export interface ProjectTypeValues {
  name: string
  description: string
  category: ProjectCategory
}

export interface QuestionValues {
  text: string
  order: number
  isActive: boolean
}

/** docs/product.md#entities: a question is active unless explicitly false (older servers leave it out). */
export const isQuestionActive = (question: { isActive?: boolean | null }) =>
  question.isActive !== false

/** docs/product.md#validation: the next position, existing count plus one (1 for the first). */
export const nextQuestionOrder = (questions: readonly unknown[]) => questions.length + 1

const options = (failure: string) => ({ failure: serverMessage(failure), needsToken: false })

/** Every type, inactive ones included: the same entry as Create Project's type select. */
export const projectTypesQuery = () =>
  queryOptions({
    queryKey: ['listProjectTypes'],
    queryFn: () =>
      unwrap(projectTypesApi.listProjectTypes(options(ADMIN_MESSAGES.loadProjectTypes))),
  })

/** One type's questions, read when the type is expanded. */
export const typeQuestionsQuery = (typeId: string) =>
  queryOptions({
    queryKey: ['listProjectTypeQuestions', { typeId }],
    queryFn: () =>
      unwrap(projectTypesApi.listQuestions(typeId, options(ADMIN_MESSAGES.loadQuestions))),
  })

function typeBody(values: ProjectTypeValues) {
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    category: values.category,
  }
}

/** The types are read again after any write: the server orders them, and they carry their questions. */
const refetchTypes = (client: QueryClient) =>
  client.invalidateQueries({ queryKey: projectTypesQuery().queryKey })

export const createProjectTypeMutation = (client: QueryClient) => ({
  mutationFn: (values: ProjectTypeValues) =>
    unwrap(
      projectTypesApi.createProjectType(
        typeBody(values),
        options(ADMIN_MESSAGES.createProjectType),
      ),
    ),
  onSuccess: () => refetchTypes(client),
})

export const updateProjectTypeMutation = (client: QueryClient, typeId: string) => ({
  mutationFn: (values: ProjectTypeValues & { isActive: boolean }) =>
    unwrap(
      projectTypesApi.updateProjectType(
        typeId,
        { ...typeBody(values), isActive: values.isActive },
        options(ADMIN_MESSAGES.updateProjectType),
      ),
    ),
  onSuccess: () => refetchTypes(client),
})

/** Delete: the type's questions go with it. */
export const deleteProjectTypeMutation = (client: QueryClient) => ({
  mutationFn: (type: Pick<ProjectType, 'id'>) =>
    unwrap(projectTypesApi.deleteProjectType(type.id, options(ADMIN_MESSAGES.deleteProjectType))),
  onSuccess: (_: unknown, type: Pick<ProjectType, 'id'>) => {
    client.removeQueries({ queryKey: typeQuestionsQuery(type.id).queryKey })
    return refetchTypes(client)
  },
})

/** After a write to a type's questions: its questions, and the types that carry them. */
const refetchQuestions = (client: QueryClient, typeId: string) =>
  Promise.all([
    client.invalidateQueries({ queryKey: typeQuestionsQuery(typeId).queryKey }),
    refetchTypes(client),
  ])

/** Creates (no questionId) or updates a question. */
export const saveQuestionMutation = (client: QueryClient, typeId: string) => ({
  mutationFn: ({ questionId, values }: { questionId: string | null; values: QuestionValues }) => {
    const body = { text: values.text.trim(), order: values.order, isActive: values.isActive }
    const sent = options(ADMIN_MESSAGES.saveQuestion)
    return unwrap<ProjectTypeQuestion>(
      questionId === null
        ? projectTypesApi.createQuestion(typeId, body, sent)
        : projectTypesApi.updateQuestion(typeId, questionId, body, sent),
    )
  },
  onSuccess: () => refetchQuestions(client, typeId),
})

/** Delete a question; its type's questions are read again whatever the answer (as they were). */
export const deleteQuestionMutation = (client: QueryClient, typeId: string) => ({
  mutationFn: (question: Pick<ProjectTypeQuestion, 'id'>) =>
    unwrap(
      projectTypesApi.deleteQuestion(typeId, question.id, options(ADMIN_MESSAGES.deleteQuestion)),
    ),
  onSettled: () => refetchQuestions(client, typeId),
})
