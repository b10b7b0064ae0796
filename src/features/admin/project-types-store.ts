import { proxy, useSnapshot } from 'valtio'
import type { ProjectCategory, ProjectType, ProjectTypeQuestion } from '@/contract/types'
import { ADMIN_MESSAGES } from './admin-texts'
import { latestOnly, serverMessage, type LoadStatus, type Outcome } from '@/api/call'
import * as projectTypesApi from '@/api/resources/project-types'

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

/** A type's questions, loaded when the type is expanded. */
export interface TypeQuestions {
  status: LoadStatus
  items: ProjectTypeQuestion[]
  error: string | null
}

/** docs/product.md#entities: a question is active unless explicitly false (older servers leave it out). */
export const isQuestionActive = (question: { isActive?: boolean | null }) =>
  question.isActive !== false

/** docs/product.md#validation: the next position, existing count plus one (1 for the first). */
export const nextQuestionOrder = (questions: readonly unknown[]) => questions.length + 1

const initialState = () => ({
  types: [] as ProjectType[],
  status: 'idle' as LoadStatus,
  /** A failed load or delete (a 409 'in use' included), shown above the list. */
  error: null as string | null,
  creating: false,
  createError: null as string | null,
  /** Expanded types' ids. */
  expanded: [] as string[],
  questions: {} as Record<string, TypeQuestions>,
})

const projectTypesState = proxy(initialState())

const typesLoad = latestOnly()
const questionLoads = new Map<string, ReturnType<typeof latestOnly>>()

function questionLoad(typeId: string) {
  let load = questionLoads.get(typeId)
  if (!load) {
    load = latestOnly()
    questionLoads.set(typeId, load)
  }
  return load
}

function typeBody(values: ProjectTypeValues) {
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    category: values.category,
  }
}

export const projectTypesActions = {
  async load() {
    const token = typesLoad.start()
    projectTypesState.status = 'loading'
    projectTypesState.error = null
    const outcome = await projectTypesApi.listProjectTypes({
      failure: serverMessage(ADMIN_MESSAGES.loadProjectTypes),
      needsToken: false,
    })
    if (!typesLoad.isCurrent(token)) return
    if (outcome.ok) {
      projectTypesState.types = outcome.data
      projectTypesState.status = 'ready'
    } else {
      projectTypesState.error = outcome.error
      projectTypesState.status = 'failed'
    }
  },

  /** Returns whether it was created, so the form can clear itself. */
  async create(values: ProjectTypeValues): Promise<boolean> {
    projectTypesState.creating = true
    projectTypesState.createError = null
    try {
      const outcome = await projectTypesApi.createProjectType(typeBody(values), {
        failure: serverMessage(ADMIN_MESSAGES.createProjectType),
        needsToken: false,
      })
      if (!outcome.ok) {
        projectTypesState.createError = outcome.error
        return false
      }
      await projectTypesActions.load()
      return true
    } finally {
      projectTypesState.creating = false
    }
  },

  async update(
    id: string,
    values: ProjectTypeValues & { isActive: boolean },
  ): Promise<Outcome<ProjectType>> {
    const outcome = await projectTypesApi.updateProjectType(
      id,
      { ...typeBody(values), isActive: values.isActive },
      { failure: serverMessage(ADMIN_MESSAGES.updateProjectType), needsToken: false },
    )
    if (outcome.ok) await projectTypesActions.load()
    return outcome
  },

  async remove(type: Pick<ProjectType, 'id'>) {
    projectTypesState.error = null
    const outcome = await projectTypesApi.deleteProjectType(type.id, {
      failure: serverMessage(ADMIN_MESSAGES.deleteProjectType),
      needsToken: false,
    })
    if (!outcome.ok) {
      projectTypesState.error = outcome.error
      return
    }
    projectTypesState.expanded = projectTypesState.expanded.filter((id) => id !== type.id)
    await projectTypesActions.load()
  },

  /** Show Questions / Hide Questions; showing (re)loads them. */
  toggleQuestions(typeId: string) {
    if (projectTypesState.expanded.includes(typeId)) {
      projectTypesState.expanded = projectTypesState.expanded.filter((id) => id !== typeId)
      return
    }
    projectTypesState.expanded.push(typeId)
    void projectTypesActions.loadQuestions(typeId)
  },

  async loadQuestions(typeId: string) {
    const load = questionLoad(typeId)
    const token = load.start()
    const previous = projectTypesState.questions[typeId]
    projectTypesState.questions[typeId] = {
      status: 'loading',
      items: previous?.items ?? [],
      error: null,
    }
    const outcome = await projectTypesApi.listQuestions(typeId, {
      failure: serverMessage(ADMIN_MESSAGES.loadQuestions),
      needsToken: false,
    })
    if (!load.isCurrent(token)) return
    projectTypesState.questions[typeId] = outcome.ok
      ? { status: 'ready', items: outcome.data, error: null }
      : { status: 'failed', items: [], error: outcome.error }
  },

  /** Creates (no questionId) or updates a question, then reloads the type's questions. */
  async saveQuestion(
    typeId: string,
    questionId: string | null,
    values: QuestionValues,
  ): Promise<Outcome<ProjectTypeQuestion>> {
    const body = { text: values.text.trim(), order: values.order, isActive: values.isActive }
    const options = { failure: serverMessage(ADMIN_MESSAGES.saveQuestion), needsToken: false }
    const outcome =
      questionId === null
        ? await projectTypesApi.createQuestion(typeId, body, options)
        : await projectTypesApi.updateQuestion(typeId, questionId, body, options)
    if (outcome.ok) await projectTypesActions.loadQuestions(typeId)
    return outcome
  },

  async deleteQuestion(typeId: string, question: Pick<ProjectTypeQuestion, 'id'>) {
    projectTypesState.error = null
    const outcome = await projectTypesApi.deleteQuestion(typeId, question.id, {
      failure: serverMessage(ADMIN_MESSAGES.deleteQuestion),
      needsToken: false,
    })
    if (!outcome.ok) projectTypesState.error = outcome.error
    await projectTypesActions.loadQuestions(typeId)
  },

  reset() {
    typesLoad.start()
    for (const load of questionLoads.values()) load.start()
    Object.assign(projectTypesState, initialState())
  },
}

export const useProjectTypes = () => useSnapshot(projectTypesState)
