import { ALWAYS_AUDIO_MODEL, isAudioModel, isChatModel } from '@/domain/ai-models'
import { aiProvider } from '../ai/active-provider'
import { db } from '../db'
import type { SettingsRecord } from '../db/schema'
import { questionsOfType, toProjectType, toQuestion } from '../dto/users-projects-interviews'
import { badRequest, conflict } from '../rules/errors'
import { found, http, nowIso, safe } from './context'

function settings() {
  const record = db.settings.findFirst((q) => q.where({ key: 'settings' }))
  if (!record) throw new Error('The settings record is missing: was the database seeded?')
  return record
}

async function updateSettings(change: (draft: SettingsRecord) => void): Promise<void> {
  await db.settings.update((q) => q.where({ key: 'settings' }), { data: change })
}

const findType = (id: string) =>
  found(
    db.projectTypes.findFirst((q) => q.where({ id })),
    'Project type',
  )

/** A question of that type; one that exists under another type is not found here. */
const findQuestion = (typeId: string, questionId: string) =>
  found(
    db.questions.findFirst((q) => q.where({ id: questionId, projectTypeId: typeId })),
    'Question',
  )

/** Type names are unique regardless of case and surrounding blanks. */
function assertNameFree(name: string, exceptId?: string) {
  const wanted = name.toLowerCase()
  const clash = db.projectTypes.findFirst((q) =>
    q.where((type) => type.id !== exceptId && type.name.trim().toLowerCase() === wanted),
  )
  if (clash)
    throw conflict(`body.name '${name}' is already used by another project type`, 'body.name')
}

function promptStatus(): {
  currentPrompt: string | null
  exists: boolean
  isValid: boolean
} {
  const { currentPrompt } = settings()
  const file = currentPrompt
    ? db.promptFiles.findFirst((q) => q.where({ path: currentPrompt }))
    : undefined
  return {
    currentPrompt,
    exists: file !== undefined,
    isValid: file !== undefined && file.content.trim().length > 0,
  }
}

/** The connected provider's models, else the sample listing. */
async function offeredModels(): Promise<{ id: string; name: string }[]> {
  const provider = aiProvider()
  if (provider) return (await provider.listModels()).map(({ id, name }) => ({ id, name }))
  return db.models.all().map(({ id, name }) => ({ id, name }))
}

const modelSelection = () => {
  const { chatModel, audioModel } = settings()
  return { chatModel, audioModel }
}

