import { codedProject } from '../rules/access'
import { recordActivity } from '../coding/activity'
import { toCode, toHighlight, toThemeDecision } from '../coding/records'
import {
  assertNameFree,
  bodyCode,
  codeNamed,
  locatePassage,
  nextColor,
  spanKey,
  type PassageInput,
} from '../coding/rules'
import { db } from '../db'
import { byId, highlightsOfCode, highlightsOfProject } from '../db/indexes'
import type {
  CodeRecord,
  CodingState,
  HighlightRecord,
  ProjectRecord,
  UserRecord,
} from '../db/schema'
import { badRequest, conflict } from '../rules/errors'
import { currentUser, found, http, nowIso, safe } from './context'

/** Highlights and theme suggestions (openapi.yaml, tag coding; docs/product.md#coding). */

const highlightState = (highlight: HighlightRecord, code: CodeRecord): CodingState => ({
  highlightId: highlight.id,
  codeId: code.id,
  codeName: code.name,
  interviewId: highlight.interviewId,
  questionId: highlight.questionId,
  start: highlight.start,
  end: highlight.end,
  text: highlight.text,
  note: highlight.note,
})

/** A new code made on the way (createHighlight by name), recorded like createCode's. */
async function createNamedCode(
  project: ProjectRecord,
  me: UserRecord,
  name: string,
  at: string,
): Promise<CodeRecord> {
  const code = await db.codes.create({
    id: crypto.randomUUID(),
    projectId: project.id,
    name,
    description: '',
    parentId: null,
    color: nextColor(project.id),
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
      description: '',
      parentId: null,
      parentName: null,
      color: code.color,
    },
    at,
  })
  return code
}

const newHighlight = (
  project: ProjectRecord,
  code: CodeRecord,
  passage: PassageInput,
  note: string,
  me: UserRecord,
  at: string,
) =>
  db.highlights.create({
    id: crypto.randomUUID(),
    projectId: project.id,
    codeId: code.id,
    interviewId: passage.interviewId,
    questionId: passage.questionId,
    start: passage.start,
    end: passage.end,
    text: passage.text,
    note,
    createdBy: me.id,
    createdAt: at,
  })

const passageOf = ({ interviewId, questionId, start, end, text }: PassageInput): PassageInput => ({
  interviewId,
  questionId,
  start,
  end,
  text,
})

