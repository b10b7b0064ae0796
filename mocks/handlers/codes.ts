import { codedProject } from '../rules/access'
import { recordActivity } from '../coding/activity'
import { toCode } from '../coding/records'
import {
  assertNameFree,
  bodyCode,
  isSelfOrDescendant,
  nextColor,
  OWN_ANCESTOR_MESSAGE,
  spanKey,
} from '../coding/rules'
import { db } from '../db'
import { byId, codesOfProject, highlightsOfCode } from '../db/indexes'
import type { CodeRecord, CodingState, ProjectRecord } from '../db/schema'
import { HttpError } from '../rules/errors'
import { currentUser, found, http, nowIso, safe } from './context'

/** The codebook (openapi.yaml, tag coding; docs/product.md#coding). */

const byName = (a: CodeRecord, b: CodeRecord) =>
  a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || (a.id < b.id ? -1 : 1)

/** A code of the project in the path: 404 when it is unknown or another project's. */
function pathCode(project: ProjectRecord, codeId: string): CodeRecord {
  const code = byId.codes(codeId)
  return found(code?.projectId === project.id ? code : undefined, 'Code')
}

const nameOf = (codeId: string | null) =>
  codeId === null ? null : (byId.codes(codeId)?.name ?? null)

const placement = (code: CodeRecord): CodingState => ({
  codeId: code.id,
  codeName: code.name,
  parentId: code.parentId,
  parentName: nameOf(code.parentId),
})

/** The new parent a body asks for: null, or a code of the project that is not under `code`. */
function checkedParent(project: ProjectRecord, code: CodeRecord, parentId: string | null) {
  if (parentId === null) return null
  const parent = bodyCode(project, parentId, 'body.parentId')
  if (isSelfOrDescendant(code, parent)) {
    throw new HttpError(400, OWN_ANCESTOR_MESSAGE, 'body.parentId')
  }
  return parent.id
}