export const adminHandlers = [
  http.get(
    '/project-types/{id}/questions',
    safe(({ params, response }) => {
      const type = findType(params.id)
      return response(200).json(questionsOfType(type.id).map(toQuestion))
    }),
  ),

  http.post(
    '/admin/project-types',
    safe(async ({ request, response }) => {
      const body = await request.json()
      const name = body.name.trim()
      assertNameFree(name)
      const type = await db.projectTypes.create({
        id: crypto.randomUUID(),
        name,
        description: body.description?.trim() ?? '',
        category: body.category,
        isActive: true,
        createdAt: nowIso(),
      })
      return response(201).json(toProjectType(type))
    }),
  ),

  http.put(
    '/admin/project-types/{id}',
    safe(async ({ request, params, response }) => {
      const type = findType(params.id)
      const body = await request.json()
      const name = body.name.trim()
      assertNameFree(name, type.id)
      // Optional fields left out keep their current value.
      const updated = await db.projectTypes.update(type, {
        data(record) {
          record.name = name
          record.category = body.category
          if (body.description !== undefined) record.description = body.description.trim()
          if (body.isActive !== undefined) record.isActive = body.isActive
        },
      })
      return response(200).json(toProjectType(updated ?? type))
    }),
  ),

  http.delete(
    '/admin/project-types/{id}',
    safe(({ params, response }) => {
      const type = findType(params.id)
      const users = db.projects.findMany((q) => q.where({ projectTypeId: type.id }))
      if (users.length > 0) {
        throw conflict(
          `Project type '${type.name}' is used by ${users.length} project(s); deactivate it instead`,
        )
      }
      db.questions.deleteMany((q) => q.where({ projectTypeId: type.id }))
      db.projectTypes.delete(type)
      return response(204).empty()
    }),
  ),

  http.post(
    '/admin/project-types/{id}/questions',
    safe(async ({ request, params, response }) => {
      const type = findType(params.id)
      const body = await request.json()
      const orders = questionsOfType(type.id).map((question) => question.order)
      // Orders need not be unique: two questions with one order keep their creation order.
      const question = await db.questions.create({
        id: crypto.randomUUID(),
        projectTypeId: type.id,
        text: body.text.trim(),
        order: body.order ?? Math.max(0, ...orders) + 1,
        isActive: body.isActive ?? true,
      })
      return response(201).json(toQuestion(question))
    }),
  ),

  http.put(
    '/admin/project-types/{id}/questions/{qid}',
    safe(async ({ request, params, response }) => {
      const type = findType(params.id)
      const question = findQuestion(type.id, params.qid)
      const body = await request.json()
      const updated = await db.questions.update(question, {
        data(record) {
          record.text = body.text.trim()
          record.order = body.order
          // Left out, isActive keeps its current value.
          if (body.isActive !== undefined) record.isActive = body.isActive
        },
      })
      return response(200).json(toQuestion(updated ?? question))
    }),
  ),

  http.delete(
    '/admin/project-types/{id}/questions/{qid}',
    safe(({ params, response }) => {
      const type = findType(params.id)
      // Recorded interviews keep their copy of the text; only the type's plan loses it.
      db.questions.delete(findQuestion(type.id, params.qid))
      return response(204).empty()
    }),
  ),

  http.get(
    '/test/models',
    safe(async ({ response }) => response(200).json({ models: await offeredModels() })),
  ),

  http.get(
    '/ai/status',
    safe(({ response }) => {
      const provider = aiProvider()
      return response(200).json({
        provider: !provider ? 'local' : provider.available() ? 'connected' : 'unavailable',
      })
    }),
  ),

  http.get(
    '/models/current',
    safe(({ response }) => response(200).json(modelSelection())),
  ),

  http.post(
    '/models/select',
    safe(async ({ request, response }) => {
      const body = await request.json()
      const ids = new Set((await offeredModels()).map((model) => model.id))
      // The admin panel always offers it, whether the provider lists it or not.
      if (ids.size > 0) ids.add(ALWAYS_AUDIO_MODEL)
      const offered = (id: string) => ids.has(id)
      if (body.chatModel !== undefined) {
        if (!offered(body.chatModel)) {
          throw badRequest('body.chatModel', `'${body.chatModel}' is not an available model`)
        }
        // The server holds to the lists the client offers.
        if (!isChatModel(body.chatModel)) {
          throw badRequest('body.chatModel', `'${body.chatModel}' is not a chat model`)
        }
      }
      if (body.audioModel !== undefined) {
        if (!offered(body.audioModel)) {
          throw badRequest('body.audioModel', `'${body.audioModel}' is not an available model`)
        }
        if (!isAudioModel(body.audioModel)) {
          throw badRequest('body.audioModel', `'${body.audioModel}' is not an audio model`)
        }
      }
      const { chatModel, audioModel } = body
      await updateSettings((draft) => {
        if (chatModel !== undefined) draft.chatModel = chatModel
        if (audioModel !== undefined) draft.audioModel = audioModel
      })
      return response(200).json(modelSelection())
    }),
  ),

  http.get(
    '/admin/interviewer-prompts',
    safe(({ response }) =>
      response(200).json({
        prompts: db.promptFiles
          .findMany(undefined, { orderBy: { path: 'asc' } })
          .map(({ path, filename, description }) => ({ path, filename, description })),
      }),
    ),
  ),

  http.get(
    '/admin/interviewer-prompts/current',
    safe(({ response }) => response(200).json(promptStatus())),
  ),

  http.post(
    '/admin/interviewer-prompts/select',
    safe(async ({ request, response }) => {
      const { value } = await request.json()
      if (!db.promptFiles.findFirst((q) => q.where({ path: value }))) {
        throw badRequest('body.value', 'does not name a prompt file in prompts/interviewer/')
      }
      await updateSettings((draft) => {
        draft.currentPrompt = value
      })
      return response(200).json(promptStatus())
    }),
  ),
]