export const highlightHandlers = [
  http.get(
    '/projects/{id}/highlights',
    safe(async ({ request, params, response }) => {
      const me = await currentUser(request)
      const project = codedProject(me, params.id)
      const query = new URL(request.url).searchParams
      const codeId = query.get('codeId')
      const interviewId = query.get('interviewId')
      const highlights = (
        codeId === null ? highlightsOfProject(project.id) : highlightsOfCode(codeId)
      )
        .filter((highlight) => highlight.projectId === project.id)
        .filter((highlight) => interviewId === null || highlight.interviewId === interviewId)
      return response(200).json(highlights.map(toHighlight))
    }),
  ),

  http.post(
    '/projects/{id}/highlights',
    safe(async ({ request, params, response }) => {
      const me = await currentUser(request)
      const project = codedProject(me, params.id)
      const body = await request.json()
      if ((body.codeId === undefined) === (body.codeName === undefined)) {
        throw badRequest('body.codeId', 'or body.codeName is required (one of them, not both)')
      }
      const passage = passageOf(body)
      locatePassage(project, passage, 'body')
      const at = nowIso()
      let code =
        body.codeId !== undefined
          ? bodyCode(project, body.codeId, 'body.codeId')
          : codeNamed(project.id, body.codeName ?? '')
      if (code) {
        const key = spanKey(passage)
        if (highlightsOfCode(code.id).some((highlight) => spanKey(highlight) === key)) {
          throw conflict('This passage already has this code.', 'body.codeId')
        }
      }
      const codeCreated = code === undefined
      code ??= await createNamedCode(project, me, (body.codeName ?? '').trim(), at)
      const highlight = await newHighlight(project, code, passage, (body.note ?? '').trim(), me, at)
      await recordActivity({
        projectId: project.id,
        actorId: me.id,
        action: 'highlight_added',
        before: null,
        after: highlightState(highlight, code),
        at,
      })
      return response(201).json({
        highlight: toHighlight(highlight),
        code: toCode(code),
        codeCreated,
      })
    }),
  ),

  http.delete(
    '/projects/{id}/highlights/{highlightId}',
    safe(async ({ request, params, response }) => {
      const me = await currentUser(request)
      const project = codedProject(me, params.id)
      const stored = byId.highlights(params.highlightId)
      const highlight = found(stored?.projectId === project.id ? stored : undefined, 'Highlight')
      const code = byId.codes(highlight.codeId)
      db.highlights.delete((q) => q.where({ id: highlight.id }))
      if (code) {
        await recordActivity({
          projectId: project.id,
          actorId: me.id,
          action: 'highlight_removed',
          before: highlightState(highlight, code),
          after: null,
          at: nowIso(),
        })
      }
      return response(204).empty()
    }),
  ),

  http.get(
    '/projects/{id}/theme-decisions',
    safe(async ({ request, params, response }) => {
      const me = await currentUser(request)
      const project = codedProject(me, params.id)
      const decisions = db.themeDecisions.findMany((q) => q.where({ projectId: project.id }))
      return response(200).json(decisions.map(toThemeDecision))
    }),
  ),

  http.post(
    '/projects/{id}/theme-decisions',
    safe(async ({ request, params, response }) => {
      const me = await currentUser(request)
      const project = codedProject(me, params.id)
      const body = await request.json()
      const decided = db.themeDecisions.findFirst((q) =>
        q.where({ projectId: project.id, themeKey: body.themeKey }),
      )
      if (decided) {
        throw conflict('This theme suggestion has already been decided.', 'body.themeKey')
      }
      const occurrences = (body.occurrences ?? []).map(passageOf)
      const accepted = body.decision === 'accepted'
      if (accepted && occurrences.length === 0) {
        throw badRequest('body.occurrences', 'must hold at least one passage to accept')
      }
      if (!accepted && occurrences.length > 0) {
        throw badRequest('body.occurrences', 'is only accepted with decision accepted')
      }
      const label = body.label.trim()
      // Everything is checked before anything is written: an acceptance is all or nothing.
      occurrences.forEach((passage, index) =>
        locatePassage(project, passage, `body.occurrences.${index}`),
      )
      if (accepted) assertNameFree(project.id, label, 'body.label')
      const at = nowIso()
      const { code, highlights } = accepted
        ? await acceptTheme(project, me, body.themeKey, label, occurrences, at)
        : { code: null, highlights: [] }
      const decision = await db.themeDecisions.create({
        id: crypto.randomUUID(),
        projectId: project.id,
        themeKey: body.themeKey,
        decision: body.decision,
        label,
        codeId: code?.id ?? null,
        decidedBy: me.id,
        decidedAt: at,
      })
      await recordActivity({
        projectId: project.id,
        actorId: me.id,
        action: accepted ? 'theme_accepted' : 'theme_dismissed',
        before: null,
        after: code
          ? {
              themeKey: body.themeKey,
              label,
              codeId: code.id,
              codeName: code.name,
              highlightCount: highlights.length,
            }
          : { themeKey: body.themeKey, label },
        at,
      })
      return response(201).json({
        decision: toThemeDecision(decision),
        code: code && toCode(code),
        highlights: highlights.map(toHighlight),
      })
    }),
  ),
]

/** The code of an accepted theme with one highlight per distinct occurrence. */
async function acceptTheme(
  project: ProjectRecord,
  me: UserRecord,
  themeKey: string,
  label: string,
  occurrences: readonly PassageInput[],
  at: string,
): Promise<{ code: CodeRecord; highlights: HighlightRecord[] }> {
  const code = await db.codes.create({
    id: crypto.randomUUID(),
    projectId: project.id,
    name: label,
    description: '',
    parentId: null,
    color: nextColor(project.id),
    themeKey,
    createdBy: me.id,
    createdAt: at,
  })
  const seen = new Set<string>()
  const highlights: HighlightRecord[] = []
  for (const passage of occurrences) {
    if (seen.has(spanKey(passage))) continue
    seen.add(spanKey(passage))
    highlights.push(await newHighlight(project, code, passage, '', me, at))
  }
  return { code, highlights }
}