export const codeHandlers = [
  http.get(
    '/projects/{id}/codes',
    safe(async ({ request, params, response }) => {
      const me = await currentUser(request)
      const project = codedProject(me, params.id)
      return response(200).json([...codesOfProject(project.id)].sort(byName).map(toCode))
    }),
  ),

  http.post(
    '/projects/{id}/codes',
    safe(async ({ request, params, response }) => {
      const me = await currentUser(request)
      const project = codedProject(me, params.id)
      const body = await request.json()
      const name = body.name.trim()
      assertNameFree(project.id, name, 'body.name')
      const parentId =
        body.parentId === undefined ? null : bodyCode(project, body.parentId, 'body.parentId').id
      const at = nowIso()
      const code = await db.codes.create({
        id: crypto.randomUUID(),
        projectId: project.id,
        name,
        description: (body.description ?? '').trim(),
        parentId,
        color: body.color?.toLowerCase() ?? nextColor(project.id),
        themeKey: null,
        createdBy: me.id,
        createdAt: at,
      })
      await recordActivity({
        projectId: project.id,
        actorId: me.id,
        action: 'code_created',
        before: null,
        after: {
          codeId: code.id,
          name: code.name,
          description: code.description,
          parentId: code.parentId,
          parentName: nameOf(code.parentId),
          color: code.color,
        },
        at,
      })
      return response(201).json(toCode(code))
    }),
  ),

  http.patch(
    '/projects/{id}/codes/{codeId}',
    safe(async ({ request, params, response }) => {
      const me = await currentUser(request)
      const project = codedProject(me, params.id)
      const code = pathCode(project, params.codeId)
      const body = await request.json()
      const name = body.name?.trim() ?? code.name
      if (name !== code.name) assertNameFree(project.id, name, 'body.name', code.id)
      const parentId =
        body.parentId === undefined ? code.parentId : checkedParent(project, code, body.parentId)
      const description = body.description?.trim() ?? code.description
      const color = body.color?.toLowerCase() ?? code.color
      const updated =
        (await db.codes.update((q) => q.where({ id: code.id }), {
          data(record) {
            record.name = name
            record.parentId = parentId
            record.description = description
            record.color = color
          },
        })) ?? code
      const at = nowIso()
      const log = (
        action: 'code_renamed' | 'code_reparented' | 'code_edited',
        before: CodingState,
        after: CodingState,
      ) => recordActivity({ projectId: project.id, actorId: me.id, action, before, after, at })
      if (name !== code.name) {
        await log('code_renamed', { codeId: code.id, name: code.name }, { codeId: code.id, name })
      }
      if (parentId !== code.parentId) {
        await log('code_reparented', placement(code), placement(updated))
      }
      if (description !== code.description || color !== code.color) {
        const look = (record: CodeRecord): CodingState => ({
          codeId: record.id,
          codeName: record.name,
          description: record.description,
          color: record.color,
        })
        await log('code_edited', look(code), look(updated))
      }
      return response(200).json(toCode(updated))
    }),
  ),

  http.delete(
    '/projects/{id}/codes/{codeId}',
    safe(async ({ request, params, response }) => {
      const me = await currentUser(request)
      const project = codedProject(me, params.id)
      const code = pathCode(project, params.codeId)
      const highlightCount = highlightsOfCode(code.id).length
      db.highlights.deleteMany((q) => q.where({ codeId: code.id }))
      // Sub-codes move up rather than going with it: deleting a code loses only its own passages.
      await db.codes.updateMany((q) => q.where({ parentId: code.id }), {
        data(record) {
          record.parentId = code.parentId
        },
      })
      await db.themeDecisions.updateMany((q) => q.where({ codeId: code.id }), {
        data(record) {
          record.codeId = null
        },
      })
      db.codes.delete((q) => q.where({ id: code.id }))
      await recordActivity({
        projectId: project.id,
        actorId: me.id,
        action: 'code_deleted',
        before: { ...placement(code), name: code.name, highlightCount },
        after: null,
        at: nowIso(),
      })
      return response(204).empty()
    }),
  ),

  http.post(
    '/projects/{id}/codes/{codeId}/merge',
    safe(async ({ request, params, response }) => {
      const me = await currentUser(request)
      const project = codedProject(me, params.id)
      const source = pathCode(project, params.codeId)
      const { targetCodeId } = await request.json()
      if (targetCodeId === source.id) {
        throw new HttpError(400, 'A code cannot be merged into itself.', 'body.targetCodeId')
      }
      const target = bodyCode(project, targetCodeId, 'body.targetCodeId')
      if (isSelfOrDescendant(source, target)) {
        throw new HttpError(
          400,
          'A code cannot be merged into one of its sub-codes.',
          'body.targetCodeId',
        )
      }
      const moved = highlightsOfCode(source.id)
      const kept = new Map(highlightsOfCode(target.id).map((h) => [spanKey(h), h]))
      const duplicates = new Set<string>()
      for (const highlight of moved) {
        const same = kept.get(spanKey(highlight))
        if (!same) continue
        duplicates.add(highlight.id)
        if (same.note === '' && highlight.note !== '') {
          await db.highlights.update((q) => q.where({ id: same.id }), {
            data(record) {
              record.note = highlight.note
            },
          })
        }
      }
      db.highlights.deleteMany((q) => q.where((h) => duplicates.has(h.id)))
      await db.highlights.updateMany((q) => q.where({ codeId: source.id }), {
        data(record) {
          record.codeId = target.id
        },
      })
      await db.codes.updateMany((q) => q.where({ parentId: source.id }), {
        data(record) {
          record.parentId = target.id
        },
      })
      await db.themeDecisions.updateMany((q) => q.where({ codeId: source.id }), {
        data(record) {
          record.codeId = target.id
        },
      })
      db.codes.delete((q) => q.where({ id: source.id }))
      const merged = toCode(target)
      await recordActivity({
        projectId: project.id,
        actorId: me.id,
        action: 'code_merged',
        before: { codeId: source.id, codeName: source.name, highlightCount: moved.length },
        after: { codeId: target.id, codeName: target.name, highlightCount: merged.highlightCount },
        at: nowIso(),
      })
      return response(200).json(merged)
    }),
  ),
]
